// Claims of won pieces (issue 16) across the real catalog process and cart-checkout: the award of a
// closed auction becomes one claim with a signed single-use link; paying holds the piece, charges
// the card on file off-session once and makes the order through the existing fulfilment; a link
// used twice, tampered with or expired is refused; a lapse (expiry or a declined card) reaches the
// next highest bidder; a quantity-1 piece is never sold twice, whatever the order of pays and expiry.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { buyerTextingChangedEvent, SIMULATED_CARDS } from '@atelier/contracts';
import { newEvent } from '@atelier/platform';
import { signClaimToken } from '../src/claims/claim-link.js';
import {
  buyerWithCard,
  claimOffered,
  ordersOfClaim,
  payClaim,
  runAuction,
  tokenOf,
} from './support/auctions.js';
import { checkoutForm } from './support/checkout-form.js';
import { sql } from './support/pg.js';
import {
  catalogStock,
  internalAuthSecret,
  send,
  startTestStack,
  type TestStack,
} from './support/test-stack.js';

let stack: TestStack;
before(async () => {
  stack = await startTestStack('claims');
});
after(async () => stack?.close());

const viewClaim = (token: string) => send(stack.service.url, 'GET', `/api/claims/${token}`, undefined, {});
const expireClaim = (claimId: string) =>
  sql(
    stack.database.url,
    "UPDATE cart_checkout.claims SET expires_at = now() - interval '1 second' WHERE id = $1",
    [claimId],
  );
const chargesOf = async (claimId: string) =>
  sql<{ status: string; amount_cents: number }>(
    stack.database.url,
    'SELECT status, amount_cents FROM cart_checkout.simulated_payment_intents WHERE idempotency_key = $1',
    [claimId],
  );
const eventFor = (type: string, claimId: string) =>
  stack.events.find((e) => e.type === type && (e.payload as { claimId: string }).claimId === claimId);
const adminAuction = async (auctionId: number) =>
  (await stack.catalogAdmin('GET', '/api/auctions')).body.find((a: { id: number }) => a.id === auctionId);

