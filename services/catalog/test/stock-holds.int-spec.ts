// Catalog's internal stock holds: only cart-checkout may call them; a hold takes every line or
// none, once per hold id; concurrent holds never take more than the stock; an expired hold is
// released by the sweeper, a confirmed one never; each stock change tells the read models.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import {
  ADMIN_ASSERTION_HEADER,
  SERVICE_ASSERTION_HEADER,
  signAdminAssertion,
  signServiceAssertion,
} from '@atelier/platform';
import { startTestCatalog, type TestCatalog } from './support/test-catalog.js';

const secret = 'catalog-test-secret-0123456789abcdef-xyz'; // the one test-catalog.ts starts with
let t: TestCatalog;
before(async () => {
  t = await startTestCatalog('stock_holds');
});
after(async () => t?.close());

async function internal(method: string, path: string, body?: unknown, as = 'cart-checkout') {
  const headers: Record<string, string> = {
    [SERVICE_ASSERTION_HEADER]: signServiceAssertion(secret, { method, url: path }, as),
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${t.catalog.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}
const piece = async (quantity: number) =>
  (await t.admin('POST', '/api/products', { name: `Piece ${randomUUID()}`, price: '100', quantity })).body
    .id as number;
const stock = async (id: number) => (await t.anyone('GET', `/api/products/${id}`)).body.quantity as number;
const hold = (
  lines: Array<{ productId: number; quantity: number }>,
  holdId = randomUUID(),
  ttlSeconds = 600,
) => internal('POST', '/internal/stock-holds', { holdId, lines, ttlSeconds });

test('only cart-checkout, with a signed service assertion, reaches the holds', async () => {
  const id = await piece(1);
  const body = { holdId: randomUUID(), lines: [{ productId: id, quantity: 1 }], ttlSeconds: 60 };
  assert.equal((await t.anyone('POST', '/internal/stock-holds', body)).status, 401);
  assert.equal((await internal('POST', '/internal/stock-holds', body, 'notifications')).status, 403);
  const asAdmin = await fetch(`${t.catalog.url}/internal/stock-holds`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [ADMIN_ASSERTION_HEADER]: signAdminAssertion(
        secret,
        { method: 'POST', url: '/internal/stock-holds' },
        1,
      ),
    },
    body: JSON.stringify(body),
  });
  assert.equal(asAdmin.status, 401);
  assert.equal(await stock(id), 1);
});

test('a hold takes every line or none, and the same hold id twice is one hold', async () => {
  const a = await piece(2);
  const b = await piece(1);
  const short = await hold([
    { productId: a, quantity: 1 },
    { productId: b, quantity: 2 },
  ]);
  assert.deepEqual(short.body, { outcome: 'short', productId: b, available: 1 });
  assert.deepEqual([await stock(a), await stock(b)], [2, 1], 'nothing was taken');
  const holdId = randomUUID();
  const first = await hold([{ productId: a, quantity: 2 }], holdId);
  const again = await hold([{ productId: a, quantity: 2 }], holdId);
  assert.equal(first.body.outcome, 'held');
  assert.deepEqual(again.body, first.body);
  assert.equal(await stock(a), 0);
  await t.eventOf('catalog.product.upserted', (p: any) => p.product.id === a && p.product.quantity === 0);
});

test('20 concurrent holds on a piece of 3 take exactly 3', async () => {
  const id = await piece(3);
  const answers = await Promise.all(Array.from({ length: 20 }, () => hold([{ productId: id, quantity: 1 }])));
  assert.equal(answers.filter((a) => a.body.outcome === 'held').length, 3);
  assert.equal(await stock(id), 0);
});

test('release puts pieces back once; a confirmed hold is never released; the sweeper frees expired ones', async () => {
  const id = await piece(2);
  const released = (await hold([{ productId: id, quantity: 1 }])).body.hold.holdId;
  const confirmed = (await hold([{ productId: id, quantity: 1 }], randomUUID(), 10)).body.hold.holdId;
  assert.equal(await stock(id), 0);
  assert.equal((await internal('POST', `/internal/stock-holds/${released}/release`)).body.status, 'released');
  assert.equal((await internal('POST', `/internal/stock-holds/${released}/release`)).body.status, 'released');
  assert.equal(await stock(id), 1);
  assert.equal((await internal('POST', `/internal/stock-holds/${released}/confirm`)).status, 409);
  assert.equal(
    (await internal('POST', `/internal/stock-holds/${confirmed}/confirm`)).body.status,
    'confirmed',
  );
  assert.equal(
    (await internal('POST', `/internal/stock-holds/${confirmed}/release`)).body.status,
    'confirmed',
  );
  assert.equal(await stock(id), 1);

  const expiring = (await hold([{ productId: id, quantity: 1 }], randomUUID(), 10)).body.hold.holdId;
  await t.catalog.db.prisma.stockHold.update({
    where: { id: expiring },
    data: { expiresAt: new Date(Date.now() - 1000) },
  });
  assert.equal(await t.catalog.stockHoldSweeper.runNow(), 1);
  assert.equal((await internal('GET', `/internal/stock-holds/${expiring}`)).body.status, 'released');
  assert.equal(await stock(id), 1);
  assert.equal((await internal('GET', `/internal/stock-holds/${randomUUID()}`)).status, 404);
});

