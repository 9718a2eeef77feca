// The demo seed against a real PostgreSQL: every record goes through the API's repositories and
// comes back out of the public reads, likes included.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createLogger } from '@atelier/platform';
import { seedDemoCatalog } from '../src/index.js';
import { demoComingSoonItems, demoLikes, demoProducts } from '../src/seed/demo-catalog.js';
import { startTestCatalog, type TestCatalog } from './support/test-catalog.js';

let t: TestCatalog;

before(async () => {
  t = await startTestCatalog('catalog_seed');
  await seedDemoCatalog(t.catalog.db, createLogger('catalog', 'silent'));
});
after(() => t?.close());

test('the seeded products, sneak peeks and likes are what the public reads answer', async () => {
  const products = (await t.anyone('GET', '/api/products')).body as Array<{
    name: string;
    likesCount: number;
    artist: unknown;
  }>;
  assert.equal(products.length, demoProducts.filter((p) => !p.decommissioned).length);
  assert.ok(
    products.every((p) => p.artist !== null),
    'every demo piece names its artist',
  );
  const items = (await t.anyone('GET', '/api/coming-soon')).body as Array<{
    name: string;
    likesCount: number;
  }>;
  assert.equal(items.length, demoComingSoonItems.length);
  for (const { kind, name, count } of demoLikes) {
    const found = (kind === 'product' ? products : items).find((entry) => entry.name === name);
    assert.equal(found?.likesCount, count, `${kind} ${name}`);
  }
  const rows = await t.catalog.db.prisma.productLike.count();
  assert.equal(
    rows,
    demoLikes.reduce((sum, like) => sum + like.count, 0),
  );
  await t.eventOf('catalog.product.upserted');
  await t.eventOf('catalog.product.liked');
});
