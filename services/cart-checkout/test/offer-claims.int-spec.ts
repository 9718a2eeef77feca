// Offers (issue 34 item 3) across the real catalog process and cart-checkout: a buyer's offer on a
// piece open to offers, accepted by the owner, becomes an award (source 'offer') and one claim with a
// signed link; no other shopper can buy the piece meanwhile; paying charges the card once and makes
// the order; the piece is sold. The used link then leads its winner to the order (item 6), and tells
// anyone else only that it was paid.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { BUYER_ASSERTION_HEADER, signBuyerAssertion } from '@atelier/platform';
import { buyerWithCard, claimOffered, ordersOfClaim, payClaim, tokenOf } from './support/auctions.js';
import { catalogStock, send, startTestStack, type TestStack } from './support/test-stack.js';

let stack: TestStack;
before(async () => {
  stack = await startTestStack('offer-claims');
});
after(async () => stack?.close());

const asBuyer = (
  service: 'catalog' | 'cart-checkout',
  buyerId: string,
  method: string,
  path: string,
  body?: unknown,
) =>
  send(service === 'catalog' ? stack.catalog.url : stack.service.url, method, path, body, {
    [BUYER_ASSERTION_HEADER]: signBuyerAssertion(stack.keys, { method, url: path }, buyerId),
  });

test('an accepted offer is a claim at the agreed price: held from other shoppers, paid once, the order made, the piece sold', async () => {
  const created = await stack.catalogAdmin('POST', '/api/products', {
    name: `Offer piece ${randomUUID().slice(0, 8)}`,
    price: '5000',
    quantity: 1,
    description: 'A piece',
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const productId = created.body.id as number;
  const opened = await stack.catalogAdmin('PATCH', `/api/products/${productId}`, {
    openToOffers: true,
    offerFloor: '3000',
  });
  assert.equal(opened.status, 200, JSON.stringify(opened.body));
  await stack.waitFor(
    'the piece in the read model',
    async () => (await stack.service.db.prisma.product.count({ where: { id: productId } })) === 1,
  );

  const buyer = await buyerWithCard(stack);
  const offer = await asBuyer('catalog', buyer, 'POST', `/api/products/${productId}/offers`, {
    amount: '4200',
    note: 'For the hall',
  });
  assert.equal(offer.status, 201, JSON.stringify(offer.body));
  const accepted = await stack.catalogAdmin('POST', `/api/offers/${offer.body.offerId}/accept`);
  assert.equal(accepted.status, 200, JSON.stringify(accepted.body));

  const claim = await claimOffered(stack, productId, 1);
  assert.equal(claim.buyerId, buyer);
  assert.equal(claim.price, '4200.00');
  const token = tokenOf(claim);
  const view = await send(stack.service.url, 'GET', `/api/claims/${token}`, undefined, {});
  assert.equal(view.status, 200, JSON.stringify(view.body));
  assert.equal(view.body.source, 'offer');
  assert.equal(view.body.price, '4200.00');

  // Another shopper's Buy Now cannot take it while the claim holds it.
  const other = await stack.shopper(randomUUID(), 'POST', '/api/create-payment-intent', {
    productId,
    quantity: 1,
  });
  assert.equal(other.status, 409, JSON.stringify(other.body));

  const notYet = await asBuyer('cart-checkout', buyer, 'GET', `/api/claims/${token}/order`);
  assert.equal(notYet.status, 409);

  const paid = await payClaim(stack, token);
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  assert.equal((await ordersOfClaim(stack, claim.claimId)).length, 1);
  await stack.waitFor('stock committed', async () => (await catalogStock(stack, productId)) === 0, 30_000);
  await stack.waitFor(
    'the piece no longer held for the offer',
    async () => (await stack.catalogAdmin('GET', `/api/products/${productId}`)).body.heldForOffer === false,
    30_000,
  );
  type Listed = Array<{ offerId: string; claimState: string }>;
  await stack.waitFor(
    'the offer paid',
    async () =>
      ((await stack.catalogAdmin('GET', '/api/offers')).body as Listed).find(
        (o) => o.offerId === offer.body.offerId,
      )?.claimState === 'paid',
    30_000,
  );

  // The used link: its winner is led to the order; anyone else reads only that it was paid.
  const again = await send(stack.service.url, 'GET', `/api/claims/${token}`, undefined, {});
  assert.equal(again.status, 409);
  assert.equal(again.body.message, 'This claim has been paid.');
  const order = await asBuyer('cart-checkout', buyer, 'GET', `/api/claims/${token}/order`);
  assert.equal(order.status, 200, JSON.stringify(order.body));
  assert.equal(order.body.confirmationPath, paid.body.confirmationPath);
  assert.equal(order.body.orderNumber, paid.body.orderNumber);
  const stranger = await asBuyer('cart-checkout', randomUUID(), 'GET', `/api/claims/${token}/order`);
  assert.equal(stranger.status, 403);
  assert.doesNotMatch(JSON.stringify(stranger.body), /orders\//);
});
