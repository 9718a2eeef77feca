// GET /api/products with its optional query against a real PostgreSQL: one collection's or artist's
// pieces, pages of the list (bounds included), and a clear 400 naming a bad parameter.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PRODUCT_PAGE_MAX, productSchema } from '@atelier/contracts';
import { startTestCatalog, type TestCatalog } from './support/test-catalog.js';

let t: TestCatalog;
let nora: number;
let ines: number;
let summer: number;
let winter: number;

const list = async (query: string) => {
  const answer = await t.anyone('GET', `/api/products${query}`);
  assert.equal(answer.status, 200, query);
  for (const row of answer.body) productSchema.parse(row);
  return (answer.body as Array<{ name: string }>).map((row) => row.name);
};

before(async () => {
  t = await startTestCatalog('catalog_product_list');
  const artist = async (name: string) =>
    (await t.admin('POST', '/api/artists', { name, specialty: 'Furniture' })).body.id as number;
  const collection = async (name: string) =>
    (
      await t.admin('POST', '/api/collections', {
        name,
        description: 'Pieces.',
        season: 'Summer',
        year: 2026,
        releaseDate: '2026-06-04',
      })
    ).body.id as number;
  nora = await artist('Nora Whitcombe');
  ines = await artist('Inês Carvalhal');
  summer = await collection('Summer');
  winter = await collection('Winter');
  // Created one after the other: the list is newest first, so 'Piece 5' leads.
  const pieces: Array<[number, number]> = [
    [nora, summer],
    [nora, winter],
    [ines, summer],
    [ines, summer],
    [nora, summer],
  ];
  for (const [index, [artistId, collectionId]] of pieces.entries()) {
    const created = await t.admin('POST', '/api/products', {
      name: `Piece ${index + 1}`,
      price: 100,
      category: 'dining',
      artistId,
      collectionId,
    });
    assert.equal(created.status, 201);
  }
  const retired = await t.admin('POST', '/api/products', {
    name: 'Retired',
    price: 100,
    category: 'dining',
    artistId: nora,
    collectionId: summer,
  });
  await t.admin('PATCH', `/api/products/${retired.body.id}/decommission`);
});
after(() => t?.close());

test('without a query the answer is the whole list for sale, newest first', async () => {
  assert.deepEqual(await list(''), ['Piece 5', 'Piece 4', 'Piece 3', 'Piece 2', 'Piece 1']);
  assert.deepEqual(await list('?nocache=7'), await list(''), 'unknown parameters are ignored');
});

test("one collection's or one artist's pieces, or both", async () => {
  assert.deepEqual(await list(`?collectionId=${summer}`), ['Piece 5', 'Piece 4', 'Piece 3', 'Piece 1']);
  assert.deepEqual(await list(`?collectionId=${winter}`), ['Piece 2']);
  assert.deepEqual(await list(`?artistId=${ines}`), ['Piece 4', 'Piece 3']);
  assert.deepEqual(await list(`?artistId=${nora}&collectionId=${summer}`), ['Piece 5', 'Piece 1']);
  assert.deepEqual(await list('?collectionId=999999'), [], 'an unknown collection has no pieces');
});

test('pages: limit and offset cut the list; the last page is short, past the end is empty', async () => {
  assert.deepEqual(await list('?limit=2'), ['Piece 5', 'Piece 4']);
  assert.deepEqual(await list('?limit=2&offset=2'), ['Piece 3', 'Piece 2']);
  assert.deepEqual(await list('?limit=2&offset=4'), ['Piece 1']);
  assert.deepEqual(await list('?limit=2&offset=5'), []);
  assert.deepEqual(await list('?offset=3'), ['Piece 2', 'Piece 1'], 'an offset alone: the rest');
  assert.deepEqual(await list('?limit=1'), ['Piece 5'], 'the smallest page');
  assert.equal((await list(`?limit=${PRODUCT_PAGE_MAX}`)).length, 5, 'the largest page');
  assert.deepEqual(await list(`?limit=1&offset=1&collectionId=${summer}`), ['Piece 4']);
});

test('a bad parameter is a 400 naming it, never a 5xx', async () => {
  const cases: Array<[string, string]> = [
    ['?limit=0', 'limit must be a whole number from 1 to 100'],
    [`?limit=${PRODUCT_PAGE_MAX + 1}`, 'limit must be a whole number from 1 to 100'],
    ['?limit=-1', 'limit must be a whole number from 1 to 100'],
    ['?limit=abc', 'limit must be a whole number from 1 to 100'],
    ['?limit=1.5', 'limit must be a whole number from 1 to 100'],
    ['?limit=', 'limit must be a whole number from 1 to 100'],
    ['?limit=1&limit=2', 'limit must be a whole number from 1 to 100'],
    ['?offset=-1', 'offset must be a whole number from 0 to 2147483647'],
    ['?offset=99999999999', 'offset must be a whole number from 0 to 2147483647'],
    ['?collectionId=0', 'collectionId must be a whole number from 1 to 2147483647'],
    ['?artistId=x', 'artistId must be a whole number from 1 to 2147483647'],
  ];
  for (const [query, message] of cases) {
    const answer = await t.anyone('GET', `/api/products${query}`);
    assert.equal(answer.status, 400, query);
    assert.match(answer.body.message, new RegExp(message), query);
  }
});
