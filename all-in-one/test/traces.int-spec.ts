// Traces across every hop of the store, read from an in-memory exporter: the whole store runs in this
// process (each app still on its own port, so each hop is a real HTTP call), once as `npm start` runs
// it (in-process bus and text queue) and once with RabbitMQ and BullMQ as in the cluster. Tracing is
// started before the store's modules are imported, as each process's main.ts does.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { context, SpanKind, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { startTracing } from '@atelier/platform/tracing';

const exporter = new InMemorySpanExporter();
const tracing = await startTracing('all-in-one-test', { spanExporter: exporter });
assert.ok(tracing, 'tracing starts with an exporter given');
const { startStore } = await import('../src/store.js');
const { loadAllInOneEnv } = await import('../src/config.js');
const { createLogger, RabbitMqEventBus } = await import('@atelier/platform');
const { createTestVhost } = await import('@atelier/platform/testing');
// Its own entry: the store's own code never loads BullMQ (services/notifications/src/index.ts).
const { BullMqTextQueue } = await import('@atelier/notifications/bullmq-text-queue');

const ADMIN_PASSWORD = 'trace-test-admin-password';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Noon in New York: the daytime window lets the texts go out whatever the hour of the run.
const NOON_IN_NEW_YORK = () => new Date('2026-06-15T16:00:00Z');
const test_tracer = trace.getTracer('trace-test');

type Store = Awaited<ReturnType<typeof startStore>>;

