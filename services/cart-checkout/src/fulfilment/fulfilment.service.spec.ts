import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ServiceUnavailableException } from '@nestjs/common';
import type { Order } from '@atelier/contracts';
import type { Logger } from 'pino';
import { CatalogUnavailableError, type StockHoldsClient } from '../catalog-client/stock-holds.client.js';
import type { CheckoutRow, CheckoutsRepository } from '../checkout/checkouts.repository.js';
import type { OrdersRepository } from '../orders/orders.repository.js';
import type { IntentStatus, PaymentProvider } from '../payments/payment-provider.js';
import { FulfilmentService, HOLD_LOST_REASON } from './fulfilment.service.js';

/** Checkouts in memory; close is the repository's conditional move out of 'open'. */
class FakeCheckoutsRepository {
  readonly rows: CheckoutRow[] = [];

  async findByIntent(paymentIntentId: string) {
    return this.rows.find((r) => r.paymentIntentId === paymentIntentId) ?? null;
  }
  async close(id: string, status: string) {
    const row = this.rows.find((r) => r.id === id)!;
    if (row.status !== 'open') return false;
    row.status = status;
    return true;
  }
}

/** Orders: recordPaid and recordRefunded move the checkout once, as the repository's transaction does. */
class FakeOrdersRepository {
  readonly orders = new Map<string, Order>();
  readonly refunded: Array<[string, string]> = [];

  async findByCheckout(checkoutId: string) {
    return this.orders.get(checkoutId) ?? null;
  }
  async recordPaid(checkout: CheckoutRow) {
    if (['open', 'cancelled', 'failed'].includes(checkout.status)) {
      checkout.status = 'paid';
      this.orders.set(checkout.id, { id: this.orders.size + 1, number: 'AT-000001' } as Order);
    }
    return this.orders.get(checkout.id)!;
  }
  async recordRefunded(checkout: CheckoutRow, reason: string) {
    checkout.status = 'refunded';
    this.refunded.push([checkout.id, reason]);
  }
}

/** Catalog's holds: confirm answers the hold, null when it was lost, or throws when out of reach. */
class FakeHolds {
  readonly confirmed: string[] = [];
  readonly released: string[] = [];
  answer: 'held' | 'lost' | 'unreachable' = 'held';

  async confirm(holdId: string) {
    if (this.answer === 'unreachable') throw new CatalogUnavailableError('catalog unreachable');
    this.confirmed.push(holdId);
    return this.answer === 'held' ? { holdId, status: 'confirmed' } : null;
  }
  async release(holdId: string) {
    this.released.push(holdId);
  }
}

/** The provider's own record of each intent: the only thing fulfilment trusts. */
class FakeProvider {
  readonly retrieved: string[] = [];
  readonly refunds: string[] = [];
  constructor(public intent: { status: IntentStatus; amountCents: number }) {}

  async retrieveIntent(id: string) {
    this.retrieved.push(id);
    return { id, clientSecret: '', ...this.intent };
  }
  async refund(id: string) {
    this.refunds.push(id);
  }
}

const serviceWith = (status: IntentStatus, amountCents = 30_000) => {
  const checkouts = new FakeCheckoutsRepository();
  const checkout = {
    id: 'c1',
    status: 'open',
    holdId: 'hold-1',
    paymentIntentId: 'pi_1',
    totalCents: 30_000,
  } as CheckoutRow;
  checkouts.rows.push(checkout);
  const orders = new FakeOrdersRepository();
  const holds = new FakeHolds();
  const provider = new FakeProvider({ status, amountCents });
  const service = new FulfilmentService(
    checkouts as unknown as CheckoutsRepository,
    orders as unknown as OrdersRepository,
    holds as unknown as StockHoldsClient,
    provider as unknown as PaymentProvider,
    { warn: () => undefined, error: () => undefined } as unknown as Logger,
  );
  return { service, checkout, orders, holds, provider };
};

test('a succeeded payment confirms its hold and makes one order, however often it is reported', async () => {
  const { service, checkout, orders, holds, provider } = serviceWith('succeeded');
  const first = await service.fulfil('pi_1');
  const again = await service.fulfil('pi_1');
  const third = await service.fulfilCheckout(checkout);
  assert.equal(first.state, 'paid');
  assert.deepEqual([again, third], [first, first]);
  assert.equal(orders.orders.size, 1);
  assert.deepEqual(holds.confirmed, ['hold-1']);
  // Once recorded, the order answers without asking the provider again.
  assert.equal(provider.retrieved.length, 1);
});

test('a payment the provider still has pending makes nothing and keeps the hold', async () => {
  const { service, checkout, orders, holds } = serviceWith('pending');
  assert.deepEqual(await service.fulfil('pi_1'), { state: 'processing' });
  assert.equal(checkout.status, 'open');
  assert.equal(orders.orders.size, 0);
  assert.deepEqual([holds.confirmed, holds.released], [[], []]);
});

test('a cancelled intent releases the hold and closes the checkout, with no order', async () => {
  const { service, checkout, orders, holds } = serviceWith('canceled');
  assert.deepEqual(await service.fulfil('pi_1'), { state: 'failed' });
  assert.equal(checkout.status, 'cancelled');
  assert.deepEqual(holds.released, ['hold-1']);
  assert.equal(orders.orders.size, 0);
});

test('paid after the hold was lost: refunded once with its reason, and no order is made', async () => {
  const { service, checkout, orders, holds, provider } = serviceWith('succeeded');
  holds.answer = 'lost';
  assert.deepEqual(await service.fulfil('pi_1'), { state: 'refunded' });
  assert.deepEqual(await service.fulfil('pi_1'), { state: 'refunded' });
  assert.equal(checkout.status, 'refunded');
  assert.deepEqual(provider.refunds, ['pi_1']);
  assert.deepEqual(orders.refunded, [['c1', HOLD_LOST_REASON]]);
  assert.equal(orders.orders.size, 0);
});

test("a payment whose amount differs from the checkout's makes no order and keeps the hold unconfirmed", async () => {
  const { service, checkout, orders, holds } = serviceWith('succeeded', 100);
  await assert.rejects(service.fulfil('pi_1'), /intent pi_1 is for 100 cents, checkout c1 for 30000/);
  assert.equal(checkout.status, 'open');
  assert.equal(orders.orders.size, 0);
  assert.deepEqual(holds.confirmed, []);
});

test('catalog out of reach is a 503 that records nothing, so the next report fulfils it', async () => {
  const { service, checkout, orders, holds } = serviceWith('succeeded');
  holds.answer = 'unreachable';
  await assert.rejects(service.fulfil('pi_1'), ServiceUnavailableException);
  assert.equal(checkout.status, 'open');
  assert.equal(orders.orders.size, 0);
  holds.answer = 'held';
  assert.equal((await service.fulfil('pi_1')).state, 'paid');
});

test('an intent of no checkout is unknown, and a checkout that never reached the provider failed', async () => {
  const { service, checkout, provider } = serviceWith('succeeded');
  assert.deepEqual(await service.fulfil('pi_unknown'), { state: 'unknown' });
  assert.deepEqual(await service.fulfilCheckout({ ...checkout, paymentIntentId: null }), { state: 'failed' });
  assert.deepEqual(provider.retrieved, []);
});
