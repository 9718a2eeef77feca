import type { Collection, CollectionInput } from '@atelier/contracts';
import type { Collection as CollectionRow } from '../generated/prisma/client.js';

export const toCollection = (row: CollectionRow): Collection => ({
  id: row.id,
  name: row.name,
  description: row.description,
  season: row.season as Collection['season'],
  year: row.year,
  releaseDate: row.releaseDate.toISOString(),
  collectionType: row.collectionType as Collection['collectionType'],
  isActive: row.isActive,
  isArchived: row.isArchived,
  coverImageUrl: row.coverImageUrl,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The release date is a calendar day: keep the day the admin picked, whatever the time zone. */
export const toCollectionData = (input: CollectionInput) => ({
  ...input,
  releaseDate: new Date(`${input.releaseDate.slice(0, 10)}T00:00:00.000Z`),
});
