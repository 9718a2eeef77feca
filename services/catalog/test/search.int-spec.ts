// Product search against a real PostgreSQL: case and accents folded, one typo tolerated, ranked
// name > artist > category > description, decommissioned pieces hidden, short queries empty.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { productSearchResultSchema } from '@atelier/contracts';
import { startTestCatalog, type TestCatalog } from './support/test-catalog.js';

let t: TestCatalog;

const names = async (query: string) => {
  const answer = await t.anyone('GET', `/api/products/search?q=${encodeURIComponent(query)}`);
  assert.equal(answer.status, 200, query);
  for (const row of answer.body) productSearchResultSchema.parse(row);
  return (answer.body as Array<{ name: string }>).map((row) => row.name);
};

before(async () => {
  t = await startTestCatalog('catalog_search');
  const artist = async (name: string) =>
    (await t.admin('POST', '/api/artists', { name, specialty: 'Furniture' })).body.id as number;
  const nora = await artist('Nora Whitcombe');
  const ines = await artist('Inês Carvalhal');
  const product = async (fields: Record<string, unknown>) => {
    const created = await t.admin('POST', '/api/products', { price: 1000, ...fields });
    assert.equal(created.status, 201);
    return created.body.id as number;
  };
  await product({
    name: 'Walnut Dining Table',
    category: 'dining',
    artistId: nora,
    description: 'Solid wood.',
  });
  await product({
    name: 'Harrow Sideboard',
    category: 'storage',
    artistId: nora,
    description: 'Fluted doors in black walnut.',
  });
  await product({
    name: 'Tidewater Console',
    category: 'surfaces',
    artistId: ines,
    description: 'Travertine.',
  });
  await product({
    name: 'Estremoz Bench',
    category: 'seating',
    artistId: ines,
    description: 'Marble bench for a dining hall.',
  });
  await product({ name: 'Whitcombe Lamp', category: 'lighting', artistId: ines, description: 'Brass.' });
  await product({ name: 'Long Words', category: 'decor', description: `${'q'.repeat(300)} end` });
  const retired = await product({ name: 'Retired Walnut Stool', category: 'seating', artistId: nora });
  await t.admin('PATCH', `/api/products/${retired}/decommission`);
});
after(() => t?.close());

test('fewer than 3 characters, or no query, answer an empty list', async () => {
  assert.deepEqual(await names('wa'), []);
  assert.deepEqual(await names('  w  '), []);
  const none = await t.anyone('GET', '/api/products/search');
  assert.equal(none.status, 200);
  assert.deepEqual(none.body, []);
});

test('a name match ranks above a description match; decommissioned pieces never appear', async () => {
  assert.deepEqual(await names('walnut'), ['Walnut Dining Table', 'Harrow Sideboard']);
});

test('a name match ranks above an artist match', async () => {
  assert.deepEqual(await names('whitcombe'), ['Whitcombe Lamp', 'Harrow Sideboard', 'Walnut Dining Table']);
});

test('a category match ranks above a description match', async () => {
  assert.deepEqual(await names('dining'), ['Walnut Dining Table', 'Estremoz Bench']);
  assert.deepEqual(await names('seating'), ['Estremoz Bench']);
});

test('case and accents do not matter, either way round', async () => {
  const byInes = ['Estremoz Bench', 'Tidewater Console', 'Whitcombe Lamp'];
  assert.deepEqual(await names('Ines'), byInes);
  assert.deepEqual(await names('INÊS'), byInes);
  assert.deepEqual(await names('inês carvalhal'), byInes);
  assert.deepEqual(await names('TIDEWATER'), ['Tidewater Console']);
});

