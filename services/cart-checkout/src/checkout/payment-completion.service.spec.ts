import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConflictException, NotFoundException } from '@nestjs/common';
import type { CheckoutForm, Order, ProcessPaymentInput } from '@atelier/contracts';
import type { Logger } from 'pino';
import {
  type Fulfilment,
  type FulfilmentService,
  HOLD_LOST_REASON,
} from '../fulfilment/fulfilment.service.js';
import type { OrdersRepository } from '../orders/orders.repository.js';
import type { RecipientDetails } from '../orders/recipient-details.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import type { CheckoutRow, CheckoutsRepository } from './checkouts.repository.js';
import { PaymentCompletionService } from './payment-completion.service.js';

const checkoutRow = (fields: Partial<CheckoutRow>) =>
  ({
    id: 'c1',
    sessionId: 's1',
    kind: 'cart',
    paymentIntentId: 'pi_1',
    confirmationToken: 'token-1',
    ...fields,
  }) as CheckoutRow;

/** Checkouts by intent, by confirmation token, or the session's latest cart one. */
class FakeCheckoutsRepository {
  constructor(readonly rows: CheckoutRow[]) {}

  async findByIntent(paymentIntentId: string) {
    return this.rows.find((r) => r.paymentIntentId === paymentIntentId) ?? null;
  }
  async findByConfirmationToken(token: string) {
    return this.rows.find((r) => r.confirmationToken === token) ?? null;
  }
  async latestCartCheckout(sessionId: string) {
    return this.rows.findLast((r) => r.sessionId === sessionId && r.kind === 'cart') ?? null;
  }
}

/** Fulfilment answers per checkout what the test sets; it records which checkouts it was asked about. */
class FakeFulfilment {
  readonly asked: string[] = [];
  readonly answers = new Map<string, Fulfilment>();

  async fulfilCheckout(checkout: CheckoutRow) {
    this.asked.push(checkout.id);
    return this.answers.get(checkout.id) ?? { state: 'processing' };
  }
}

/** Orders: saveRecipientOnce stores details only while the order has none (the repository's rule). */
class FakeOrdersRepository {
  readonly orders = new Map<number, Order>();

  async saveRecipientOnce(orderId: number, details: RecipientDetails) {
    const order = this.orders.get(orderId)!;
    if (order.recipientName !== null) return undefined;
    Object.assign(order, details);
    return order;
  }
}

const paidOrder = (id: number): Order =>
  ({
    id,
    number: `AT-00000${id}`,
    status: 'paid',
    paymentIntentId: 'pi_1',
    recipientName: null,
    recipientEmail: null,
    recipientPhone: null,
    shippingAddress: null,
    lines: [],
    subtotal: '100.00',
    shipping: '200.00',
    total: '300.00',
  }) as unknown as Order;

const serviceWith = (rows: CheckoutRow[]) => {
  const checkouts = new FakeCheckoutsRepository(rows);
  const fulfilment = new FakeFulfilment();
  const orders = new FakeOrdersRepository();
  const receipts: Array<[string, string]> = [];
  const provider = {
    failing: false,
    async setReceiptEmail(id: string, email: string) {
      if (this.failing) throw new Error('provider down');
      receipts.push([id, email]);
    },
  };
  const service = new PaymentCompletionService(
    checkouts as unknown as CheckoutsRepository,
    fulfilment as unknown as FulfilmentService,
    orders as unknown as OrdersRepository,
    provider as unknown as PaymentProvider,
    { warn: () => undefined } as unknown as Logger,
  );
  const pay = (order: Order, checkoutId = 'c1') => {
    orders.orders.set(order.id, order);
    fulfilment.answers.set(checkoutId, { state: 'paid', order });
  };
  return { service, fulfilment, orders, receipts, provider, pay };
};

const form = (recipientName: string) =>
  ({
    recipientName,
    recipientEmail: 'ada@example.com',
    recipientPhone: '555-010-0199',
    billingAddress: { street: '1 Main St', city: 'Hudson', state: 'NY', zipCode: '12534', country: 'US' },
    sameAsbilling: true,
  }) as CheckoutForm;

const input = (fields: Partial<ProcessPaymentInput> = {}): ProcessPaymentInput => ({
  sessionId: 's1',
  paymentIntentId: 'pi_1',
  paymentData: form('Ada Lovelace'),
  ...fields,
});

