// Sneak-peek items over HTTP against a real PostgreSQL: public reads with artist and collection
// attached, the admin API, and converting an item into a product in one transaction.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { comingSoonItemSchema, productSchema } from '@atelier/contracts';
import { startTestCatalog, type TestCatalog } from './support/test-catalog.js';

let t: TestCatalog;
let artistId: number;
let collectionId: number;

before(async () => {
  t = await startTestCatalog('catalog_coming_soon');
  artistId = (
    await t.admin('POST', '/api/artists', {
      name: 'Jonas Kjær',
      specialty: 'Textiles and upholstery',
      bio: 'Weaves his own bouclé.',
      imageUrl: '/demo/artists/jonas-kjaer-960.webp',
    })
  ).body.id;
  collectionId = (
    await t.admin('POST', '/api/collections', {
      name: 'First Thaw',
      description: 'Spring, previewed.',
      season: 'Spring',
      year: 2027,
      releaseDate: '2027-03-18',
      collectionType: 'sneak_peek',
    })
  ).body.id;
});
after(() => t?.close());

const item = (over: Record<string, unknown> = {}) => ({
  name: 'Moss Bench',
  description: 'A bench in felted twill.',
  story: 'Woven in Nordvest.',
  estimatedPrice: 12800,
  imageUrls: ['/demo/coming-soon/moss-bench-1-960.webp'],
  artistId,
  collectionId,
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  estimatedReleaseDate: '2027-03-18',
  category: 'seating',
  ...over,
});

describe('sneak-peek items', () => {
  test('create answers the item with artist and collection attached, and records its event', async () => {
    const created = await t.admin('POST', '/api/coming-soon', item());
    assert.equal(created.status, 201);
    assert.deepEqual(comingSoonItemSchema.parse(created.body), created.body);
    assert.equal(created.body.estimatedPrice, '12800.00');
    assert.equal(created.body.estimatedReleaseDate, '2027-03-18T00:00:00.000Z');
    assert.deepEqual(created.body.artist, {
      id: artistId,
      name: 'Jonas Kjær',
      imageUrl: '/demo/artists/jonas-kjaer-960.webp',
      specialty: 'Textiles and upholstery',
      bio: 'Weaves his own bouclé.',
    });
    assert.deepEqual(created.body.collection, { id: collectionId, name: 'First Thaw' });
    const event = await t.eventOf(
      'catalog.coming-soon.upserted',
      (p: { item: { id: number } }) => p.item.id === created.body.id,
    );
    assert.deepEqual(event.payload, { item: created.body });
    const read = await t.anyone('GET', `/api/coming-soon/${created.body.id}`);
    assert.deepEqual(read.body, created.body);
    const list = (await t.anyone('GET', '/api/coming-soon')).body as Array<{ id: number }>;
    assert.equal(list[0]!.id, created.body.id);
  });

  test('empty optional fields are stored as null; estimated price accepts a string', async () => {
    const created = await t.admin('POST', '/api/coming-soon', {
      name: 'Bare Item',
      description: '',
      story: '',
      estimatedPrice: '',
      imageUrls: [],
      artistId: '',
      collectionId: null,
      videoUrl: '',
      estimatedReleaseDate: '',
    });
    assert.equal(created.status, 201);
    for (const field of [
      'description',
      'story',
      'estimatedPrice',
      'artistId',
      'videoUrl',
      'estimatedReleaseDate',
    ])
      assert.equal(created.body[field], null, field);
    assert.equal(created.body.artist, null);
    assert.equal(created.body.collection, null);
    assert.equal(created.body.category, 'other');
    const patched = await t.admin('PATCH', `/api/coming-soon/${created.body.id}`, {
      estimatedPrice: '950.5',
    });
    assert.equal(patched.body.estimatedPrice, '950.50');
    assert.equal(patched.body.name, 'Bare Item');
  });

  test('bad payloads and ids', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{}, /name: Name is required/],
      [item({ estimatedPrice: -5 }), /estimatedPrice: estimatedPrice must not be negative/],
      [item({ estimatedPrice: '1.999' }), /at most 2 decimal places/],
      [item({ estimatedReleaseDate: 'soon' }), /estimatedReleaseDate must be a date/],
      [item({ category: 'kitchen' }), /category must be one of/],
      [item({ artistId: 999999 }), /no artist has id 999999/],
      [item({ collectionId: 999999 }), /no collection has id 999999/],
    ];
    for (const [body, message] of cases) {
      const answer = await t.admin('POST', '/api/coming-soon', body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.match(answer.body.message, message);
    }
    for (const bad of ['abc', '0', '2.5']) {
      assert.equal((await t.anyone('GET', `/api/coming-soon/${bad}`)).status, 400, bad);
      assert.equal((await t.admin('PATCH', `/api/coming-soon/${bad}`, { name: 'x' })).status, 400, bad);
      assert.equal((await t.admin('DELETE', `/api/coming-soon/${bad}`)).status, 400, bad);
      assert.equal((await t.admin('POST', `/api/coming-soon/${bad}/convert`, {})).status, 400, bad);
    }
    const missing = await t.anyone('GET', '/api/coming-soon/999999');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.message, 'Coming soon item not found');
    assert.equal((await t.admin('PATCH', '/api/coming-soon/999999', { name: 'x' })).status, 404);
    assert.equal((await t.admin('DELETE', '/api/coming-soon/999999')).status, 404);
    assert.equal((await t.admin('POST', '/api/coming-soon/999999/convert', {})).status, 404);
  });

  test('delete removes the item and records catalog.coming-soon.removed', async () => {
    const { body: created } = await t.admin('POST', '/api/coming-soon', item({ name: 'Doomed' }));
    assert.equal((await t.admin('DELETE', `/api/coming-soon/${created.id}`)).status, 204);
    await t.eventOf(
      'catalog.coming-soon.removed',
      (p: { comingSoonId: number }) => p.comingSoonId === created.id,
    );
    assert.equal((await t.anyone('GET', `/api/coming-soon/${created.id}`)).status, 404);
  });
});

