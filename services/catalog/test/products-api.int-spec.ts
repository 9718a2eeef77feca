// Products over HTTP against a real PostgreSQL: the public reads, the admin API of spec section 7,
// prices as numbers and strings, bad ids and payloads, decommissioning, and an event per write.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { productSchema } from '@atelier/contracts';
import { startTestCatalog, type TestCatalog } from './support/test-catalog.js';

let t: TestCatalog;
let artistId: number;
let collectionId: number;

before(async () => {
  t = await startTestCatalog('catalog_products');
  artistId = (await t.admin('POST', '/api/artists', { name: 'Inês Carvalhal', specialty: 'Carved stone' }))
    .body.id;
  collectionId = (
    await t.admin('POST', '/api/collections', {
      name: 'Travertine Summer',
      description: 'Stone and bronze.',
      season: 'Summer',
      year: 2026,
      releaseDate: '2026-06-04',
    })
  ).body.id;
});
after(() => t?.close());

const piece = (over: Record<string, unknown> = {}) => ({
  name: 'Tidewater Console',
  description: 'A console carved from one block of travertine.',
  story: 'Cut at the quarry face.',
  price: 18900,
  quantity: 1,
  imageUrls: ['/demo/products/tidewater-1-960.webp'],
  artistId,
  collectionId,
  videoUrl: '',
  isBiddingEnabled: false,
  category: 'surfaces',
  ...over,
});

