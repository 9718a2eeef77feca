// The Stripe fake's Stripe Tax (see fake-stripe.ts): calculations from a table of its own rates
// (not the store's demo table, so a test sees which one priced a checkout), transactions made from
// a calculation once, reversals, and an outage switch (every calculation answers 503, as when
// Stripe is down: the SDK retries, then gives up).
import { randomBytes } from 'node:crypto';
import type { Answer } from './fake-stripe.js';

// Rates in thousandths of a percent: NY 8.875 %, CA 7.25 %, WA 10.35 %, OR none.
const RATES: Record<string, number> = { NY: 8_875, CA: 7_250, WA: 10_350, OR: 0 };

export interface FakeTaxCalculation {
  id: string;
  object: 'tax.calculation';
  amount_total: number;
  currency: 'usd';
  tax_amount_exclusive: number;
  tax_amount_inclusive: 0;
  expires_at: number;
  state: string;
}

const invalid = (message: string, code: string): Answer => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message, code } },
});

export function fakeTax() {
  const calculations = new Map<string, FakeTaxCalculation>();
  const transactions = new Map<string, { id: string; calculation: string; reference: string }>();
  const reversals: Array<{ original: string; reference: string; flatAmount: number }> = [];
  const state = { down: false };

  function calculate(form: URLSearchParams): Answer {
    if (state.down)
      return {
        status: 503,
        body: { error: { type: 'api_error', message: 'Stripe is temporarily unavailable.' } },
      };
    const region = form.get('customer_details[address][state]') ?? '';
    const zip = form.get('customer_details[address][postal_code]') ?? '';
    const rate = RATES[region.toUpperCase()];
    if (rate === undefined || !/^\d{5}$/.test(zip))
      return invalid(
        "We could not determine the customer's tax location based on the provided customer address.",
        'customer_tax_location_invalid',
      );
    let taxable = Number(form.get('shipping_cost[amount]') ?? 0);
    for (let i = 0; form.has(`line_items[${i}][amount]`); i++)
      taxable += Number(form.get(`line_items[${i}][amount]`));
    const tax = Math.round((taxable * rate) / 100_000);
    const calculation: FakeTaxCalculation = {
      id: `taxcalc_${randomBytes(12).toString('hex')}`,
      object: 'tax.calculation',
      amount_total: taxable + tax,
      currency: 'usd',
      tax_amount_exclusive: tax,
      tax_amount_inclusive: 0,
      expires_at: Math.floor(Date.now() / 1000) + 90 * 86_400,
      state: region.toUpperCase(),
    };
    calculations.set(calculation.id, calculation);
    return { status: 200, body: calculation };
  }

  function recordTransaction(form: URLSearchParams): Answer {
    const calculation = form.get('calculation') ?? '';
    const reference = form.get('reference') ?? '';
    if (!calculations.has(calculation))
      return invalid(`No such tax calculation: '${calculation}'`, 'resource_missing');
    if ([...transactions.values()].some((t) => t.reference === reference))
      return invalid(
        `A transaction with reference ${reference} already exists.`,
        'tax_transaction_reference_taken',
      );
    const transaction = {
      id: `tax_${randomBytes(12).toString('hex')}`,
      object: 'tax.transaction',
      calculation,
      reference,
    };
    transactions.set(transaction.id, transaction);
    return { status: 200, body: transaction };
  }

  function reverse(form: URLSearchParams): Answer {
    const original = form.get('original_transaction') ?? '';
    if (!transactions.has(original))
      return invalid(`No such tax transaction: '${original}'`, 'resource_missing');
    const reversal = {
      original,
      reference: form.get('reference') ?? '',
      flatAmount: Number(form.get('flat_amount')),
    };
    reversals.push(reversal);
    return {
      status: 200,
      body: { id: `tax_${randomBytes(12).toString('hex')}`, object: 'tax.transaction', type: 'reversal' },
    };
  }

  return { calculations, transactions, reversals, state, calculate, recordTransaction, reverse };
}