test('one typo is tolerated, two are not', async () => {
  assert.deepEqual(await names('Tidewatr'), ['Tidewater Console'], 'a letter missing');
  assert.deepEqual(await names('Tidewaterr'), ['Tidewater Console'], 'a letter added');
  assert.deepEqual(await names('Tidewazer'), ['Tidewater Console'], 'a letter wrong');
  assert.deepEqual(await names('Tidewaetr'), ['Tidewater Console'], 'two letters swapped');
  assert.deepEqual(await names('Carvalhl'), ['Estremoz Bench', 'Tidewater Console', 'Whitcombe Lamp']);
  assert.deepEqual(await names('Tidwaetr'), [], 'two typos');
});

test('every word must match somewhere; rows carry what the dialog shows', async () => {
  assert.deepEqual(await names('walnut table'), ['Walnut Dining Table']);
  assert.deepEqual(await names('walnut marble'), []);
  const answer = await t.anyone('GET', '/api/products/search?q=tidewater');
  assert.deepEqual(Object.keys(answer.body[0]).sort(), [
    'artist',
    'category',
    'id',
    'imageUrls',
    'name',
    'price',
    'quantity',
    'reservedQuantity',
    'reservedUntil',
  ]);
  assert.deepEqual(answer.body[0].artist, { name: 'Inês Carvalhal' });
  assert.equal(answer.body[0].price, '1000.00');
  assert.deepEqual(
    [answer.body[0].quantity, answer.body[0].reservedQuantity, answer.body[0].reservedUntil],
    [1, 0, null],
  );
});

test('a sold piece is still found, with the stock that marks it sold', async () => {
  const sold = await t.admin('POST', '/api/products', {
    price: 2200,
    quantity: 0,
    name: 'Gallowglass Cabinet',
    category: 'storage',
  });
  assert.equal(sold.status, 201);
  const answer = await t.anyone('GET', '/api/products/search?q=gallowglass');
  assert.equal(answer.status, 200);
  assert.deepEqual(
    answer.body.map((row: Record<string, unknown>) => [
      row.name,
      row.quantity,
      row.reservedQuantity,
      row.reservedUntil,
    ]),
    [['Gallowglass Cabinet', 0, 0, null]],
  );
});

test('odd input is searched literally, never an error', async () => {
  for (const query of ["O'Brien", '100%', 'a_b_c', '\\\\x', '%%%', 'x'.repeat(300), '((("'])
    assert.deepEqual(await names(query), [], query);
  assert.deepEqual(await names('q'.repeat(99)), ['Long Words'], 'a long word is compared, never an error');
  assert.deepEqual(await names('qqqqa'), [], 'a 300-letter word is never handed to levenshtein');
  const repeated = await t.anyone('GET', '/api/products/search?q=walnut&q=table');
  assert.equal(repeated.status, 200);
});

test('NUL or another control character in the query is a 400 naming q, not a database error', async () => {
  for (const query of ['wal\u0000nut', 'walnut\u0007']) {
    const answer = await t.anyone('GET', `/api/products/search?q=${encodeURIComponent(query)}`);
    assert.equal(answer.status, 400, JSON.stringify(query));
    assert.equal(answer.body.message, 'Invalid query parameter: q must not contain control characters');
  }
});

test('words written later, by a product or an artist edit, are found with a typo too', async () => {
  const created = await t.admin('POST', '/api/products', {
    price: 10,
    name: 'Plain Box',
    category: 'storage',
  });
  assert.equal(created.status, 201);
  assert.deepEqual(await names('Lindqvst'), []);
  const artist = await t.admin('POST', '/api/artists', { name: 'Someone', specialty: 'Joinery' });
  const edited = await t.admin('PATCH', `/api/products/${created.body.id}`, {
    artistId: artist.body.id,
    description: 'Quartersawn maple.',
  });
  assert.equal(edited.status, 200);
  assert.deepEqual(await names('quartersawm'), ['Plain Box'], 'a new description word, one letter wrong');
  const renamed = await t.admin('PATCH', `/api/artists/${artist.body.id}`, {
    name: 'Åsa Lindqvist',
    specialty: 'Joinery',
  });
  assert.equal(renamed.status, 200);
  assert.deepEqual(await names('Lindqvst'), ['Plain Box'], 'a renamed artist, one letter missing');
});
