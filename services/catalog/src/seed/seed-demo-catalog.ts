import { artistCreatedEvent, collectionCreatedEvent } from '@atelier/contracts';
import { newEvent, outboxRecord } from '@atelier/platform';
import type { Logger } from 'pino';
import { toArtist } from '../artists/artist.mapper.js';
import { toCollection, toCollectionData } from '../collections/collection.mapper.js';
import type { CatalogDatabase } from '../database/catalog-database.js';
import { demoArtists, demoCollections, demoComingSoonItems, demoProducts } from './demo-catalog.js';

/**
 * Fills a brand-new store with the demo catalogue in one transaction, emitting the same events an
 * admin's writes would. Called only when the catalog's tables were just created.
 */
export async function seedDemoCatalog(db: CatalogDatabase, logger: Logger): Promise<void> {
  await db.transaction(async (tx) => {
    const artistIds = new Map<string, number>();
    for (const { key, ...fields } of demoArtists) {
      const artist = toArtist(await tx.artist.create({ data: fields }));
      artistIds.set(key, artist.id);
      await tx.outboxEvent.create({ data: outboxRecord(newEvent(artistCreatedEvent, { artist })) });
    }
    const collectionIds = new Map<string, number>();
    for (const { key, ...fields } of demoCollections) {
      const collection = toCollection(await tx.collection.create({ data: toCollectionData(fields) }));
      collectionIds.set(key, collection.id);
      await tx.outboxEvent.create({ data: outboxRecord(newEvent(collectionCreatedEvent, { collection })) });
    }
    for (const { artistKey, collectionKey, ...fields } of demoProducts) {
      await tx.product.create({
        data: {
          ...fields,
          artistId: artistIds.get(artistKey),
          collectionId: collectionIds.get(collectionKey),
        },
      });
    }
    for (const { artistKey, collectionKey, estimatedReleaseDate, ...fields } of demoComingSoonItems) {
      await tx.comingSoonItem.create({
        data: {
          ...fields,
          artistId: artistIds.get(artistKey),
          collectionId: collectionKey ? collectionIds.get(collectionKey) : null,
          estimatedReleaseDate: new Date(`${estimatedReleaseDate}T00:00:00.000Z`),
        },
      });
    }
  });
  logger.info(
    { artists: demoArtists.length, collections: demoCollections.length, products: demoProducts.length },
    'demo catalogue seeded',
  );
}
