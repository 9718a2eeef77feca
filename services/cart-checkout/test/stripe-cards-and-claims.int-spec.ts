// Cards on file and claims (issue 16) through the Stripe adapter and the official SDK, pointed at a
// local fake of Stripe's API: a card is saved from a SetupIntent only as Stripe records it, one card
// makes one buyer, and a claim's payment is one off-session PaymentIntent of the saved customer and
// card, keyed by the claim id, whatever the pays racing it, the webhook that follows or answers
// lost on the way back (the SDK's retries, the sweeper's resumption, even after the buyer put
// another card on file); a declined off-session charge (Stripe's card_error) lapses the claim and
// the piece passes on.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import {
  cardKnownToCatalog,
  claimOffered,
  ordersOfClaim,
  payClaim,
  runAuction,
  tokenOf,
} from './support/auctions.js';
import type { FakeCard, FakeStripe } from './support/fake-stripe.js';
import { sql } from './support/pg.js';
import { closeStripeStack, startStripeStack, stripeWebhook } from './support/stripe-stack.js';
import { catalogStock, type TestStack } from './support/test-stack.js';

let fake: FakeStripe;
let stack: TestStack;
before(async () => ({ fake, stack } = await startStripeStack('stripe-claims')));
after(() => closeStripeStack({ fake, stack }));

let cardSeed = 0;
/** A card of its own (Stripe's fingerprint names the card number, whoever saves it). */
const newCard = (fields: Partial<FakeCard> = {}): FakeCard => ({
  brand: 'visa',
  last4: '4242',
  fingerprint: `fp_${randomUUID().slice(0, 8)}_${cardSeed++}`,
  ...fields,
});

/** The card step as the browser takes it: setup, Stripe.js confirms the card, the store is told. */
async function saveCard(buyerId: string, card: FakeCard) {
  const setup = await stack.buyer(buyerId, 'POST', '/api/buyer-cards/setup');
  assert.equal(setup.status, 200, JSON.stringify(setup.body));
  fake.confirmSetup(setup.body.setupIntentId, card);
  const confirmed = await stack.buyer(buyerId, 'POST', '/api/buyer-cards/confirm', {
    setupIntentId: setup.body.setupIntentId,
  });
  return { setupIntentId: setup.body.setupIntentId as string, confirmed };
}

async function buyerWithCard(card = newCard()) {
  const buyerId = randomUUID();
  const { confirmed } = await saveCard(buyerId, card);
  assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
  await cardKnownToCatalog(stack, buyerId);
  return buyerId;
}

const storedCard = async (buyerId: string) =>
  sql<{ customer_id: string; payment_method_id: string; card_fingerprint: string; provider: string }>(
    stack.database.url,
    'SELECT customer_id, payment_method_id, card_fingerprint, provider FROM cart_checkout.buyer_cards WHERE buyer_id = $1',
    [buyerId],
  );