describe('admin writes', () => {
  test('create answers the product with its artist and collection, and records catalog.product.upserted', async () => {
    const created = await t.admin('POST', '/api/products', piece());
    assert.equal(created.status, 201);
    assert.deepEqual(productSchema.parse(created.body), created.body);
    assert.equal(created.body.price, '18900.00');
    assert.equal(created.body.videoUrl, null, 'a blank optional field is stored as null');
    assert.deepEqual(created.body.artist, { id: artistId, name: 'Inês Carvalhal' });
    assert.deepEqual(created.body.collection, { id: collectionId, name: 'Travertine Summer' });
    assert.equal(created.body.status, 'active');
    assert.equal(created.body.likesCount, 0);
    const event = await t.eventOf(
      'catalog.product.upserted',
      (p: { product: { id: number } }) => p.product.id === created.body.id,
    );
    assert.deepEqual(event.payload, {
      product: {
        id: created.body.id,
        name: 'Tidewater Console',
        price: '18900.00',
        imageUrls: ['/demo/products/tidewater-1-960.webp'],
        category: 'surfaces',
        quantity: 1,
        decommissioned: false,
        reservedUntil: null,
      },
    });
  });

  test('price as a number or a numeric string is answered the same way', async () => {
    for (const [sent, answered] of [
      [4800, '4800.00'],
      ['4800', '4800.00'],
      [19.9, '19.90'],
      ['19.99', '19.99'],
      ['0', '0.00'],
      [99999999.99, '99999999.99'],
    ] as const) {
      const created = await t.admin('POST', '/api/products', piece({ name: `Priced ${sent}`, price: sent }));
      assert.equal(created.status, 201, `${sent}`);
      assert.equal(created.body.price, answered, `${sent}`);
      assert.equal((await t.anyone('GET', `/api/products/${created.body.id}`)).body.price, answered);
    }
  });

  test('only name and price are required; quantity defaults to 1 and category to other', async () => {
    const created = await t.admin('POST', '/api/products', { name: 'Plain Stool', price: '350.5' });
    assert.equal(created.status, 201);
    assert.equal(created.body.quantity, 1);
    assert.equal(created.body.category, 'other');
    assert.equal(created.body.price, '350.50');
    assert.equal(created.body.artist, null);
    assert.equal(created.body.isBiddingEnabled, false);
    assert.equal(created.body.isLimitedQuantity, true);
  });

  test('bad payloads are 400s naming each problem', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{}, /name: Name is required; price: price is required/],
      [piece({ price: '12.345' }), /price: price must be a number with at most 2 decimal places/],
      [piece({ price: -1 }), /price: price must not be negative/],
      [piece({ price: '123456789' }), /price: price must be less than 100000000/],
      [piece({ price: 'twelve' }), /price must be a number/],
      [piece({ quantity: -1 }), /quantity: quantity must be a whole number of 0 or more/],
      [piece({ quantity: 2.5 }), /quantity must be a whole number/],
      [piece({ category: 'kitchen' }), /category: category must be one of dining/],
      [piece({ artistId: 'x' }), /artistId: artistId must be a positive integer or null/],
      [piece({ artistId: 999999 }), /artistId: no artist has id 999999/],
      [piece({ collectionId: 999999 }), /collectionId: no collection has id 999999/],
      [piece({ videoUrl: 'not a url' }), /videoUrl: must be a valid URL/],
      [piece({ imageUrls: ['../../etc/passwd'] }), /imageUrls/],
      [piece({ isBiddingEnabled: 'yes' }), /isBiddingEnabled must be true or false/],
      [piece({ dimensions: 'x'.repeat(201) }), /dimensions: must be at most 200 characters/],
      [piece({ leadTime: 42 }), /leadTime/],
      [piece({ provenance: 'p'.repeat(2001) }), /provenance: must be at most 2000 characters/],
      [piece({ condition: 'c'.repeat(1001) }), /condition: must be at most 1000 characters/],
      [piece({ certificate: 'a'.repeat(501) }), /certificate: must be at most 500 characters/],
      [piece({ makersMark: 'm'.repeat(501) }), /makersMark: must be at most 500 characters/],
      ['not json', /./],
      [[1, 2], /./],
    ];
    for (const [body, message] of cases) {
      const answer = await t.admin('POST', '/api/products', body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.match(answer.body.message, message, JSON.stringify(body));
    }
  });

  test('PATCH changes only the fields sent, validated as on create', async () => {
    const { body: created } = await t.admin(
      'POST',
      '/api/products',
      piece({ name: 'Patchable', quantity: 4 }),
    );
    const patched = await t.admin('PATCH', `/api/products/${created.id}`, { price: '21000', quantity: '3' });
    assert.equal(patched.status, 200);
    assert.equal(patched.body.price, '21000.00');
    assert.equal(patched.body.quantity, 3);
    assert.equal(patched.body.name, 'Patchable');
    assert.equal(patched.body.category, 'surfaces');
    assert.deepEqual(patched.body.artist, { id: artistId, name: 'Inês Carvalhal' });
    const full = await t.admin(
      'PATCH',
      `/api/products/${created.id}`,
      piece({ name: 'Renamed', artistId: '' }),
    );
    assert.equal(full.body.name, 'Renamed');
    assert.equal(full.body.artist, null, 'a blank reference clears it');
    assert.equal((await t.admin('PATCH', `/api/products/${created.id}`, { price: 'x' })).status, 400);
    assert.equal((await t.admin('PATCH', `/api/products/${created.id}`, { name: '' })).status, 400);
    assert.equal((await t.admin('PATCH', '/api/products/999999', { name: 'Ghost' })).status, 404);
  });

  test('the details table: dimensions, materials, weight, edition and lead time are stored, patched and cleared', async () => {
    const details = {
      dimensions: '71" W × 16.5" D × 30.75" H',
      materials: 'Honed Tivoli travertine',
      weight: '683 lb',
      edition: '1 of 1',
      leadTime: 'Ready to ship; delivery in 3–4 weeks',
    };
    const created = (await t.admin('POST', '/api/products', piece(details))).body;
    assert.deepEqual(
      { ...details },
      Object.fromEntries(Object.keys(details).map((key) => [key, created[key]])),
    );
    const read = (await t.anyone('GET', `/api/products/${created.id}`)).body;
    assert.equal(read.materials, 'Honed Tivoli travertine');
    const patched = (
      await t.admin('PATCH', `/api/products/${created.id}`, { edition: 'Edition of 3', weight: '' })
    ).body;
    assert.equal(patched.edition, 'Edition of 3');
    assert.equal(patched.weight, null, 'a blank field is cleared');
    assert.equal(patched.dimensions, details.dimensions, 'fields not sent keep their value');
    // Created without them, a piece simply has none.
    const plain = (await t.admin('POST', '/api/products', piece({ name: 'Plain piece' }))).body;
    assert.deepEqual([plain.dimensions, plain.leadTime], [null, null]);
  });

  test("a collector's details: provenance, condition, certificate and maker's mark are stored, read, patched and cleared", async () => {
    const details = {
      provenance: 'Made in 2026 in Lisbon; acquired from the artist',
      condition: 'New, never placed',
      certificate: 'Signed and numbered by the artist',
      makersMark: 'IC chiselled on the left end',
    };
    const created = (await t.admin('POST', '/api/products', piece({ name: 'Studied', ...details }))).body;
    const read = (await t.anyone('GET', `/api/products/${created.id}`)).body;
    assert.deepEqual(Object.fromEntries(Object.keys(details).map((key) => [key, read[key]])), details);
    const patched = await t.admin('PATCH', `/api/products/${created.id}`, {
      condition: '',
      makersMark: '  IC and 2026, left end  ',
    });
    assert.equal(patched.status, 200);
    assert.equal(patched.body.condition, null, 'a blank field is cleared');
    assert.equal(patched.body.makersMark, 'IC and 2026, left end');
    assert.equal(patched.body.provenance, details.provenance, 'fields not sent keep their value');
    const tooLong = await t.admin('PATCH', `/api/products/${created.id}`, { provenance: 'x'.repeat(2001) });
    assert.equal(tooLong.status, 400);
    assert.match(tooLong.body.message, /provenance: must be at most 2000 characters/);
    assert.equal((await t.anyone('GET', `/api/products/${created.id}`)).body.provenance, details.provenance);
    const plain = (await t.admin('POST', '/api/products', piece({ name: 'Unstudied' }))).body;
    assert.deepEqual(
      [plain.provenance, plain.condition, plain.certificate, plain.makersMark],
      [null, null, null, null],
    );
  });

  test('the database refuses negative stock even when the API is bypassed', async () => {
    const { body: created } = await t.admin('POST', '/api/products', piece({ name: 'Guarded' }));
    await assert.rejects(
      t.catalog.db.prisma.product.update({ where: { id: created.id }, data: { quantity: -1 } }),
      /products_quantity_check|check constraint/i,
    );
  });
});

