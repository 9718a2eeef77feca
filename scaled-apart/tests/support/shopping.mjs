// A shopper's whole path through a gateway (cart, checkout, the simulated provider's test card,
// process-payment), as the storefront makes it.
import { call, newSession, sleep } from './cluster.mjs';

export const TEST_CARD = '4242424242424242';
const form = {
  recipientName: 'Scaled Shopper',
  recipientEmail: 'scaled@example.com',
  recipientPhone: '555-010-0199',
  billingAddress: { street: '1 Main St', city: 'Hudson', state: 'NY', zipCode: '12534', country: 'US' },
  sameAsbilling: true,
};

/** Settings that let one test address shop as many sessions as the tests need. */
export const shopperFriendlyLimits = {
  PUBLIC_WRITE_LIMIT_PER_MINUTE: '1000000',
  INTENTS_PER_SESSION_PER_HOUR: '1000',
  MAX_HELD_PIECES_PER_ADDRESS: '1000',
  HOLDS_PER_ADDRESS_PER_HOUR: '1000000',
};

/** Creates a piece through a gateway as the admin; its id. */
export async function newPiece(base, admin, name, quantity = 1, retry = undefined) {
  const created = await call(base, 'POST', '/api/products', {
    admin,
    retry,
    body: { name, price: '1500', quantity, description: 'A scaled-apart test piece' },
  });
  if (created.status !== 201)
    throw new Error(`creating a piece: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id;
}

/** Adds the piece to the session's cart; waits while cart-checkout's read model has not heard of it. */
export async function addToCart(base, session, productId, retry = undefined) {
  for (let attempt = 0; attempt < 300; attempt++) {
    const added = await call(base, 'POST', '/api/cart', {
      session,
      retry,
      body: { productId, quantity: 1, sessionId: session },
    });
    if (added.status === 201) return { ok: true };
    if (added.status !== 404) return { ok: false, refusal: `cart ${added.status} ${added.body?.message}` };
    await sleep(50);
  }
  throw new Error(`the cart never learnt of product ${productId}`);
}

/**
 * One shopper's path; { order } when it ended in an order, { refusal } when the piece was taken.
 * Any other answer fails the test: a scaled store refuses only with the store's own reasons.
 */
export async function shop(base, productId, { session = newSession(), retry } = {}) {
  const added = await addToCart(base, session, productId, retry);
  if (!added.ok) return { refusal: added.refusal };
  const opened = await call(base, 'POST', '/api/create-cart-payment-intent', {
    session,
    retry,
    body: { sessionId: session },
  });
  if (opened.status === 409) return { refusal: `409 ${opened.body?.message}` };
  if (opened.status !== 200) throw new Error(`intent: ${opened.status} ${JSON.stringify(opened.body)}`);
  const paid = await call(base, 'POST', '/api/checkout/simulated/confirm', {
    session,
    retry,
    body: { clientSecret: opened.body.clientSecret, cardNumber: TEST_CARD },
  });
  if (paid.status !== 200) throw new Error(`confirm: ${paid.status} ${JSON.stringify(paid.body)}`);
  const processed = await call(base, 'POST', '/api/process-payment', {
    session,
    retry,
    body: { sessionId: session, paymentData: form },
  });
  if (processed.status !== 200)
    throw new Error(`process-payment: ${processed.status} ${JSON.stringify(processed.body)}`);
  return { order: processed.body.orderNumber, session };
}