test("another session's payment is not found, and fulfilment is not even asked", async () => {
  const { service, fulfilment } = serviceWith([checkoutRow({})]);
  await assert.rejects(service.process(input({ sessionId: 's2' })), NotFoundException);
  await assert.rejects(service.confirmation('pi_1', 's2'), NotFoundException);
  await assert.rejects(service.process(input({ paymentIntentId: 'pi_unknown' })), NotFoundException);
  assert.deepEqual(fulfilment.asked, []);
});

test('a payment not settled as paid is a 409 (refunded or unconfirmed) and asks for no receipt', async () => {
  const { service, fulfilment, receipts } = serviceWith([checkoutRow({})]);
  await assert.rejects(
    service.process(input()),
    (error: unknown) =>
      error instanceof ConflictException &&
      error.message === 'The payment has not been confirmed by the card provider',
  );
  fulfilment.answers.set('c1', { state: 'refunded' });
  await assert.rejects(
    service.process(input()),
    (error: unknown) => error instanceof ConflictException && error.message === HOLD_LOST_REASON,
  );
  assert.deepEqual(receipts, []);
});

test('completing a payment twice keeps the first details and asks for one receipt', async () => {
  const { service, orders, receipts, pay } = serviceWith([checkoutRow({})]);
  pay(paidOrder(7));
  assert.deepEqual(await service.process(input()), { orderNumber: 'AT-000007', status: 'paid' });
  const replay = await service.process(input({ paymentData: form('Mallory') }));
  assert.deepEqual(replay, { orderNumber: 'AT-000007', status: 'paid' });
  assert.equal(orders.orders.get(7)!.recipientName, 'Ada Lovelace');
  assert.deepEqual(receipts, [['pi_1', 'ada@example.com']]);
});

test('a receipt the provider cannot send does not fail the order', async () => {
  const { service, orders, provider, pay } = serviceWith([checkoutRow({})]);
  pay(paidOrder(8));
  provider.failing = true;
  assert.deepEqual(await service.process(input()), { orderNumber: 'AT-000008', status: 'paid' });
  assert.equal(orders.orders.get(8)!.recipientName, 'Ada Lovelace');
});

test("without an intent id, the session's latest cart checkout is the one completed", async () => {
  const { service, fulfilment, pay } = serviceWith([
    checkoutRow({ id: 'old', paymentIntentId: 'pi_old', confirmationToken: 't-old' }),
    checkoutRow({ id: 'new', paymentIntentId: 'pi_new', confirmationToken: 't-new' }),
    checkoutRow({ id: 'other', sessionId: 's2', paymentIntentId: 'pi_other', confirmationToken: 't-other' }),
  ]);
  pay(paidOrder(9), 'new');
  assert.equal((await service.process(input({ paymentIntentId: undefined }))).orderNumber, 'AT-000009');
  assert.deepEqual(fulfilment.asked, ['new']);
});

test('a confirmation link shows only the order summary; a payment the provider never saw is not found', async () => {
  const { service, pay } = serviceWith([
    checkoutRow({}),
    checkoutRow({ id: 'c2', paymentIntentId: null, confirmationToken: 'token-2' }),
    checkoutRow({ id: 'c3', paymentIntentId: 'pi_3', confirmationToken: 'token-3' }),
  ]);
  pay({ ...paidOrder(7), recipientName: 'Ada', recipientPhone: '555-010-0199' } as Order);
  const shown = await service.confirmationByToken('token-1');
  assert.equal(shown.state, 'paid');
  assert.equal(shown.confirmationPath, '/orders/token-1');
  assert.deepEqual(Object.keys(shown.order!).sort(), [
    'lines',
    'number',
    'recipientEmail',
    'recipientName',
    'refunded',
    'shipping',
    'shippingAddress',
    'status',
    'subtotal',
    'tax',
    'timeline',
    'total',
  ]);
  await assert.rejects(service.confirmationByToken('token-2'), NotFoundException);
  await assert.rejects(service.confirmationByToken('no-such-token'), NotFoundException);
  assert.deepEqual(await service.confirmationByToken('token-3'), {
    state: 'processing',
    order: null,
    confirmationPath: '/orders/token-3',
  });
});
