// Two catalog processes on one database, each with its own cart-checkout and gateway in front
// (two replicas of everything): shoppers split across both halves race for one quantity-1 piece,
// round after round. The stock hold is one conditional UPDATE in PostgreSQL, so whichever catalog
// instance takes it, exactly one checkout wins and exactly one order is made.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createRun, signIn } from './support/cluster.mjs';
import { newPiece, shop, shopperFriendlyLimits } from './support/shopping.mjs';

const PASSWORD = 'scaled-apart-admin-password';
const ROUNDS = 8;
const SHOPPERS_PER_HALF = 10;
let run;
const halves = [];

before(async () => {
  run = await createRun('catalogs');
  // Each tier's two replicas start at once, as a Deployment with two replicas does.
  const sides = ['a', 'b'];
  const catalogs = await Promise.all(
    sides.map((side, i) =>
      run.start('catalog', `catalog-${side}`, { PORT: String(3910 + i), STOCK_HOLD_SWEEP_SECONDS: '1' }),
    ),
  );
  const carts = await Promise.all(
    sides.map((side, i) =>
      run.start('cart-checkout', `cart-checkout-${side}`, {
        ...shopperFriendlyLimits,
        PORT: String(3912 + i),
        CATALOG_URL: catalogs[i].url,
      }),
    ),
  );
  for (const [i, side] of sides.entries()) {
    // One gateway after the other: the first one to start creates the admin user.
    const gateway = await run.start('gateway', `gateway-${side}`, {
      ...shopperFriendlyLimits,
      PORT: String(3914 + i),
      HOST: '127.0.0.1',
      CATALOG_URL: catalogs[i].url,
      CART_CHECKOUT_URL: carts[i].url,
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `${run.redisPrefix}:`,
      ADMIN_PASSWORD: PASSWORD,
    });
    halves.push({ side, catalog: catalogs[i], cart: carts[i], gateway });
  }
});
after(async () => run?.close());

test(`${SHOPPERS_PER_HALF * 2} shoppers across two catalog instances, ${ROUNDS} quantity-1 pieces: one order each`, async () => {
  const admin = await signIn(halves[0].gateway, PASSWORD);
  const wins = { a: 0, b: 0 };
  const refusals = new Map();
  let attempts = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const piece = await newPiece(halves[round % 2].gateway.url, admin, `Unique Piece ${round}`);
    const shoppers = halves.flatMap(({ side, gateway }) =>
      Array.from({ length: SHOPPERS_PER_HALF }, async () => ({ side, ...(await shop(gateway.url, piece)) })),
    );
    const results = await Promise.all(shoppers);
    attempts += results.length;
    const orders = results.filter((r) => r.order);
    assert.equal(orders.length, 1, `round ${round}: ${orders.length} orders`);
    wins[orders[0].side]++;
    for (const { refusal } of results.filter((r) => !r.order)) {
      assert.match(
        refusal,
        /^(cart )?409 (Out of Stock|Reserved by another collector — check back in \d+ minutes?)$/,
        `round ${round}`,
      );
      const kind = refusal.replace(/\d+ minutes?/, 'N minutes');
      refusals.set(kind, (refusals.get(kind) ?? 0) + 1);
    }
    const [lines] = await run.sql(
      'SELECT count(*)::int AS n FROM cart_checkout.order_lines WHERE product_id = $1',
      [piece],
    );
    assert.equal(lines.n, 1, `round ${round}: order lines`);
    const [stock] = await run.sql('SELECT quantity FROM catalog.products WHERE id = $1', [piece]);
    assert.equal(stock.quantity, 0, `round ${round}: stock`);
  }
  const [orders] = await run.sql('SELECT count(*)::int AS n FROM cart_checkout.orders');
  assert.equal(orders.n, ROUNDS);
  // Each half's cart-checkout holds stock only through its own catalog instance, so both instances
  // took holds (and refused them) in every round.
  console.log(
    `figures: two catalogs: ${orders.n} orders from ${attempts} attempts over ${ROUNDS} quantity-1 pieces; won through catalog A ${wins.a}, catalog B ${wins.b}; refusals: ${[...refusals].map(([k, n]) => `${n}x "${k}"`).join(', ')}; pieces sold twice: 0`,
  );
});