/** The store (its own data directory and, for the cluster's transports, its own vhost and Redis prefix). */
async function startTracedStore(transports: 'in-process' | 'rabbitmq+bullmq') {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-traces-'));
  const env = loadAllInOneEnv({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'fatal',
    ADMIN_PASSWORD,
    PUBLIC_WRITE_LIMIT_PER_MINUTE: '1000000',
    LOGIN_ATTEMPTS_PER_15_MINUTES: '1000000',
  });
  const logger = createLogger('trace-test', 'fatal');
  const cleanups: Array<() => Promise<unknown>> = [];
  let options = {};
  if (transports === 'rabbitmq+bullmq') {
    const vhost = await createTestVhost('traces');
    const bus = new RabbitMqEventBus({ url: vhost.url, namespace: 'traces', logger });
    await bus.start();
    const textQueue = new BullMqTextQueue({
      redisUrl: REDIS_URL,
      prefix: `atelier-test-traces-${crypto.randomUUID().slice(0, 8)}`,
      settings: { maxAttempts: 3, retryBaseMs: 100, ratePerSecond: 50 },
      logger,
    });
    options = { bus, textQueue };
    cleanups.push(() => vhost.delete());
  }
  const store = await startStore(env, { ...options, logger, textingClock: NOON_IN_NEW_YORK });
  return {
    store,
    stop: async () => {
      await store.close();
      for (const cleanup of cleanups) await cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app that served a SERVER span: by the port its caller connected to (the CLIENT span above it;
 * the proxy forwards the visitor's Host header, so the server span's own names the gateway).
 */
function appOf(store: Store, span: ReadableSpan): string | undefined {
  const caller = exporter.getFinishedSpans().find((s) => s.spanContext().spanId === parentOf(span));
  const port = caller?.kind === SpanKind.CLIENT ? urlPort(caller) : urlPort(span);
  return Object.entries(store.appUrls).find(([, url]) => new URL(url).port === String(port))?.[0];
}
const urlPort = (span: ReadableSpan) => {
  const url = span.attributes['url.full'] ?? span.attributes['http.url'];
  if (typeof url === 'string') return new URL(url).port;
  return span.attributes['server.port'] ?? span.attributes['net.host.port'];
};

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;
const spansOf = (traceId: string) =>
  exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);

/** The span tree of one trace, indented, each SERVER span named by its app. */
function spanTree(store: Store, traceId: string): string {
  const spans = spansOf(traceId).sort(
    (a, b) => (a.startTime[0] - b.startTime[0]) * 1e9 + a.startTime[1] - b.startTime[1],
  );
  const ids = new Set(spans.map((s) => s.spanContext().spanId));
  const lines: string[] = [];
  const walk = (span: ReadableSpan, depth: number) => {
    const app = span.kind === SpanKind.SERVER ? ` [${appOf(store, span) ?? '?'}]` : '';
    lines.push(`${'  '.repeat(depth)}${span.name} (${SpanKind[span.kind]})${app}`);
    for (const child of spans.filter((s) => parentOf(s) === span.spanContext().spanId))
      walk(child, depth + 1);
  };
  for (const root of spans.filter((s) => !parentOf(s) || !ids.has(parentOf(s)!))) walk(root, 0);
  return lines.join('\n');
}

/** Waits (bounded) until the trace has what `done` looks for; answers its spans. */
async function traceUntil(traceId: string, done: (spans: ReadableSpan[]) => boolean, what: string) {
  for (let i = 0; i < 300; i++) {
    const spans = spansOf(traceId);
    if (done(spans)) return spans;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`the trace never had ${what}`);
}

const serverSpansOf = (store: Store, spans: ReadableSpan[], app: string) =>
  spans.filter((s) => s.kind === SpanKind.SERVER && appOf(store, s) === app);

async function api(
  store: Store,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${store.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  assert.ok(response.ok, `${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

/** Runs `work` in a root span of the test: every request it makes carries that trace (as a traced browser's would). */
async function inOneTrace(name: string, work: () => Promise<void>): Promise<string> {
  const root = test_tracer.startSpan(name);
  try {
    await context.with(trace.setSpan(context.active(), root), work);
  } finally {
    root.end();
  }
  return root.spanContext().traceId;
}

const checkoutForm = {
  recipientName: 'Ada Collector',
  recipientEmail: 'ada@example.com',
  recipientPhone: '(212) 555-0142',
  billingAddress: { street: '1 Main St', city: 'New York', state: 'NY', zipCode: '10001', country: 'US' },
  sameAsbilling: true,
};

for (const transports of ['in-process', 'rabbitmq+bullmq'] as const) {
  describe(`traces (${transports})`, () => {
    let running: Awaited<ReturnType<typeof startTracedStore>>;
    let store: Store;
    before(async () => {
      running = await startTracedStore(transports);
      store = running.store;
    });
    after(() => running?.stop());

    test('one cart purchase is one trace: gateway, cart-checkout, the stock hold commit in catalog, the consumer of checkout.order.paid', async () => {
      const products = (await api(store, 'GET', '/api/products')) as Array<{ id: number; quantity: number }>;
      const piece = products.find((p) => p.quantity > 0)!;
      const shopper = `trace-test-${crypto.randomUUID()}`;
      const traceId = await inOneTrace('purchase', async () => {
        await api(store, 'POST', '/api/cart', { productId: piece.id, sessionId: shopper });
        const intent = await api(store, 'POST', '/api/create-cart-payment-intent', { sessionId: shopper });
        const payment = {
          sessionId: shopper,
          paymentIntentId: intent.paymentIntentId,
          paymentData: checkoutForm,
        };
        await api(store, 'POST', '/api/checkout/begin-payment', payment);
        await api(store, 'POST', '/api/checkout/simulated/confirm', {
          clientSecret: intent.clientSecret,
          cardNumber: '4242 4242 4242 4242',
        });
        await api(store, 'POST', '/api/process-payment', payment);
      });
      const spans = await traceUntil(
        traceId,
        (all) => all.some((s) => s.name === 'process checkout.order.paid'),
        'the consumer of checkout.order.paid',
      );
      console.log(`one purchase (${transports}):\n${spanTree(store, traceId)}`);

      assert.ok(
        serverSpansOf(store, spans, 'gateway').length >= 5,
        'every request of the purchase went through the gateway',
      );
      assert.ok(serverSpansOf(store, spans, 'cart-checkout').length >= 5, 'and on to cart-checkout');
      const catalogCalls = serverSpansOf(store, spans, 'catalog');
      assert.ok(catalogCalls.length >= 1, 'cart-checkout held the piece in catalog');
      const published = spans.find((s) => s.name === 'publish checkout.order.paid');
      assert.ok(
        published,
        'the outbox relay published checkout.order.paid in the trace of the request that paid',
      );
      assert.equal(published.kind, SpanKind.PRODUCER);
      const ancestry = (span: ReadableSpan): ReadableSpan[] => {
        const parent = spans.find((s) => s.spanContext().spanId === parentOf(span));
        return parent ? [parent, ...ancestry(parent)] : [];
      };
      const consumed = spans.filter((s) => s.name === 'process checkout.order.paid');
      assert.deepEqual(
        consumed.map((s) => s.attributes['messaging.consumer.group.name']).sort(),
        [
          'catalog.stock-holds',
          'notifications.buyer-name-from-order',
          'notifications.order-confirmation-mail',
        ],
        'catalog committed the stock hold, notifications named the buyer and mailed the receipt, as consumers of checkout.order.paid',
      );
      // In between, with RabbitMQ: amqplib's own publish and deliver spans (its instrumentation).
      for (const consumer of consumed)
        assert.ok(ancestry(consumer).includes(published), 'each consumer continues the publish');
      // The relay's publish continues the request that wrote the outbox row: a span of cart-checkout's.
      const writer = spans.find((s) => s.spanContext().spanId === parentOf(published));
      assert.ok(writer, 'the publish has its parent in the trace');
      assert.ok(
        ancestry(published).some((s) => s.kind === SpanKind.SERVER && appOf(store, s) === 'cart-checkout'),
        'the publish descends from a cart-checkout request',
      );
      assert.equal(new Set(spans.map((s) => s.spanContext().traceId)).size, 1);
    });

    test("one sneak-peek conversion is one trace from the admin's request to each text job", async () => {
      const login = await fetch(`${store.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
      });
      assert.equal(login.status, 200);
      const { csrfToken } = (await login.json()) as { csrfToken: string };
      const admin = { cookie: login.headers.get('set-cookie')!.split(';')[0]!, 'x-csrf-token': csrfToken };

      const peek = await api(
        store,
        'POST',
        '/api/coming-soon',
        { name: 'Traced Lamp', estimatedPrice: 1500 },
        admin,
      );
      // Two numbers sign up and confirm (YES): the conversion texts both.
      const numbers = ['(212) 555-0170', '(646) 555-0171'];
      for (const phoneNumber of numbers) {
        for (let i = 0; ; i++) {
          // The signup needs notifications' read model of the sneak peek, fed by catalog's event.
          const response = await fetch(`${store.url}/api/coming-soon/${peek.id}/notify`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ phoneNumber }),
          });
          if (response.ok) break;
          assert.ok(i < 100, `the signup of ${phoneNumber} was refused: ${response.status}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await api(store, 'POST', '/api/sms/simulated-replies', { phoneNumber, body: 'YES' }, admin);
      }

      const traceId = await inOneTrace('conversion', async () => {
        await api(store, 'POST', `/api/coming-soon/${peek.id}/convert`, {}, admin);
      });
      const isTextJob = (s: ReadableSpan) => s.kind === SpanKind.CONSUMER && /drop-day-texts/.test(s.name);
      const spans = await traceUntil(
        traceId,
        (all) => {
          // Each send and the job around it (which ends just after it) have been exported.
          const sends = all.filter((s) => s.name === 'sms send');
          const ids = new Set(all.map((s) => s.spanContext().spanId));
          return sends.length >= numbers.length && sends.every((send) => ids.has(parentOf(send)!));
        },
        `${numbers.length} texts sent`,
      );
      console.log(`one conversion (${transports}):\n${spanTree(store, traceId)}`);

      assert.equal(serverSpansOf(store, spans, 'gateway').length, 1, "the admin's request");
      assert.equal(serverSpansOf(store, spans, 'catalog').length, 1, 'catalog converted the sneak peek');
      const consumed = spans.filter((s) => s.name === 'process catalog.coming-soon.converted');
      assert.ok(
        consumed.some((s) => s.attributes['messaging.consumer.group.name'] === 'notifications.drop-day'),
        `notifications' drop-day fan-out consumed the conversion (${consumed.map((s) => s.attributes['messaging.consumer.group.name'])})`,
      );
      const jobs = spans.filter(isTextJob);
      assert.ok(jobs.length >= numbers.length, 'a text job per confirmed number');
      const sends = spans.filter((s) => s.name === 'sms send');
      assert.equal(sends.length, numbers.length, 'each number texted once');
      for (const send of sends) {
        const job = spans.find((s) => s.spanContext().spanId === parentOf(send));
        assert.ok(job && isTextJob(job), 'each send runs inside its text job');
      }
    });
  });
}

after(() => tracing.shutdown());