const chargesOf = (claimId: string) =>
  fake.requests.filter(
    (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.idempotencyKey === claimId,
  );
const claimRow = async (claimId: string) =>
  (
    await sql<{ state: string; lapse_reason: string | null }>(
      stack.database.url,
      'SELECT state, lapse_reason FROM cart_checkout.claims WHERE id = $1',
      [claimId],
    )
  )[0]!;

const webhook = async (type: string, intentId: string) =>
  (await stripeWebhook({ fake, stack }, type, intentId)).status;

test('a card saved through a SetupIntent is kept once, as Stripe records it, and announced', async () => {
  const buyerId = randomUUID();
  // Two setups before the card is entered (a reload): one Stripe customer for the buyer.
  const first = await stack.buyer(buyerId, 'POST', '/api/buyer-cards/setup');
  const setup = await stack.buyer(buyerId, 'POST', '/api/buyer-cards/setup');
  assert.equal(setup.status, 200, JSON.stringify(setup.body));
  assert.deepEqual(
    { provider: setup.body.provider, publishableKey: setup.body.publishableKey },
    { provider: 'stripe', publishableKey: 'pk_test_fake' },
  );
  const intent = fake.setupIntents.get(setup.body.setupIntentId)!;
  assert.equal(setup.body.clientSecret, intent.client_secret);
  assert.equal(intent.customer, fake.setupIntents.get(first.body.setupIntentId)!.customer);
  const customers = [...fake.customers.values()].filter((c) => c.metadata.buyerId === buyerId);
  assert.deepEqual(
    customers.map((c) => c.id),
    [intent.customer],
  );
  assert.equal(intent.usage, 'off_session');
  assert.equal(intent.metadata.buyerId, buyerId);

  // Confirming before Stripe.js entered the card keeps nothing.
  const early = await stack.buyer(buyerId, 'POST', '/api/buyer-cards/confirm', {
    setupIntentId: setup.body.setupIntentId,
  });
  assert.equal(early.status, 409);
  assert.match(early.body.message, /not confirmed yet/);
  // A browser naming a card number is refused: Stripe takes the card in its own form.
  const typed = await stack.buyer(buyerId, 'POST', '/api/buyer-cards/confirm', {
    setupIntentId: setup.body.setupIntentId,
    cardNumber: '4242424242424242',
  });
  assert.equal(typed.status, 422);

  const card = newCard({ brand: 'mastercard', last4: '4444' });
  const method = fake.confirmSetup(setup.body.setupIntentId, card);
  const foreign = await stack.buyer(randomUUID(), 'POST', '/api/buyer-cards/confirm', {
    setupIntentId: setup.body.setupIntentId,
  });
  assert.equal(foreign.status, 404, "another buyer's setup is unknown to this one");
  const saved = await stack.buyer(buyerId, 'POST', '/api/buyer-cards/confirm', {
    setupIntentId: setup.body.setupIntentId,
  });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  assert.deepEqual(
    { brand: saved.body.brand, last4: saved.body.last4 },
    { brand: 'mastercard', last4: '4444' },
  );
  const retrieves = fake.requests.filter((r) => r.path === `/v1/setup_intents/${setup.body.setupIntentId}`);
  assert.ok(retrieves.every((r) => r.method === 'GET' && r.params['expand[0]'] === 'payment_method'));

  const event = await stack.waitFor('checkout.buyer-card.saved', async () =>
    stack.events.find(
      (e) => e.type === 'checkout.buyer-card.saved' && (e.payload as { buyerId: string }).buyerId === buyerId,
    ),
  );
  assert.deepEqual(event.payload, {
    buyerId,
    cardFingerprint: card.fingerprint,
    brand: 'mastercard',
    last4: '4444',
  });
  assert.deepEqual(await storedCard(buyerId), [
    {
      customer_id: intent.customer,
      payment_method_id: method.id,
      card_fingerprint: card.fingerprint,
      provider: 'stripe',
    },
  ]);
  assert.deepEqual((await stack.buyer(buyerId, 'GET', '/api/buyer-cards/mine')).body, saved.body);
  // The same confirm again (a double click) keeps the one card.
  const again = await stack.buyer(buyerId, 'POST', '/api/buyer-cards/confirm', {
    setupIntentId: setup.body.setupIntentId,
  });
  assert.equal(again.status, 200);
  assert.equal((await storedCard(buyerId)).length, 1);
  await cardKnownToCatalog(stack, buyerId);
});

test('the same card (Stripe fingerprint) for another buyer is a 409 and nothing is kept for them', async () => {
  const card = newCard();
  const holder = await buyerWithCard(card);
  const other = randomUUID();
  const { confirmed } = await saveCard(other, card);
  assert.equal(confirmed.status, 409);
  assert.match(confirmed.body.message, /already on file for another buyer/);
  assert.equal((await stack.buyer(other, 'GET', '/api/buyer-cards/mine')).status, 404);
  assert.deepEqual(await storedCard(other), []);
  assert.equal((await storedCard(holder))[0]!.card_fingerprint, card.fingerprint);
});

test('paying a claim: one off-session PaymentIntent of the saved customer and card, keyed by the claim id', async () => {
  const [a, b] = [await buyerWithCard(), await buyerWithCard()];
  const { productId } = await runAuction(stack, [
    { buyerId: a, max: '3000' },
    { buyerId: b, max: '2000' },
  ]);
  const claim = await claimOffered(stack, productId, 1);
  assert.equal(claim.buyerId, a);
  const paid = await payClaim(stack, tokenOf(claim));
  assert.equal(paid.status, 200, JSON.stringify(paid.body));

  const [charge, ...more] = chargesOf(claim.claimId);
  assert.equal(more.length, 0);
  const [saved] = await storedCard(a);
  assert.deepEqual(
    {
      amount: charge!.params.amount,
      currency: charge!.params.currency,
      customer: charge!.params.customer,
      payment_method: charge!.params.payment_method,
      off_session: charge!.params.off_session,
      confirm: charge!.params.confirm,
      claimId: charge!.params['metadata[claimId]'],
    },
    {
      // $2100 and $200 shipping, with the sales tax Stripe Tax calculated for NY (the fake's 8.875 %).
      amount: '250413',
      currency: 'usd',
      customer: saved!.customer_id,
      payment_method: saved!.payment_method_id,
      off_session: 'true',
      confirm: 'true',
      claimId: claim.claimId,
    },
  );
  const intent = [...fake.intents.values()].find((i) => i.metadata.claimId === claim.claimId)!;
  assert.equal(intent.status, 'succeeded');
  const [order] = await sql<{ payment_intent_id: string }>(
    stack.database.url,
    `SELECT o.payment_intent_id FROM cart_checkout.orders o JOIN cart_checkout.claims c ON c.checkout_id = o.checkout_id WHERE c.id = $1`,
    [claim.claimId],
  );
  assert.equal(order!.payment_intent_id, intent.id);
  assert.equal((await claimRow(claim.claimId)).state, 'paid');
  await stack.waitFor('stock committed', async () => (await catalogStock(stack, productId)) === 0, 30_000);
});

test('pays racing and the webhook that follows: one charge, one order', async () => {
  const [a, b] = [await buyerWithCard(), await buyerWithCard()];
  const { productId } = await runAuction(stack, [
    { buyerId: a, max: '2500' },
    { buyerId: b, max: '1200' },
  ]);
  const claim = await claimOffered(stack, productId, 1);
  const answers = await Promise.all(Array.from({ length: 5 }, () => payClaim(stack, tokenOf(claim))));
  assert.deepEqual(
    answers.map((r) => r.status).sort(),
    [200, 409, 409, 409, 409],
    JSON.stringify(answers.map((r) => r.body)),
  );
  assert.equal(chargesOf(claim.claimId).length, 1);
  // Stripe also announces the off-session payment: fulfilment finds it settled already.
  const intent = [...fake.intents.values()].find((i) => i.metadata.claimId === claim.claimId)!;
  assert.equal(await webhook('payment_intent.succeeded', intent.id), 200);
  assert.equal((await ordersOfClaim(stack, claim.claimId)).length, 1);
  assert.equal((await claimRow(claim.claimId)).state, 'paid');
  await stack.waitFor('stock committed', async () => (await catalogStock(stack, productId)) === 0, 30_000);
});

/** An auction won by buyer `a` (over `b`), its claim offered to `a`. */
async function claimWon() {
  const [a, b] = [await buyerWithCard(), await buyerWithCard()];
  const { productId } = await runAuction(stack, [
    { buyerId: b, max: '1200' },
    { buyerId: a, max: '2500' },
  ]);
  return { buyerId: a, productId, claim: await claimOffered(stack, productId, 1) };
}

/** The sweeper's pass once the claim has been paying long enough to count as cut short. */
async function sweepCutShort(claimId: string) {
  await sql(
    stack.database.url,
    "UPDATE cart_checkout.claims SET updated_at = now() - interval '1 hour' WHERE id = $1",
    [claimId],
  );
  await stack.service.claimSweeper.runNow();
}

async function assertPaidOnce(claimId: string, productId: number) {
  assert.equal((await claimRow(claimId)).state, 'paid');
  const intents = [...fake.intents.values()].filter((i) => i.metadata.claimId === claimId);
  assert.equal(intents.length, 1, 'the card was charged once');
  assert.equal((await ordersOfClaim(stack, claimId)).length, 1);
  await stack.waitFor('stock committed', async () => (await catalogStock(stack, productId)) === 0, 30_000);
}

test('answers lost on the way back: the retries and the resumed payment reuse the claim id, one PaymentIntent', async () => {
  const { productId, claim } = await claimWon();
  // Stripe charges the card, but no answer comes back, to the SDK's first try or its two retries.
  fake.loseAnswers('/v1/payment_intents', 3);
  const cut = await payClaim(stack, tokenOf(claim));
  assert.equal(cut.status, 503, JSON.stringify(cut.body));
  assert.match(cut.body.message, /do not pay again/);
  assert.equal(chargesOf(claim.claimId).length, 3);
  assert.equal((await claimRow(claim.claimId)).state, 'paying');
  assert.equal((await payClaim(stack, tokenOf(claim))).status, 409, 'the link is spent meanwhile');

  // The sweeper resumes the payment cut short: the same key finds the same PaymentIntent.
  await sweepCutShort(claim.claimId);
  assert.equal(chargesOf(claim.claimId).length, 4);
  await assertPaidOnce(claim.claimId, productId);
});

test('answers lost, then another card put on file: the resumed payment charges the card it started with, once', async () => {
  const { buyerId, productId, claim } = await claimWon();
  const [first] = await storedCard(buyerId);
  fake.loseAnswers('/v1/payment_intents', 3);
  assert.equal((await payClaim(stack, tokenOf(claim))).status, 503);
  // Before the sweeper comes round, the buyer puts another card on file. Stripe refuses the claim's
  // key with any other parameters (idempotency_error): charging the new card left the claim paying.
  const { confirmed } = await saveCard(buyerId, newCard({ last4: '5556' }));
  assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
  assert.notEqual((await storedCard(buyerId))[0]!.payment_method_id, first!.payment_method_id);

  await sweepCutShort(claim.claimId);
  const charges = chargesOf(claim.claimId);
  assert.equal(charges.length, 4);
  assert.deepEqual(
    charges.map((c) => c.params.payment_method),
    charges.map(() => first!.payment_method_id),
    'every try charged the card the claim started with',
  );
  await assertPaidOnce(claim.claimId, productId);
});

test('declined off-session (card_declined, authentication_required): the claim lapses, the hold is released, the piece passes on', async () => {
  const a = await buyerWithCard(newCard({ declines: 'authentication_required' }));
  const b = await buyerWithCard(newCard({ declines: 'card_declined' }));
  const c = await buyerWithCard();
  const { productId } = await runAuction(stack, [
    { buyerId: c, max: '1500' },
    { buyerId: b, max: '2000' },
    { buyerId: a, max: '3000' },
  ]);
  for (const [rank, buyerId, reason] of [
    [1, a, /requires authentication/],
    [2, b, /Your card was declined/],
  ] as const) {
    const claim = await claimOffered(stack, productId, rank);
    assert.equal(claim.buyerId, buyerId);
    const declined = await payClaim(stack, tokenOf(claim));
    assert.equal(declined.status, 402, JSON.stringify(declined.body));
    assert.match(declined.body.message, reason);
    assert.equal(chargesOf(claim.claimId).length, 1);
    assert.deepEqual(await claimRow(claim.claimId), { state: 'lapsed', lapse_reason: 'payment_failed' });
    assert.equal((await ordersOfClaim(stack, claim.claimId)).length, 0);
    assert.equal(await catalogStock(stack, productId), 1, 'the hold was released');
    const refused = await payClaim(stack, tokenOf(claim));
    assert.equal(refused.status, 410);
    assert.match(refused.body.message, /declined/);
    assert.equal(chargesOf(claim.claimId).length, 1, 'a lapsed claim is never charged again');
  }
  const third = await claimOffered(stack, productId, 3);
  assert.equal(third.buyerId, c);
  assert.equal((await payClaim(stack, tokenOf(third))).status, 200);
  assert.equal((await ordersOfClaim(stack, third.claimId)).length, 1);
});
