import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DemoSalesTax } from './demo-sales-tax.js';
import { TaxAddressError } from './sales-tax.js';

const address = (state: string) => ({
  street: '1 Main St',
  city: 'Hudson',
  state,
  zipCode: '12534',
  country: 'US' as const,
});
const tax = new DemoSalesTax();

test("the state's demo rate on the pieces and their shipping, rounded half up to the cent", async () => {
  // NY 4 %: (3600 + 400) x 4 % = 160.00
  const ny = await tax.calculate({
    lines: [{ reference: 'product-1', amountCents: 360_000, quantity: 2 }],
    shippingCents: 40_000,
    address: address('NY'),
  });
  assert.deepEqual(ny, { taxCents: 16_000, calculationId: null });
  // CA 7.25 % of 10.10 = 0.73225 -> 0.73; of 10.20 = 0.7395 -> 0.74 (half up)
  const small = (cents: number) =>
    tax.calculate({
      lines: [{ reference: 'p', amountCents: cents, quantity: 1 }],
      shippingCents: 0,
      address: address('ca'),
    });
  assert.equal((await small(1010)).taxCents, 73);
  assert.equal((await small(1020)).taxCents, 74);
  // Oregon has no sales tax.
  assert.equal(
    (await tax.calculate({ lines: [], shippingCents: 20_000, address: address('OR') })).taxCents,
    0,
  );
});

test('a state the table does not know is an address error (a 4xx), not an outage', async () => {
  await assert.rejects(
    tax.calculate({ lines: [], shippingCents: 0, address: address('ZZ') }),
    (error: unknown) => error instanceof TaxAddressError && error.message === 'ZZ is not a US state',
  );
});