test('held pieces read as reserved until the hold lapses; paid or released, they are not', async () => {
  const id = await piece(2);
  // The public read, through catalog's response cache: each hold change must make it fresh.
  const read = async (): Promise<{
    quantity: number;
    reservedQuantity: number;
    reservedUntil: string | null;
  }> => (await t.anyone('GET', `/api/products/${id}`)).body;
  const held = (await hold([{ productId: id, quantity: 2 }], randomUUID(), 600)).body.hold.holdId;
  let shown = await read();
  assert.deepEqual([shown.quantity, shown.reservedQuantity], [0, 2]);
  assert.ok(Date.parse(shown.reservedUntil ?? '') > Date.now() + 9 * 60_000, 'until the hold expires');
  await internal('POST', `/internal/stock-holds/${held}/release`);
  shown = await read();
  assert.deepEqual([shown.quantity, shown.reservedQuantity, shown.reservedUntil], [2, 0, null]);

  const paid = (await hold([{ productId: id, quantity: 1 }], randomUUID(), 600)).body.hold.holdId;
  assert.equal((await read()).reservedQuantity, 1);
  await internal('POST', `/internal/stock-holds/${paid}/confirm`);
  shown = await read();
  assert.deepEqual(
    [shown.quantity, shown.reservedQuantity, shown.reservedUntil],
    [1, 0, null],
    'paid: sold, not reserved',
  );
});

test('extend moves an active hold and its "reserved until"; a released hold is not taken back', async () => {
  const id = await piece(1);
  const holdId = (await hold([{ productId: id, quantity: 1 }], randomUUID(), 60)).body.hold.holdId;
  const shortUntil = Date.parse((await t.anyone('GET', `/api/products/${id}`)).body.reservedUntil);
  const extended = await internal('POST', `/internal/stock-holds/${holdId}/extend`, { ttlSeconds: 900 });
  assert.equal(extended.status, 200);
  assert.ok(Date.parse(extended.body.expiresAt) > shortUntil + 800_000);
  const product = (await t.anyone('GET', `/api/products/${id}`)).body;
  assert.equal(product.reservedUntil, extended.body.expiresAt, 'the product page shows the new end');
  assert.equal(
    (await internal('POST', `/internal/stock-holds/${holdId}/extend`, { ttlSeconds: 5 })).status,
    400,
    'ttlSeconds below 10 is refused',
  );

  await internal('POST', `/internal/stock-holds/${holdId}/release`);
  const late = await internal('POST', `/internal/stock-holds/${holdId}/extend`, { ttlSeconds: 900 });
  assert.equal(late.status, 409);
  assert.equal(await stock(id), 1, 'the released piece stays on sale');
});

test('a search row reads a held piece as reserved too, and fresh once the hold is released', async () => {
  const created = await t.admin('POST', '/api/products', {
    name: 'Quillwood Armoire',
    price: '100',
    quantity: 1,
  });
  const row = async () => {
    const answer = await t.anyone('GET', '/api/products/search?q=quillwood');
    assert.deepEqual(
      answer.body.map((r: { id: number }) => r.id),
      [created.body.id],
    );
    return answer.body[0] as { quantity: number; reservedQuantity: number; reservedUntil: string | null };
  };
  const held = (await hold([{ productId: created.body.id, quantity: 1 }])).body.hold.holdId;
  let shown = await row();
  assert.deepEqual([shown.quantity, shown.reservedQuantity], [0, 1]);
  assert.ok(Date.parse(shown.reservedUntil ?? '') > Date.now(), 'until the hold expires');
  await internal('POST', `/internal/stock-holds/${held}/release`);
  shown = await row();
  assert.deepEqual([shown.quantity, shown.reservedQuantity, shown.reservedUntil], [1, 0, null]);
});
