// A small local fake of Stripe's PaymentIntents and Refunds API, for tests only (Stripe is not
// reachable here). It keeps intents in memory, honours Idempotency-Key on creates the way Stripe
// does, and records every request, so tests see exactly what the official SDK sent.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

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
}

export interface FakeStripe {
  port: number;
  intents: Map<string, FakeIntent>;
  refunds: string[];
  requests: Array<{ method: string; path: string; idempotencyKey?: string }>;
  succeed(id: string): void;
  close(): Promise<void>;
}

const readForm = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const byKey = new Map<string, string>();
  const refunds: string[] = [];
  const requests: FakeStripe['requests'] = [];

  const server: Server = createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method!, path, idempotencyKey });
    const form = req.method === 'POST' ? await readForm(req) : new URLSearchParams();
    const send = (status: number, body: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(6).toString('hex')}`,
      });
      res.end(JSON.stringify(body));
    };
    const missing = () =>
      send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });

    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const existing = idempotencyKey && byKey.get(idempotencyKey);
      if (existing) return send(200, intents.get(existing));
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match) metadata[match[1]!] = value;
      }
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        metadata,
        description: form.get('description'),
        receipt_email: null,
      };
      intents.set(id, intent);
      if (idempotencyKey) byKey.set(idempotencyKey, id);
      return send(200, intent);
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (intentPath) {
      const intent = intents.get(intentPath[1]!);
      if (!intent) return missing();
      if (intentPath[2]) {
        if (intent.status === 'succeeded')
          return send(400, { error: { type: 'invalid_request_error', message: 'already succeeded' } });
        intent.status = 'canceled';
      } else if (req.method === 'POST' && form.has('receipt_email')) {
        intent.receipt_email = form.get('receipt_email');
      }
      return send(200, intent);
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!intent) return missing();
      refunds.push(intent.id);
      return send(200, {
        id: `re_${randomBytes(8).toString('hex')}`,
        object: 'refund',
        payment_intent: intent.id,
        status: 'succeeded',
      });
    }
    send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    intents,
    refunds,
    requests,
    succeed: (id) => {
      intents.get(id)!.status = 'succeeded';
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
