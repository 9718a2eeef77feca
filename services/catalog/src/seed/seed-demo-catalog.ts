import {
  artistCreatedEvent,
  artistInputSchema,
  collectionCreatedEvent,
  collectionInputSchema,
  comingSoonItemInputSchema,
  productInputSchema,
} from '@atelier/contracts';
import type { Logger } from 'pino';
import { newEvent, recordEvent } from '@atelier/platform';
import { toArtist } from '../artists/artist.mapper.js';
import { toCollection, toCollectionData } from '../collections/collection.mapper.js';
import { insertComingSoonItem } from '../coming-soon/coming-soon.repository.js';
import type { CatalogDatabase } from '../database/catalog-database.js';
import { insertLikes } from '../likes/likes.repository.js';
import { decommissionProduct, insertProduct } from '../products/products.repository.js';
import {
  demoArtists,
  demoCollections,
  demoComingSoonItems,
  demoLikes,
  demoProducts,
} from './demo-catalog.js';

/**
 * Fills a brand-new store with the demo catalogue: every record is parsed by the admin API's input
 * schema, then written by the repositories' own write functions (same rows, same events as an
 * admin's or a shopper's request) in one transaction, so a failed seed leaves nothing behind and
 * the first start does not pay one commit per record. Called only when the tables were just created.
 */
const SEED_TRANSACTION_MS = 60_000;

export async function seedDemoCatalog(db: CatalogDatabase, logger: Logger): Promise<void> {
  const artists = demoArtists.map(({ key, ...fields }) => ({ key, input: artistInputSchema.parse(fields) }));
  const collections = demoCollections.map(({ key, ...fields }) => ({
    key,
    input: collectionInputSchema.parse(fields),
  }));
  const products = demoProducts.map(({ artistKey, collectionKey, decommissioned, ...fields }) => ({
    artistKey,
    collectionKey,
    decommissioned: decommissioned ?? false,
    input: productInputSchema.parse(fields),
  }));
  const items = demoComingSoonItems.map(({ artistKey, collectionKey, ...fields }) => ({
    artistKey,
    collectionKey,
    input: comingSoonItemInputSchema.parse(fields),
  }));
  const artistIds = keyIndex(artists.map((a) => a.key));
  const collectionIds = keyIndex(collections.map((c) => c.key));
  for (const { artistKey, collectionKey } of [...products, ...items]) {
    artistIds.check(artistKey);
    collectionIds.check(collectionKey);
  }
  const likeTargets = keyIndex([
    ...products.map((p) => `product:${p.input.name}`),
    ...items.map((i) => `coming-soon:${i.input.name}`),
  ]);
  for (const { kind, name } of demoLikes) likeTargets.check(`${kind}:${name}`);

  let likes = 0;
  await db.transaction(async (tx) => {
    for (const { key, input } of artists) {
      const artist = toArtist(await tx.artist.create({ data: input }));
      artistIds.set(key, artist.id);
      await recordEvent(tx, newEvent(artistCreatedEvent, { artist }));
    }
    for (const { key, input } of collections) {
      const collection = toCollection(await tx.collection.create({ data: toCollectionData(input) }));
      collectionIds.set(key, collection.id);
      await recordEvent(tx, newEvent(collectionCreatedEvent, { collection }));
    }
    for (const { artistKey, collectionKey, decommissioned, input } of products) {
      const ids = { artistId: artistIds.get(artistKey), collectionId: collectionIds.get(collectionKey) };
      const { id } = await insertProduct(tx, { ...input, ...ids });
      if (decommissioned) await decommissionProduct(tx, id);
      likeTargets.set(`product:${input.name}`, id);
    }
    for (const { artistKey, collectionKey, input } of items) {
      const ids = { artistId: artistIds.get(artistKey), collectionId: collectionIds.get(collectionKey) };
      likeTargets.set(`coming-soon:${input.name}`, (await insertComingSoonItem(tx, { ...input, ...ids })).id);
    }
    for (const { kind, name, count } of demoLikes) {
      const target = { kind, id: likeTargets.get(`${kind}:${name}`)! };
      const sessions = Array.from(
        { length: count },
        (_, n) => `demo-shopper-${String(n + 1).padStart(4, '0')}`,
      );
      await insertLikes(tx, target, sessions);
      likes += count;
    }
    // A few hundred statements: on a busy 2-core machine they outlast Prisma's default 5 s.
  }, SEED_TRANSACTION_MS);
  logger.info(
    {
      artists: artists.length,
      collections: collections.length,
      products: products.length,
      items: items.length,
      likes,
    },
    'demo catalogue seeded',
  );
}

/** Demo keys and the ids their records got; a key no record declares fails before any write. */
function keyIndex(keys: string[]) {
  const known = new Set(keys);
  const ids = new Map<string, number>();
  return {
    check(key: string | null) {
      if (key !== null && !known.has(key)) throw new Error(`demo catalogue: unknown reference '${key}'`);
    },
    set: (key: string, id: number) => void ids.set(key, id),
    get: (key: string | null) => (key === null ? null : (ids.get(key) ?? null)),
  };
}