describe('converting a sneak peek into a product', () => {
  test('spec defaults: the estimated price, quantity 1, status active; likes follow; one event with the URL', async () => {
    const { body: created } = await t.admin('POST', '/api/coming-soon', item({ name: 'Converted Bench' }));
    await t.anyone('POST', `/api/coming-soon/${created.id}/like`, { sessionId: 'converted-like-0001' });
    const converted = await t.admin('POST', `/api/coming-soon/${created.id}/convert`, {});
    assert.equal(converted.status, 201);
    const product = productSchema.parse(converted.body);
    assert.equal(product.name, 'Converted Bench');
    assert.equal(product.price, '12800.00');
    assert.equal(product.quantity, 1);
    assert.equal(product.status, 'active');
    assert.equal(product.category, 'seating');
    assert.equal(product.likesCount, 1);
    assert.deepEqual(product.imageUrls, ['/demo/coming-soon/moss-bench-1-960.webp']);
    assert.deepEqual(product.artist, { id: artistId, name: 'Jonas Kjær' });
    assert.deepEqual((await t.anyone('GET', `/api/products/${product.id}`)).body, converted.body);
    assert.deepEqual(
      (await t.anyone('GET', `/api/products/${product.id}/liked?sessionId=converted-like-0001`)).body,
      { liked: true, likesCount: 1 },
    );
    assert.equal((await t.anyone('GET', `/api/coming-soon/${created.id}`)).status, 404, 'the item is gone');

    const event = await t.eventOf(
      'catalog.coming-soon.converted',
      (p: { item: { id: number } }) => p.item.id === created.id,
    );
    const payload = event.payload as { item: { name: string }; product: { id: number }; productUrl: string };
    assert.equal(payload.item.name, 'Converted Bench');
    assert.deepEqual(payload.product, converted.body);
    assert.equal(payload.productUrl, `/product/${product.id}`);
    await t.eventOf(
      'catalog.product.upserted',
      (p: { product: { id: number } }) => p.product.id === product.id,
    );
  });

  test('an item without an estimate converts at 0; a given price and quantity win', async () => {
    const { body: noEstimate } = await t.admin('POST', '/api/coming-soon', item({ estimatedPrice: null }));
    const free = await t.admin('POST', `/api/coming-soon/${noEstimate.id}/convert`, {});
    assert.equal(free.body.price, '0.00');
    const { body: priced } = await t.admin('POST', '/api/coming-soon', item());
    const sold = await t.admin('POST', `/api/coming-soon/${priced.id}/convert`, {
      price: '14500.5',
      quantity: 3,
      status: 'active',
    });
    assert.equal(sold.body.price, '14500.50');
    assert.equal(sold.body.quantity, 3);
    const { body: kept } = await t.admin('POST', '/api/coming-soon', item());
    for (const body of [{ quantity: -1 }, { price: 'free' }, { status: 'sold' }])
      assert.equal((await t.admin('POST', `/api/coming-soon/${kept.id}/convert`, body)).status, 400);
    assert.equal(
      (await t.anyone('GET', `/api/coming-soon/${kept.id}`)).status,
      200,
      'a refused convert changes nothing',
    );
  });
});