describe('public reads', () => {
  test('bad ids are 400, unknown ids 404 with the spec wording', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '0x10', '2147483648', '99999999999999999999'])
      assert.equal((await t.anyone('GET', `/api/products/${id}`)).status, 400, id);
    const missing = await t.anyone('GET', '/api/products/999999');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.message, 'Product not found');
  });

  test('the list carries every field, newest first', async () => {
    const { body: created } = await t.admin('POST', '/api/products', piece({ name: 'Newest' }));
    const list = await t.anyone('GET', '/api/products');
    assert.equal(list.status, 200);
    assert.equal(list.body[0].id, created.id);
    for (const product of list.body) productSchema.parse(product);
  });
});

describe('decommissioning and deleting', () => {
  test('a decommissioned product leaves the shop, shows in the admin list, and only then can be deleted', async () => {
    const { body: created } = await t.admin('POST', '/api/products', piece({ name: 'Retiring' }));
    const refused = await t.admin('DELETE', `/api/products/${created.id}`);
    assert.equal(refused.status, 409);
    assert.equal(
      refused.body.message,
      'Only a decommissioned product can be deleted. Decommission it first.',
    );

    const decommissioned = await t.admin('PATCH', `/api/products/${created.id}/decommission`);
    assert.equal(decommissioned.status, 200);
    assert.equal(decommissioned.body.decommissioned, true);
    await t.eventOf(
      'catalog.product.upserted',
      (p: { product: { id: number; decommissioned: boolean } }) =>
        p.product.id === created.id && p.product.decommissioned,
    );

    const page = await t.anyone('GET', `/api/products/${created.id}`);
    assert.equal(page.status, 404);
    assert.equal(page.body.message, 'Product not found');
    const shop = (await t.anyone('GET', '/api/products')).body as Array<{ id: number }>;
    assert.ok(!shop.some((p) => p.id === created.id));
    const retired = (await t.admin('GET', '/api/products/decommissioned')).body as Array<{ id: number }>;
    assert.ok(retired.some((p) => p.id === created.id));
    const session = { sessionId: 'decommissioned-session-01' };
    assert.equal((await t.anyone('POST', `/api/products/${created.id}/like`, session)).status, 404);
    assert.equal(
      (await t.anyone('GET', `/api/products/${created.id}/liked?sessionId=${session.sessionId}`)).status,
      404,
    );

    assert.equal((await t.admin('DELETE', `/api/products/${created.id}`)).status, 204);
    await t.eventOf('catalog.product.removed', (p: { productId: number }) => p.productId === created.id);
    assert.equal((await t.admin('DELETE', `/api/products/${created.id}`)).status, 404);
    assert.equal((await t.admin('PATCH', '/api/products/999999/decommission')).status, 404);
    assert.equal((await t.admin('PATCH', '/api/products/abc/decommission')).status, 400);
  });
});

