// A small local fake of the parts of Stripe's API the store calls, for tests only (Stripe is not
// reachable here): PaymentIntents (in-session, and off-session charges of a saved card), Refunds
// (fake-stripe-refunds.ts), Customers, SetupIntents and Stripe Tax (fake-stripe-tax.ts). It keeps objects in memory, honours Idempotency-Key on POSTs the way
// Stripe does (the first answer replayed, a key reused with other parameters refused), answers a
// declined card with Stripe's card_error shape, and records every request with its parameters, so
// tests see exactly what the official SDK sent.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type FakeRefund, fakeRefunds } from './fake-stripe-refunds.js';
import { fakeTax } from './fake-stripe-tax.js';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  receipt_email: string | null;
  customer: string | null;
  payment_method: string | null;
}

/** A card as Stripe.js takes it in the buyer's browser. */
export interface FakeCard {
  brand: string;
  last4: string;
  fingerprint: string;
  /** An off-session charge of this card fails with this Stripe error code. */
  declines?: 'card_declined' | 'authentication_required';
}

export interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string; fingerprint: string; exp_month: number; exp_year: number };
}

export interface FakeSetupIntent {
  id: string;
  object: 'setup_intent';
  client_secret: string;
  customer: string | null;
  usage: string;
  status: 'requires_payment_method' | 'succeeded';
  payment_method: string | null;
  metadata: Record<string, string>;
}

export interface FakeRequest {
  method: string;
  path: string;
  idempotencyKey?: string;
  /** The form body of a POST, the query of a GET. */
  params: Record<string, string>;
}

export interface FakeStripe {
  port: number;
  intents: Map<string, FakeIntent>;
  customers: Map<string, { id: string; object: 'customer'; metadata: Record<string, string> }>;
  setupIntents: Map<string, FakeSetupIntent>;
  paymentMethods: Map<string, FakePaymentMethod>;
  /** The payments refunded, one entry per refund request (their intent ids). */
  refunds: string[];
  /** Every refund, with its amount and metadata. */
  refundObjects: Map<string, FakeRefund>;
  /** A refund made in Stripe's own dashboard (the store hears of it through charge.refunded). */
  refundInDashboard(intentId: string, amount: number, reason?: string | null): FakeRefund;
  /** The charge of a payment as charge.refunded carries it. */
  chargeOf(intentId: string): Record<string, unknown>;
  tax: ReturnType<typeof fakeTax>;
  requests: FakeRequest[];
  succeed(id: string): void;
  /** The next `count` POSTs to `path` are carried out, but the connection drops before the answer. */
  loseAnswers(path: string, count: number): void;
  /** What Stripe.js confirmCardSetup does in the browser: the card saved for the setup's customer. */
  confirmSetup(setupIntentId: string, card: FakeCard): FakePaymentMethod;
  close(): Promise<void>;
}

export type Answer = { status: number; body: unknown };

const readForm = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
};

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const metadataOf = (form: URLSearchParams) => {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
};

const invalid = (status: number, message: string, code?: string): Answer => ({
  status,
  body: { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } },
});