test('the winner claims and pays once: hold, one off-session charge, the order, stock committed, claim.paid', async () => {
  const [a, b] = [await buyerWithCard(stack), await buyerWithCard(stack)];
  const { auctionId, productId } = await runAuction(stack, [
    { buyerId: a, max: '3000' },
    { buyerId: b, max: '2000' },
  ]);
  const claim = await claimOffered(stack, productId, 1);
  assert.equal(claim.buyerId, a);
  assert.equal(claim.price, '2100.00', 'one increment over the runner-up');
  const token = tokenOf(claim);
  const view = await viewClaim(token);
  assert.equal(view.status, 200, JSON.stringify(view.body));
  assert.deepEqual(
    {
      price: view.body.price,
      shipping: view.body.shipping,
      total: view.body.total,
      card: view.body.card,
    },
    { price: '2100.00', shipping: '200.00', total: '2300.00', card: undefined },
    'the link shows no card: the winner sees theirs once verified',
  );
  assert.equal(await catalogStock(stack, productId), 1, 'a won piece is kept, not yet sold');

  // Delivered to NY: the winner's page is quoted NY's 4 % (the demo table) on price and shipping.
  const taxed = await stack.buyer(a, 'POST', `/api/claims/${token}/tax`, {
    shippingAddress: checkoutForm().billingAddress,
  });
  assert.deepEqual(taxed.body, { subtotal: '2100.00', shipping: '200.00', tax: '92.00', total: '2392.00' });
  const paid = await payClaim(stack, token);
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  assert.match(paid.body.confirmationPath, /^\/orders\//);
  assert.deepEqual(await chargesOf(claim.claimId), [{ status: 'succeeded', amount_cents: 239_200 }]);
  assert.equal((await ordersOfClaim(stack, claim.claimId)).length, 1);
  await stack.waitFor(
    'checkout.claim.paid',
    async () => eventFor('checkout.claim.paid', claim.claimId),
    30_000,
  );
  await stack.waitFor('stock committed', async () => (await catalogStock(stack, productId)) === 0, 30_000);
  await stack.waitFor(
    'auction settled',
    async () => (await adminAuction(auctionId))?.claim?.state === 'paid',
    30_000,
  );

  const again = await payClaim(stack, token);
  assert.equal(again.status, 409);
  assert.match(again.body.message, /already used/);
  assert.equal((await viewClaim(token)).status, 409);
  assert.equal((await chargesOf(claim.claimId)).length, 1, 'never charged twice');
});

test('a claim link alone does not pay: no buyer is a 401, another buyer a 403 naming the phone, nothing charged or stored', async () => {
  const [winner, stranger] = [await buyerWithCard(stack), await buyerWithCard(stack)];
  const { productId } = await runAuction(stack, [{ buyerId: winner, max: '1500' }]);
  const claim = await claimOffered(stack, productId, 1);
  const token = tokenOf(claim);
  // Notifications publishes the winner's number state; the claim's page names its last four digits.
  await stack.bus.publish(
    newEvent(buyerTextingChangedEvent, {
      buyerId: winner,
      phoneLast4: '0142',
      textsStopped: false,
      changedAt: new Date().toISOString(),
    }),
  );
  await stack.waitFor(
    'the phone on the claim',
    async () => (await viewClaim(token)).body.phoneLast4 === '0142',
  );

  const anonymous = await payClaim(stack, token, null);
  assert.equal(anonymous.status, 401, JSON.stringify(anonymous.body));
  const other = await payClaim(stack, token, stranger);
  assert.equal(other.status, 403, JSON.stringify(other.body));
  assert.match(
    other.body.message,
    /belongs to another buyer.*Verify the phone ending 0142 on this device to pay; nothing was charged/,
  );
  assert.deepEqual(await chargesOf(claim.claimId), [], 'the winner’s card was not charged');
  const checkouts = await sql(
    stack.database.url,
    'SELECT 1 FROM cart_checkout.checkouts WHERE session_id = $1',
    [`claim-${claim.claimId}`],
  );
  assert.equal(checkouts.length, 0, 'no checkout, so no delivery address stored');
  const [row] = await sql<{ state: string }>(
    stack.database.url,
    'SELECT state FROM cart_checkout.claims WHERE id = $1',
    [claim.claimId],
  );
  assert.equal(row?.state, 'offered', 'the link is not spent');

  // The winner finds the claim on the store too, with the same link as texted; nobody else does.
  const mine = await stack.buyer(winner, 'GET', '/api/claims/mine');
  assert.equal(mine.status, 200, JSON.stringify(mine.body));
  assert.deepEqual(
    mine.body.map((open: { claimId: string; claimPath: string; price: string; productId: number }) => [
      open.claimId,
      open.claimPath,
      open.price,
      open.productId,
    ]),
    [[claim.claimId, claim.claimPath, '1000.00', productId]],
  );
  assert.deepEqual((await stack.buyer(stranger, 'GET', '/api/claims/mine')).body, []);
  assert.equal((await send(stack.service.url, 'GET', '/api/claims/mine', undefined, {})).status, 401);

  const paid = await payClaim(stack, token, winner);
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  // $1000 and $200 shipping, with NY's 4 % sales tax (the demo table).
  assert.deepEqual(await chargesOf(claim.claimId), [{ status: 'succeeded', amount_cents: 124_800 }]);
  assert.deepEqual(
    (await stack.buyer(winner, 'GET', '/api/claims/mine')).body,
    [],
    'a paid claim is no longer open',
  );
});

test('a tampered, forged, expired or unknown link is refused with a message that says so', async () => {
  const [a] = [await buyerWithCard(stack)];
  const { productId } = await runAuction(stack, [{ buyerId: a, max: '1500' }]);
  const claim = await claimOffered(stack, productId, 1);
  const [id, ms, keyId, mac] = tokenOf(claim).split('.') as [string, string, string, string];
  const tampered = await payClaim(
    stack,
    `${id}.${ms}.${keyId}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`,
  );
  assert.equal(tampered.status, 403);
  assert.match(tampered.body.message, /not valid/);
  const longer = await viewClaim(`${id}.${Number(ms) + 3_600_000}.${keyId}.${mac}`);
  assert.equal(longer.status, 403, 'the expiry is signed: it cannot be moved');
  const expired = await viewClaim(signClaimToken(internalAuthSecret, id, new Date(Date.now() - 1000)));
  assert.equal(expired.status, 410);
  assert.match(expired.body.message, /expired/);
  const unknown = await viewClaim(
    signClaimToken(internalAuthSecret, randomUUID(), new Date(Date.now() + 60_000)),
  );
  assert.equal(unknown.status, 403);
  assert.equal((await viewClaim('not-a-claim-link')).status, 400);
  assert.equal((await viewClaim(tokenOf(claim))).status, 200, 'the genuine link still works');
});

test('an unclaimed win lapses and reaches the next highest bidder at their own bid; nobody left, on sale again', async () => {
  const [a, b, c] = [await buyerWithCard(stack), await buyerWithCard(stack), await buyerWithCard(stack)];
  const { auctionId, productId } = await runAuction(
    stack,
    [
      { buyerId: c, max: '1500' },
      { buyerId: b, max: '2000' },
      { buyerId: a, max: '3000' },
    ],
    '1800',
  );
  const first = await claimOffered(stack, productId, 1);
  await expireClaim(first.claimId);
  assert.equal(await stack.service.claimSweeper.runNow(), 1);
  const lapsed = await stack.waitFor('checkout.claim.lapsed', async () =>
    eventFor('checkout.claim.lapsed', first.claimId),
  );
  assert.equal((lapsed.payload as { reason: string }).reason, 'expired');
  assert.equal((await payClaim(stack, tokenOf(first))).status, 410, 'the lapsed link is refused');

  const second = await claimOffered(stack, productId, 2);
  assert.equal(second.buyerId, b);
  assert.equal(second.price, '2000.00', "the next bidder's own highest bid");
  assert.equal((await adminAuction(auctionId)).claim.rank, 2);
  await expireClaim(second.claimId);
  await stack.service.claimSweeper.runNow();
  // c bid 1500, under the 1800 reserve: nobody is left, and the piece is on sale again.
  await stack.waitFor(
    'unsold',
    async () => (await adminAuction(auctionId))?.claim?.state === 'unsold',
    30_000,
  );
  const [product] = await sql<{ under_auction: boolean }>(
    stack.database.url,
    'SELECT under_auction FROM catalog.products WHERE id = $1',
    [productId],
  );
  assert.equal(product!.under_auction, false);
  assert.equal(await catalogStock(stack, productId), 1);
});

test('a declined card lapses the claim (payment_failed), releases the hold and offers the piece on', async () => {
  const a = await buyerWithCard(stack, SIMULATED_CARDS.declinesCharges);
  const b = await buyerWithCard(stack);
  const { productId } = await runAuction(stack, [
    { buyerId: a, max: '3000' },
    { buyerId: b, max: '2000' },
  ]);
  const first = await claimOffered(stack, productId, 1);
  const declined = await payClaim(stack, tokenOf(first));
  assert.equal(declined.status, 402);
  assert.match(declined.body.message, /declined/);
  const lapsed = await stack.waitFor('lapsed', async () => eventFor('checkout.claim.lapsed', first.claimId));
  assert.equal((lapsed.payload as { reason: string }).reason, 'payment_failed');
  assert.equal((await ordersOfClaim(stack, first.claimId)).length, 0);
  assert.equal(await catalogStock(stack, productId), 1, 'the hold was released');
  const second = await claimOffered(stack, productId, 2);
  assert.equal(second.buyerId, b);
  assert.equal((await payClaim(stack, tokenOf(second))).status, 200);
});

test('pay against pay: one charge, one order, the others refused', async () => {
  const [a, b] = [await buyerWithCard(stack), await buyerWithCard(stack)];
  const { productId } = await runAuction(stack, [
    { buyerId: a, max: '2500' },
    { buyerId: b, max: '1200' },
  ]);
  const claim = await claimOffered(stack, productId, 1);
  const answers = await Promise.all(Array.from({ length: 5 }, () => payClaim(stack, tokenOf(claim))));
  assert.deepEqual(answers.map((r) => r.status).sort(), [200, 409, 409, 409, 409]);
  assert.equal((await chargesOf(claim.claimId)).length, 1);
  assert.equal((await ordersOfClaim(stack, claim.claimId)).length, 1);
  await stack.waitFor('stock committed', async () => (await catalogStock(stack, productId)) === 0, 30_000);
});

test('pay against expiry, raced 6 times: paid or lapsed, never both, and the piece sold at most once', async () => {
  const [a, b] = [await buyerWithCard(stack), await buyerWithCard(stack)];
  for (let round = 0; round < 6; round++) {
    const { productId } = await runAuction(stack, [
      { buyerId: a, max: '2500' },
      { buyerId: b, max: '1200' },
    ]);
    const claim = await claimOffered(stack, productId, 1);
    // The claim runs out a moment from now; the pay and the sweep race across that moment.
    const at = 100 + round * 40;
    await sql(
      stack.database.url,
      `UPDATE cart_checkout.claims SET expires_at = now() + ($2 || ' milliseconds')::interval WHERE id = $1`,
      [claim.claimId, String(at)],
    );
    const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const [paid] = await Promise.all([
      delay(at - 20 + (round % 3) * 20).then(() => payClaim(stack, tokenOf(claim))),
      delay(at).then(() => stack.service.claimSweeper.runNow()),
    ]);
    const [row] = await sql<{ state: string }>(
      stack.database.url,
      'SELECT state FROM cart_checkout.claims WHERE id = $1',
      [claim.claimId],
    );
    const orders = (await ordersOfClaim(stack, claim.claimId)).length;
    if (paid.status === 200) {
      assert.equal(row!.state, 'paid');
      assert.equal(orders, 1);
    } else {
      assert.equal(paid.status, 410, JSON.stringify(paid.body));
      // The sweep may land just after the refused pay: lapsed either way, never paid.
      await stack.service.claimSweeper.runNow();
      const [after] = await sql<{ state: string }>(
        stack.database.url,
        'SELECT state FROM cart_checkout.claims WHERE id = $1',
        [claim.claimId],
      );
      assert.equal(after!.state, 'lapsed');
      assert.equal(orders, 0);
      assert.equal((await chargesOf(claim.claimId)).length, 0);
    }
  }
});
