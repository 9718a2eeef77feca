import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  ConflictException,
  HttpException,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import type { Order } from '@atelier/contracts';
import type { Logger } from 'pino';
import {
  type PaymentProvider,
  type ProviderRefund,
  RefundRefusedError,
  type RefundRequest,
} from '../payments/payment-provider.js';
import type { OpenedRefund, RefundAsked, RefundRow, RefundsRepository } from './refunds.repository.js';
import { RefundsService } from './refunds.service.js';

const KEY = '5f0c2b9e-8d7a-4c1e-9b3f-2a6d4e8c1f07';

/** One order's refunds in memory, with the repository's rules: one per key, never more than is left. */
class FakeRefunds {
  readonly rows: RefundRow[] = [];
  readonly fromProvider: Array<[number, string, string]> = [];
  totalCents = 50_000;
  constructor(readonly orderIds = [1]) {}

  async open(orderId: number, asked: RefundAsked): Promise<OpenedRefund> {
    if (!this.orderIds.includes(orderId)) return { outcome: 'no-order' };
    const earlier = this.rows.find((r) => r.idempotencyKey === asked.idempotencyKey);
    if (earlier)
      return earlier.amountCents === asked.amountCents
        ? { outcome: 'opened', refund: earlier, paymentIntentId: 'pi_1' }
        : { outcome: 'key-reused' };
    const left =
      this.totalCents - this.rows.filter((r) => r.status !== 'failed').reduce((n, r) => n + r.amountCents, 0);
    if (asked.amountCents > left) return { outcome: 'too-much', orderNumber: 'AT-000001', leftCents: left };
    const refund = {
      id: `r${this.rows.length + 1}`,
      orderId,
      ...asked,
      status: 'pending',
      failure: null,
    } as RefundRow;
    this.rows.push(refund);
    return { outcome: 'opened', refund, paymentIntentId: 'pi_1' };
  }
  async fail(id: string, failure: string) {
    Object.assign(
      this.rows.find((r) => r.id === id)!,
      { status: 'failed', failure },
    );
  }
  async complete(id: string, made: ProviderRefund) {
    const row = this.rows.find((r) => r.id === id);
    if (!row) return null;
    Object.assign(row, { status: 'succeeded', providerRefundId: made.id });
    return {} as Order;
  }
  async recordFromProvider(orderId: number, made: ProviderRefund, reason: string) {
    if (this.fromProvider.some(([, id]) => id === made.id)) return false;
    this.fromProvider.push([orderId, made.id, reason]);
    return true;
  }
  async orderIdOfPayment(paymentIntentId: string) {
    return paymentIntentId === 'pi_1' ? 1 : null;
  }
  async find() {
    return {} as Order;
  }
}

const made = (fields: Partial<ProviderRefund> = {}): ProviderRefund => ({
  id: 're_1',
  amountCents: 10_000,
  status: 'succeeded',
  orderRefundId: null,
  reason: null,
  createdAt: new Date(),
  ...fields,
});

/** The provider: answers what the test sets, or throws it; records each request. */
class FakeProvider {
  readonly asked: RefundRequest[] = [];
  answer: ProviderRefund | Error = made();
  listed: ProviderRefund[] = [];
  async refundPayment(request: RefundRequest) {
    this.asked.push(request);
    if (this.answer instanceof Error) throw this.answer;
    return { ...this.answer, orderRefundId: request.metadata.orderRefundId };
  }
  async refundsOf() {
    return this.listed;
  }
}

const serviceWith = () => {
  const refunds = new FakeRefunds();
  const provider = new FakeProvider();
  const service = new RefundsService(
    refunds as unknown as RefundsRepository,
    provider as unknown as PaymentProvider,
    { error: () => undefined, info: () => undefined } as unknown as Logger,
  );
  return { service, refunds, provider };
};

const input = (amount: string, idempotencyKey = KEY) => ({
  amount,
  reason: 'Scratched',
  restock: false,
  idempotencyKey,
});

test('a refund is asked of the provider under a key its row fixes, and recorded once however often it is sent', async () => {
  const { service, refunds, provider } = serviceWith();
  await service.refund(1, input('100.00'));
  await service.refund(1, input('100.00'));
  assert.equal(refunds.rows.length, 1);
  assert.equal(refunds.rows[0]!.status, 'succeeded');
  assert.deepEqual(
    provider.asked.map((r) => [r.idempotencyKey, r.amountCents, r.metadata.orderRefundId]),
    [['order-refund-r1', 10_000, 'r1']],
    'a succeeded refund is not asked again',
  );
});

test('more than is left is a 422 saying how much is; a key reused for another amount too; an unknown order 404', async () => {
  const { service, provider } = serviceWith();
  await assert.rejects(
    service.refund(1, input('500.01', 'f5d0a1c2-0000-4000-8000-000000000001')),
    (error: unknown) =>
      error instanceof UnprocessableEntityException &&
      error.message === 'amount: $500.01 is more than the $500.00 left to refund on order AT-000001',
  );
  await service.refund(1, input('100.00'));
  await assert.rejects(service.refund(1, input('200.00')), UnprocessableEntityException);
  await assert.rejects(service.refund(2, input('1.00')), NotFoundException);
  assert.equal(provider.asked.length, 1);
});

test('a refusal by the provider frees the amount and says why; a lost answer keeps it pending for a safe retry', async () => {
  const { service, refunds, provider } = serviceWith();
  provider.answer = new RefundRefusedError('Charge ch_1 has already been refunded.');
  await assert.rejects(
    service.refund(1, input('100.00')),
    (error: unknown) =>
      error instanceof ConflictException &&
      error.message === 'The payment provider refused this refund: Charge ch_1 has already been refunded.',
  );
  assert.equal(refunds.rows[0]!.status, 'failed');
  // The same key again: the refusal stands, the provider is not asked again.
  await assert.rejects(service.refund(1, input('100.00')), ConflictException);
  assert.equal(provider.asked.length, 1);

  const other = '0d7c51b8-3f6e-4b2a-a9c1-7e5f3d2b1a09';
  provider.answer = new Error('socket hang up');
  await assert.rejects(
    service.refund(1, input('500.00', other)),
    (error: unknown) => error instanceof HttpException && error.getStatus() === 503,
  );
  assert.equal(refunds.rows[1]!.status, 'pending');
  provider.answer = made();
  await service.refund(1, input('500.00', other));
  assert.equal(refunds.rows[1]!.status, 'succeeded');
  assert.deepEqual(
    provider.asked.slice(1).map((r) => r.idempotencyKey),
    ['order-refund-r2', 'order-refund-r2'],
  );
});

test('charge.refunded: the store’s own refunds are completed, others recorded once with Stripe’s reason, failed ones skipped', async () => {
  const { service, refunds, provider } = serviceWith();
  provider.answer = new Error('timeout');
  await assert.rejects(service.refund(1, input('100.00')), HttpException);
  provider.listed = [
    made({ id: 're_ours', orderRefundId: 'r1' }),
    made({ id: 're_dash', reason: 'requested_by_customer', amountCents: 5_000 }),
    made({ id: 're_failed', status: 'failed' }),
  ];
  await service.reconcile('pi_1');
  await service.reconcile('pi_1');
  assert.equal(refunds.rows[0]!.status, 'succeeded');
  assert.deepEqual(refunds.fromProvider, [[1, 're_dash', "Refunded in Stripe: at the buyer's request"]]);
  // A payment that made no order (refunded whole when its piece was no longer held): nothing.
  await service.reconcile('pi_other');
  assert.equal(refunds.fromProvider.length, 1);
});
