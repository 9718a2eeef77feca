import { BadRequestException } from '@nestjs/common';
import type { CatalogTransaction } from './catalog-database.js';

/**
 * Refuses a write whose artistId or collectionId names nothing, with a 400 naming the field,
 * before the foreign key would (a constraint error would surface as a 500).
 */
export async function assertReferencesExist(
  tx: CatalogTransaction,
  refs: { artistId?: number | null; collectionId?: number | null },
): Promise<void> {
  if (refs.artistId != null && (await tx.artist.count({ where: { id: refs.artistId } })) === 0)
    throw unknown('artistId', `no artist has id ${refs.artistId}`);
  if (refs.collectionId != null && (await tx.collection.count({ where: { id: refs.collectionId } })) === 0)
    throw unknown('collectionId', `no collection has id ${refs.collectionId}`);
}

const unknown = (path: string, message: string) =>
  new BadRequestException({
    message: `Invalid request body: ${path}: ${message}`,
    issues: [{ path, message }],
  });
