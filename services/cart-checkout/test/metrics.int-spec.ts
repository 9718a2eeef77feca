// A purchase in the metrics, cluster style: cart-checkout in this process, catalog in its own (real
// PostgreSQL and RabbitMQ). Each is read from its own process's metrics listener (METRICS_PORT), as
// Prometheus scrapes each pod:
// cart-checkout counts the paid order, its request and the event it published; catalog shows the
// hold active while the checkout is open, then consumes checkout.order.paid and commits it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type MetricsListener, serveMetrics } from '@atelier/platform';
import { sampleSum, scrapeMetrics, waitForSample } from '@atelier/platform/testing';
import { TEST_CARD } from './support/checkout-form.js';
import { newSession, startTestStack, type TestStack } from './support/test-stack.js';

let stack: TestStack;
// This process's metrics, as cart-checkout's own process serves them.
let metrics: MetricsListener;
before(async () => {
  stack = await startTestStack('metrics');
  metrics = await serveMetrics({ port: 0, host: '127.0.0.1' });
});
after(async () => {
  await metrics?.close();
  await stack?.close();
});

test('a purchase moves orders paid, the hold gauge and the order-paid event on both sides', async () => {
  const type = 'checkout.order.paid';
  const service = metrics.url;
  const catalog = stack.catalog.metricsUrl;
  const [serviceStart, catalogStart] = [await scrapeMetrics(service), await scrapeMetrics(catalog)];
  const moved = (now: string, start: string, name: string, labels: Record<string, string> = {}) =>
    sampleSum(now, name, labels) - sampleSum(start, name, labels);

  const piece = await stack.createProduct({ name: 'Metered Bench', price: '900.00', quantity: 1 });
  const session = newSession();
  const added = await stack.shopper(session, 'POST', '/api/cart', { productId: piece, sessionId: session });
  assert.equal(added.status, 201, JSON.stringify(added.body));
  const opened = await stack.shopper(session, 'POST', '/api/create-cart-payment-intent', {
    sessionId: session,
  });
  assert.equal(opened.status, 200, JSON.stringify(opened.body));
  // Catalog reads its holds table when scraped: this checkout's hold is active.
  const held = await scrapeMetrics(catalog);
  assert.ok(sampleSum(held, 'atelier_stock_holds_active') >= 1, 'the open checkout holds its piece');
  assert.equal(sampleSum(held, 'atelier_stock_holds_overdue'), 0);

  const paid = await stack.shopper(session, 'POST', '/api/checkout/simulated/confirm', {
    clientSecret: opened.body.clientSecret,
    cardNumber: TEST_CARD,
  });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));

  // Catalog consumes the event over RabbitMQ: poll its /metrics with a generous deadline.
  const consumed = { type, consumer: 'catalog.stock-holds' };
  await waitForSample(
    catalog,
    'atelier_events_consumed_total',
    consumed,
    sampleSum(catalogStart, 'atelier_events_consumed_total', consumed) + 1,
  );
  const serviceNow = await scrapeMetrics(service);
  const catalogNow = await scrapeMetrics(catalog);
  assert.equal(moved(serviceNow, serviceStart, 'atelier_orders_paid_total'), 1);
  assert.equal(moved(serviceNow, serviceStart, 'atelier_events_published_total', { type }), 1);
  assert.equal(
    moved(serviceNow, serviceStart, 'atelier_http_requests_total', {
      service: 'cart-checkout',
      route: '/api/create-cart-payment-intent',
      status: '200',
    }),
    1,
  );
  assert.equal(
    sampleSum(catalogNow, 'atelier_stock_holds_active'),
    0,
    'the hold is committed, no longer active',
  );
  // Each process reports its own outbox (one relay, one schema each).
  assert.match(serviceNow, /atelier_outbox_waiting_events\{service="cart_checkout"\} \d+/);
  assert.match(catalogNow, /atelier_outbox_waiting_events\{service="catalog"\} \d+/);
  assert.ok(!catalogNow.includes('service="cart_checkout"'), "catalog's process reports only its own outbox");
});

test("a service's own port has no /metrics: its process serves them on METRICS_PORT only", async () => {
  for (const base of [stack.catalog.url, stack.service.url])
    assert.equal((await fetch(`${base}/metrics`)).status, 404, base);
  assert.match(await scrapeMetrics(stack.catalog.metricsUrl), /atelier_http_requests_total/);
});