// Stripe's own messages for the two test-card declines an off-session charge meets most.
const DECLINES = {
  card_declined: { decline_code: 'generic_decline', message: 'Your card was declined.' },
  authentication_required: {
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
} as const;

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const customers: FakeStripe['customers'] = new Map();
  const setupIntents = new Map<string, FakeSetupIntent>();
  const paymentMethods = new Map<string, FakePaymentMethod>();
  const cardsDeclining = new Map<string, NonNullable<FakeCard['declines']>>();
  const answersToLose = new Map<string, number>();
  const answered = new Map<string, { request: string; answer: Answer }>();
  const refunds: string[] = [];
  const requests: FakeRequest[] = [];
  const refundBook = fakeRefunds(intents);
  const tax = fakeTax();

  function createIntent(form: URLSearchParams): Answer {
    const id = newId('pi');
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      currency: form.get('currency') ?? '',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      metadata: metadataOf(form),
      description: form.get('description'),
      receipt_email: null,
      customer: form.get('customer'),
      payment_method: form.get('payment_method'),
    };
    if (form.get('confirm') !== 'true') {
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    // A confirm with a saved card (an off-session charge): Stripe checks the card is the customer's.
    const method = paymentMethods.get(intent.payment_method ?? '');
    if (!method) return invalid(400, `No such PaymentMethod: '${intent.payment_method}'`, 'resource_missing');
    if (method.customer !== intent.customer)
      return invalid(400, `The PaymentMethod ${method.id} does not belong to the Customer you supplied.`);
    intents.set(id, intent);
    const declines = cardsDeclining.get(method.id);
    if (!declines) {
      intent.status = 'succeeded';
      return { status: 200, body: intent };
    }
    return {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: declines,
          ...DECLINES[declines],
          payment_intent: intent,
          payment_method: method,
        },
      },
    };
  }
  function route(method: string, path: string, form: URLSearchParams): Answer {
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(form);
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (intentPath) {
      const intent = intents.get(intentPath[1]!);
      if (!intent) return invalid(404, 'No such payment_intent', 'resource_missing');
      if (intentPath[2]) {
        if (intent.status === 'succeeded') return invalid(400, 'already succeeded');
        intent.status = 'canceled';
      } else if (method === 'POST' && form.has('receipt_email')) {
        intent.receipt_email = form.get('receipt_email');
      } else if (method === 'POST' && form.has('amount')) {
        if (intent.status === 'succeeded')
          return invalid(
            400,
            `This PaymentIntent's amount could not be updated because it has a status of succeeded.`,
          );
        intent.amount = Number(form.get('amount'));
      }
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const answer = refundBook.create(form, metadataOf(form));
      if (answer.status === 200) refunds.push(form.get('payment_intent')!);
      return answer;
    }
    if (method === 'GET' && path === '/v1/refunds') return refundBook.list(form);
    if (method === 'POST' && path === '/v1/tax/calculations') return tax.calculate(form);
    if (method === 'POST' && path === '/v1/tax/transactions/create_from_calculation')
      return tax.recordTransaction(form);
    if (method === 'POST' && path === '/v1/tax/transactions/create_reversal') return tax.reverse(form);
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: newId('cus'), object: 'customer' as const, metadata: metadataOf(form) };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const customer = form.get('customer');
      if (customer && !customers.has(customer))
        return invalid(400, `No such customer: '${customer}'`, 'resource_missing');
      const id = newId('seti');
      const setup: FakeSetupIntent = {
        id,
        object: 'setup_intent',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        customer,
        usage: form.get('usage') ?? 'off_session',
        status: 'requires_payment_method',
        payment_method: null,
        metadata: metadataOf(form),
      };
      setupIntents.set(id, setup);
      return { status: 200, body: setup };
    }
    const setupPath = /^\/v1\/setup_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && setupPath) {
      const setup = setupIntents.get(setupPath[1]!);
      if (!setup) return invalid(404, `No such setupintent: '${setupPath[1]}'`, 'resource_missing');
      const expanded = [...form.entries()].some(
        ([k, v]) => k.startsWith('expand[') && v === 'payment_method',
      );
      return {
        status: 200,
        body:
          expanded && setup.payment_method
            ? { ...setup, payment_method: paymentMethods.get(setup.payment_method) }
            : setup,
      };
    }
    return invalid(404, `Unrecognized request URL (${method}: ${path})`);
  }

  const server: Server = createServer(async (req, res) => {
    const [path, query] = (req.url ?? '').split('?') as [string, string | undefined];
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    const form = req.method === 'POST' ? await readForm(req) : new URLSearchParams(query ?? '');
    requests.push({ method: req.method!, path, idempotencyKey, params: Object.fromEntries(form) });
    let answer: Answer;
    const request = `${req.method} ${path} ${form.toString()}`;
    const earlier = req.method === 'POST' && idempotencyKey ? answered.get(idempotencyKey) : undefined;
    if (earlier && earlier.request !== request) {
      answer = {
        status: 400,
        body: {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
          },
        },
      };
    } else if (earlier) {
      answer = earlier.answer;
    } else {
      answer = route(req.method!, path, form);
      if (req.method === 'POST' && idempotencyKey) answered.set(idempotencyKey, { request, answer });
    }
    const toLose = req.method === 'POST' ? (answersToLose.get(path) ?? 0) : 0;
    if (toLose > 0) {
      answersToLose.set(path, toLose - 1);
      return void res.destroy();
    }
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(6).toString('hex')}`,
      // As Stripe does: a card error or a bad request is not worth retrying.
      ...(answer.status >= 400 && answer.status < 500 ? { 'stripe-should-retry': 'false' } : {}),
    });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    intents,
    customers,
    setupIntents,
    paymentMethods,
    refunds,
    refundObjects: refundBook.refunds,
    refundInDashboard: refundBook.refundInDashboard,
    chargeOf: refundBook.chargeOf,
    tax,
    requests,
    succeed: (id) => {
      intents.get(id)!.status = 'succeeded';
    },
    loseAnswers: (path, count) => void answersToLose.set(path, count),
    confirmSetup: (setupIntentId, card) => {
      const setup = setupIntents.get(setupIntentId);
      if (!setup) throw new Error(`no setup intent ${setupIntentId}`);
      const method: FakePaymentMethod = {
        id: newId('pm'),
        object: 'payment_method',
        type: 'card',
        customer: setup.customer,
        card: {
          brand: card.brand,
          last4: card.last4,
          fingerprint: card.fingerprint,
          exp_month: 12,
          exp_year: 2034,
        },
      };
      paymentMethods.set(method.id, method);
      if (card.declines) cardsDeclining.set(method.id, card.declines);
      setup.status = 'succeeded';
      setup.payment_method = method.id;
      return method;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
