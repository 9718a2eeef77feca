// The Stripe fake's Refunds (see fake-stripe.ts): a refund of all or part of a succeeded payment,
// never more in all than it charged (Stripe's amount_too_large refusal), listed per payment; and
// refunds the owner makes in Stripe's own dashboard, which reach the store only through webhooks.
import { randomBytes } from 'node:crypto';
import type { Answer, FakeIntent } from './fake-stripe.js';

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: 'usd';
  payment_intent: string;
  charge: string;
  status: 'succeeded';
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

const refusal = (message: string, code: string): Answer => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message, code } },
});

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function fakeRefunds(intents: Map<string, FakeIntent>) {
  const refunds = new Map<string, FakeRefund>();
  const refundedOf = (intentId: string) =>
    [...refunds.values()].filter((r) => r.payment_intent === intentId).reduce((sum, r) => sum + r.amount, 0);

  function make(intent: FakeIntent, amount: number, metadata: Record<string, string>, reason: string | null) {
    const refund: FakeRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: 'usd',
      payment_intent: intent.id,
      charge: chargeIdOf(intent.id),
      status: 'succeeded',
      reason,
      metadata,
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    return refund;
  }

  /** POST /v1/refunds: the whole payment when no amount is given, as Stripe does. */
  function create(form: URLSearchParams, metadata: Record<string, string>): Answer {
    const intent = intents.get(form.get('payment_intent') ?? '');
    if (!intent)
      return {
        status: 404,
        body: {
          error: {
            type: 'invalid_request_error',
            message: 'No such payment_intent',
            code: 'resource_missing',
          },
        },
      };
    if (intent.status !== 'succeeded')
      return refusal(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        'charge_not_refundable',
      );
    const left = intent.amount - refundedOf(intent.id);
    if (left === 0)
      return refusal(`Charge ${chargeIdOf(intent.id)} has already been refunded.`, 'charge_already_refunded');
    const amount = form.has('amount') ? Number(form.get('amount')) : left;
    if (amount > left)
      return refusal(
        `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
        'amount_too_large',
      );
    return { status: 200, body: make(intent, amount, metadata, form.get('reason')) };
  }

  /** GET /v1/refunds?payment_intent=: newest first, one page. */
  function list(query: URLSearchParams): Answer {
    const intentId = query.get('payment_intent');
    const data = [...refunds.values()].filter((r) => !intentId || r.payment_intent === intentId).reverse();
    return { status: 200, body: { object: 'list', url: '/v1/refunds', has_more: false, data } };
  }

  return {
    refunds,
    create,
    list,
    /** What the owner does in Stripe's dashboard: Stripe refunds at once, then sends charge.refunded. */
    refundInDashboard(intentId: string, amount: number, reason: string | null = null) {
      const intent = intents.get(intentId);
      if (!intent || amount > intent.amount - refundedOf(intentId))
        throw new Error(`cannot refund ${amount} of ${intentId}`);
      return make(intent, amount, {}, reason);
    },
    /** The charge.refunded event's object: the payment's charge, with what was refunded so far. */
    chargeOf(intentId: string) {
      const intent = intents.get(intentId)!;
      const refunded = refundedOf(intentId);
      return {
        id: chargeIdOf(intentId),
        object: 'charge',
        amount: intent.amount,
        amount_refunded: refunded,
        refunded: refunded === intent.amount,
        payment_intent: intentId,
        status: 'succeeded',
      };
    },
  };
}

const chargeIdOf = (intentId: string) => `ch_${intentId.slice(3)}`;
