// all-in-one's metrics: one registry for the whole process, answered on a listener of its own
// (METRICS_PORT; the store's public port has no /metrics), behind METRICS_TOKEN when set. Every
// series the Grafana dashboard and the alert rules (infra/observability) use is exported, and a
// purchase moves the store's counters.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { parse } from 'yaml';
import { declaredMetrics, sampleSum, scrapeMetrics } from '@atelier/platform/testing';
import { type ApiStore, startApiStore } from './support/api-store.js';

const TOKEN = 'all-in-one-metrics-token-0123456789';
const observability = new URL('../../../infra/observability/', import.meta.url);

/** The atelier_* series the dashboard's panels and the alert rules query. */
function seriesUsedByDashboardAndRules(): Set<string> {
  const dashboard = JSON.parse(readFileSync(new URL('grafana-dashboard.json', observability), 'utf8')) as {
    panels: Array<{ targets?: Array<{ expr: string }> }>;
  };
  const rules = parse(readFileSync(new URL('alert-rules.yml', observability), 'utf8')) as {
    groups: Array<{ rules: Array<{ expr: string }> }>;
  };
  const expressions = [
    ...dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr)),
    ...rules.groups.flatMap((group) => group.rules.map((rule) => rule.expr)),
  ];
  return new Set(expressions.flatMap((expr) => expr.match(/\batelier_[a-z0-9_]+/g) ?? []));
}

/** A histogram is declared once under its base name; its _bucket, _sum and _count come with it. */
const isExported = (declared: Map<string, string>, name: string) => {
  if (declared.has(name)) return true;
  const base = name.replace(/_(bucket|sum|count)$/, '');
  return base !== name && declared.get(base) === 'histogram';
};

const checkoutForm = {
  recipientName: 'Ada Collector',
  recipientEmail: 'ada@example.com',
  recipientPhone: '(212) 555-0142',
  billingAddress: { street: '1 Main St', city: 'New York', state: 'NY', zipCode: '10001', country: 'US' },
  sameAsbilling: true,
};

describe('all-in-one /metrics', () => {
  let store: ApiStore;
  const scrape = () => scrapeMetrics(store.metricsUrl, TOKEN);
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${store.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, any>;
    assert.ok(response.status < 300, `${path} answered ${response.status}: ${JSON.stringify(json)}`);
    return json;
  };

  before(async () => {
    store = await startApiStore({ METRICS_TOKEN: TOKEN });
  });
  after(() => store?.stop());

  test('answers on the metrics port with the token, not without it; the public port answers 404', async () => {
    assert.equal((await fetch(`${store.metricsUrl}/metrics`)).status, 401);
    for (const path of ['/metrics', '/api/metrics']) {
      const publicAnswer = await fetch(`${store.url}${path}`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      assert.equal(publicAnswer.status, 404, path);
      assert.doesNotMatch(await publicAnswer.text(), /atelier_|# TYPE/);
    }
    const text = await scrape();
    // One registry for the process: every service's HTTP series, told apart by their service label.
    await fetch(`${store.url}/api/artists`);
    const after = await scrape();
    for (const service of ['gateway', 'catalog'])
      assert.ok(
        sampleSum(after, 'atelier_http_requests_total', { service, route: '/api/artists' }) >= 1,
        `${service} counts /api/artists`,
      );
    assert.ok(declaredMetrics(text).has('nodejs_eventloop_lag_seconds'));
  });

  test('every series the dashboard and the alert rules use is exported', async () => {
    const declared = declaredMetrics(await scrape());
    const used = seriesUsedByDashboardAndRules();
    assert.ok(used.size >= 12, `the dashboard and rules use ${used.size} series`);
    const missing = [...used].filter((name) => !isExported(declared, name));
    assert.deepEqual(missing, [], 'used by infra/observability but not exported');
  });

  test('public reads move the edge cache; a purchase moves orders, events and holds', async () => {
    const before = await scrape();
    const products = (await (await fetch(`${store.url}/api/products`)).json()) as Array<{
      id: number;
      quantity: number;
    }>;
    await fetch(`${store.url}/api/products`);
    const reads = await scrape();
    assert.ok(
      sampleSum(reads, 'atelier_edge_cache_hits_total') > sampleSum(before, 'atelier_edge_cache_hits_total'),
      'the second read of /api/products is an edge-cache hit',
    );
    assert.ok(sampleSum(reads, 'atelier_edge_cache_size_bytes') > 0);

    const shopper = `metrics-${crypto.randomUUID()}`;
    const piece = products.find((product) => product.quantity > 0)!;
    await post('/api/cart', { productId: piece.id, sessionId: shopper });
    const intent = await post('/api/create-cart-payment-intent', { sessionId: shopper });
    await post('/api/checkout/begin-payment', {
      sessionId: shopper,
      paymentIntentId: intent.paymentIntentId,
      paymentData: checkoutForm,
    });
    const held = await scrape();
    assert.ok(sampleSum(held, 'atelier_stock_holds_active') >= 1, 'the checkout holds its piece');
    const paid = await post('/api/checkout/simulated/confirm', {
      clientSecret: intent.clientSecret,
      cardNumber: '4242 4242 4242 4242',
    });
    assert.equal(paid.fulfilment, 'paid');

    const type = 'checkout.order.paid';
    const moved = (text: string, name: string, labels: Record<string, string> = {}) =>
      sampleSum(text, name, labels) - sampleSum(before, name, labels);
    // The event reaches catalog asynchronously: poll with a generous deadline, time nothing.
    let now = await scrape();
    for (let deadline = Date.now() + 60_000; Date.now() < deadline; now = await scrape()) {
      if (moved(now, 'atelier_events_consumed_total', { type }) >= 1) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.equal(moved(now, 'atelier_orders_paid_total'), 1);
    assert.equal(moved(now, 'atelier_events_published_total', { type }), 1);
    assert.ok(moved(now, 'atelier_events_consumed_total', { type }) >= 1, 'catalog consumed the paid order');
    assert.equal(
      moved(now, 'atelier_http_requests_total', {
        service: 'gateway',
        route: '/api/create-cart-payment-intent',
        status: '200',
      }),
      1,
    );
    assert.equal(sampleSum(now, 'atelier_outbox_waiting_events', { service: 'cart_checkout' }), 0);
    assert.equal(sampleSum(now, 'atelier_stock_holds_overdue'), 0);
  });
});