describe('stats', () => {
  test('counts pieces for sale, low stock, active auctions and potential revenue', async () => {
    const before = (await t.admin('GET', '/api/stats')).body;
    const { body: a } = await t.admin(
      'POST',
      '/api/products',
      piece({ name: 'Stat A', price: '100.50', quantity: 2 }),
    );
    await t.admin('POST', '/api/products', piece({ name: 'Stat B', price: 1000, quantity: 6 }));
    // Sold (nothing left, nothing held): not 'low stock', and worth nothing more.
    await t.admin('POST', '/api/products', piece({ name: 'Stat Sold', price: 700, quantity: 0 }));
    const { body: c } = await t.admin(
      'POST',
      '/api/products',
      piece({ name: 'Stat C', price: 5, quantity: 9 }),
    );
    await t.admin('PATCH', `/api/products/${c.id}/decommission`);
    await t.catalog.db.prisma.auction.create({
      data: { productId: a.id, startingBid: '100', endTime: new Date('2030-01-01T00:00:00Z') },
    });
    await t.catalog.db.prisma.auction.create({
      data: {
        productId: a.id,
        startingBid: '100',
        startsAt: new Date('2019-12-01T00:00:00Z'),
        endTime: new Date('2020-01-01T00:00:00Z'),
        status: 'ended',
      },
    });
    // Past its end but not yet closed by the closer: no longer active either.
    const { body: b } = await t.admin(
      'POST',
      '/api/products',
      piece({ name: 'Stat D', price: 1, quantity: 0 }),
    );
    await t.catalog.db.prisma.auction.create({
      data: {
        productId: b.id,
        startingBid: '100',
        startsAt: new Date('2019-12-01T00:00:00Z'),
        endTime: new Date('2020-01-01T00:00:00Z'),
      },
    });
    const after = await t.admin('GET', '/api/stats');
    assert.equal(after.status, 200);
    assert.equal(after.body.totalProducts, before.totalProducts + 4);
    assert.equal(after.body.lowStockItems, before.lowStockItems + 1, 'the sold piece is not low stock');
    assert.equal(after.body.activeAuctions, before.activeAuctions + 1);
    const revenue = (Number(after.body.potentialRevenue) - Number(before.potentialRevenue)).toFixed(2);
    assert.equal(revenue, '6201.00');
    assert.match(after.body.potentialRevenue, /^\d+\.\d{2}$/);
  });
});
