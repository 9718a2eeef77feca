// Cards on file (issue 16) with the simulated provider: only a verified buyer saves one, one card
// makes one buyer (a card on file for someone else is a 409), the provider's record decides, and
// catalog learns of the card through checkout.buyer-card.saved (its own projection).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { SIMULATED_CARDS } from '@atelier/contracts';
import { distinctTestCard, putCardOnFile } from './support/buyer-cards.js';
import { sql } from './support/pg.js';
import { send, startTestStack, type TestStack } from './support/test-stack.js';

let stack: TestStack;
before(async () => {
  stack = await startTestStack('buyer-cards');
});
after(async () => stack?.close());

test('only a verified buyer (a valid buyer assertion) reaches the card routes', async () => {
  for (const [method, path] of [
    ['GET', '/api/buyer-cards/mine'],
    ['POST', '/api/buyer-cards/setup'],
    ['POST', '/api/buyer-cards/confirm'],
  ] as const)
    assert.equal((await send(stack.service.url, method, path, undefined, {})).status, 401, path);
});

test('a saved card is on file (brand, last 4), announced once, and catalog projects it', async () => {
  const buyer = randomUUID();
  assert.equal((await stack.buyer(buyer, 'GET', '/api/buyer-cards/mine')).status, 404);
  const saved = await putCardOnFile(stack, buyer, SIMULATED_CARDS.succeeds);
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  assert.equal(saved.body.brand, 'visa');
  assert.equal(saved.body.last4, '4242');
  const mine = await stack.buyer(buyer, 'GET', '/api/buyer-cards/mine');
  assert.deepEqual(mine.body, saved.body);
  const event = await stack.waitFor('checkout.buyer-card.saved', async () =>
    stack.events.find(
      (e) => e.type === 'checkout.buyer-card.saved' && (e.payload as { buyerId: string }).buyerId === buyer,
    ),
  );
  const fingerprint = (event.payload as { cardFingerprint: string }).cardFingerprint;
  assert.doesNotMatch(fingerprint, /4242424242424242/, 'the number itself is never kept or sent');
  const projected = await stack.waitFor('catalog projection', async () => {
    const rows = await sql<{ card_fingerprint: string }>(
      stack.database.url,
      'SELECT card_fingerprint FROM catalog.buyer_cards WHERE buyer_id = $1',
      [buyer],
    );
    return rows[0];
  });
  assert.equal(projected.card_fingerprint, fingerprint);
});

test('one card makes one buyer: the same card for another buyer is a 409; a buyer may replace theirs', async () => {
  const card = distinctTestCard(1001);
  const [first, second] = [randomUUID(), randomUUID()];
  assert.equal((await putCardOnFile(stack, first, card)).status, 200);
  const refused = await putCardOnFile(stack, second, card);
  assert.equal(refused.status, 409);
  assert.match(refused.body.message, /already on file for another buyer/);
  assert.equal((await stack.buyer(second, 'GET', '/api/buyer-cards/mine')).status, 404);
  // The same buyer saving the same card again, then another card: still one row, the latest card.
  assert.equal((await putCardOnFile(stack, first, card)).status, 200);
  const replaced = await putCardOnFile(stack, first, distinctTestCard(1002));
  assert.equal(replaced.status, 200);
  const rows = await sql(stack.database.url, 'SELECT 1 FROM cart_checkout.buyer_cards WHERE buyer_id = $1', [
    first,
  ]);
  assert.equal(rows.length, 1);
  // The first card is free again once its buyer replaced it.
  assert.equal((await putCardOnFile(stack, second, card)).status, 200);
});

test('two buyers racing with one card: exactly one keeps it', async () => {
  const card = distinctTestCard(2001);
  const answers = await Promise.all(
    Array.from({ length: 6 }, () => putCardOnFile(stack, randomUUID(), card)),
  );
  assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409, 409, 409, 409, 409]);
});

test('declined, mistyped, missing or foreign: clear 4xx and nothing kept', async () => {
  const buyer = randomUUID();
  const declined = await putCardOnFile(stack, buyer, SIMULATED_CARDS.declined);
  assert.equal(declined.status, 402);
  assert.match(declined.body.message, /declined/);
  const mistyped = await putCardOnFile(stack, buyer, '4242424242424241');
  assert.equal(mistyped.status, 402);
  assert.match(mistyped.body.message, /not valid/);
  const setup = await stack.buyer(buyer, 'POST', '/api/buyer-cards/setup');
  const missing = await stack.buyer(buyer, 'POST', '/api/buyer-cards/confirm', {
    setupIntentId: setup.body.setupIntentId,
  });
  assert.equal(missing.status, 422);
  const foreign = await stack.buyer(randomUUID(), 'POST', '/api/buyer-cards/confirm', {
    setupIntentId: setup.body.setupIntentId,
    cardNumber: distinctTestCard(3001),
  });
  assert.equal(foreign.status, 404, "another buyer's setup is unknown to this one");
  const bad = await stack.buyer(buyer, 'POST', '/api/buyer-cards/confirm', {
    setupIntentId: 'x',
    cardNumber: 'abc',
  });
  assert.equal(bad.status, 400);
  assert.equal((await stack.buyer(buyer, 'GET', '/api/buyer-cards/mine')).status, 404);
});
