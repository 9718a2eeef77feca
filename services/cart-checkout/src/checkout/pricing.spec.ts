import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatCents, toCents, totalsOf } from './pricing.js';

test('money is counted in whole cents', () => {
  assert.equal(toCents('4800.00'), 480000);
  assert.equal(toCents('19.99'), 1999);
  assert.equal(toCents('0.10'), 10);
  assert.equal(formatCents(480005), '4800.05');
  assert.equal(formatCents(0), '0.00');
});

test('totals: subtotal of price x quantity plus $200 shipping per item', () => {
  const totals = totalsOf([
    { productId: 1, name: 'Chair', unitPrice: '1200.50', quantity: 2 },
    { productId: 2, name: 'Table', unitPrice: '4800.00', quantity: 1 },
  ]);
  assert.deepEqual(totals, { subtotalCents: 720100, shippingCents: 60000, taxCents: 0, totalCents: 780100 });
});

test('with sales tax the total is subtotal + shipping + tax, to the cent', () => {
  const totals = totalsOf([{ productId: 1, name: 'Chair', unitPrice: '1200.50', quantity: 1 }], 9_743);
  assert.deepEqual(totals, {
    subtotalCents: 120050,
    shippingCents: 20000,
    taxCents: 9743,
    totalCents: 149793,
  });
});
