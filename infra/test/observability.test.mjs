// infra/observability checked without a Prometheus or Grafana: the alert rules parse and their
// unit tests pass (promtool, Debian package `prometheus`), the Grafana dashboard is a
// well-formed dashboard whose every panel queries the store's series, and the scrape
// configurations are valid and scrape each process on its metrics port (Kubernetes: where the pod
// annotations say, which k8s.test.mjs checks; compose: METRICS_PORT of every process). That the series it and
// the rules use are really exported is all-in-one/test/metrics.int-spec.ts (it scrapes the store).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'observability');
const PROMTOOL_HINT = 'install promtool: `apt-get install -y prometheus` (Debian) or a Prometheus release';
const promtool = (...args) => spawnSync('promtool', args, { cwd: DIR, encoding: 'utf8', timeout: 60_000 });
const hasPromtool = promtool('--version').status === 0;

test('promtool is available', () => assert.ok(hasPromtool, `no promtool found: ${PROMTOOL_HINT}`));

test('the alert rules pass promtool check rules', { skip: !hasPromtool && PROMTOOL_HINT }, () => {
  const result = promtool('check', 'rules', 'alert-rules.yml');
  assert.equal(result.status, 0, result.stdout + result.stderr);
});

test(
  'the alert rules pass their unit tests (promtool test rules)',
  { skip: !hasPromtool && PROMTOOL_HINT },
  () => {
    const result = promtool('test', 'rules', 'alert-rules.test.yml');
    assert.equal(result.status, 0, result.stdout + result.stderr);
  },
);

test('the rules have the five alerts the issue asks for, each tested', () => {
  const rules = parse(readFileSync(join(DIR, 'alert-rules.yml'), 'utf8'));
  const alerts = rules.groups.flatMap((group) => group.rules.map((rule) => rule.alert));
  assert.deepEqual(alerts.sort(), [
    'AtelierEventsParked',
    'AtelierHighServerErrorRate',
    'AtelierOutboxLagging',
    'AtelierStockHoldsStuck',
    'AtelierTextFailures',
  ]);
  const tests = parse(readFileSync(join(DIR, 'alert-rules.test.yml'), 'utf8'));
  const firing = new Set(
    tests.tests.flatMap((t) =>
      t.alert_rule_test.filter((a) => a.exp_alerts.length > 0).map((a) => a.alertname),
    ),
  );
  for (const alert of alerts) assert.ok(firing.has(alert), `no test makes ${alert} fire`);
});

test('the Grafana dashboard: every panel queries the store through the chosen data source', () => {
  const dashboard = JSON.parse(readFileSync(join(DIR, 'grafana-dashboard.json'), 'utf8'));
  assert.equal(typeof dashboard.uid, 'string');
  const datasource = dashboard.templating.list.find((v) => v.type === 'datasource');
  assert.equal(datasource?.query, 'prometheus', 'a Prometheus data source variable');
  const ids = dashboard.panels.map((panel) => panel.id);
  assert.equal(new Set(ids).size, ids.length, 'panel ids are unique');
  const panels = dashboard.panels.filter((panel) => panel.type !== 'row');
  assert.ok(panels.length >= 10);
  for (const panel of panels) {
    assert.equal(panel.datasource?.uid, `\${${datasource.name}}`, `${panel.title}: data source`);
    assert.ok(panel.targets.length > 0, `${panel.title}: no query`);
    for (const target of panel.targets)
      assert.match(target.expr, /\batelier_[a-z_]+/, `${panel.title}: queries no atelier_ series`);
    const { x, w, h } = panel.gridPos;
    assert.ok(x >= 0 && w > 0 && h > 0 && x + w <= 24, `${panel.title}: fits the 24-column grid`);
  }
  // The panels the issue lists, by the series they show.
  const queried = panels.flatMap((panel) => panel.targets.map((target) => target.expr)).join('\n');
  for (const series of [
    'atelier_http_requests_total',
    'atelier_http_request_duration_seconds_bucket',
    'atelier_events_published_total',
    'atelier_events_consumed_total',
    'atelier_events_retried_total',
    'atelier_events_parked_total',
    'atelier_outbox_waiting_events',
    'atelier_outbox_oldest_waiting_age_seconds',
    'atelier_queue_jobs',
    'atelier_stock_holds_active',
    'atelier_orders_paid_total',
    'atelier_texts_total',
    'atelier_edge_cache_hits_total',
    'atelier_edge_cache_misses_total',
    'atelier_edge_cache_size_bytes',
  ])
    assert.ok(queried.includes(series), `no panel shows ${series}`);
});

// ------------------------------------------------------------------ scrape configuration

test('the scrape configurations pass promtool check config', { skip: !hasPromtool && PROMTOOL_HINT }, () => {
  for (const file of ['prometheus.yml', 'prometheus-compose.yml']) {
    const result = promtool('check', 'config', file);
    assert.equal(result.status, 0, `${file}: ${result.stdout}${result.stderr}`);
  }
});

test("Kubernetes: pods are scraped where their annotations say (the metrics port), never a port of Prometheus' choosing", () => {
  const config = parse(readFileSync(join(DIR, 'prometheus.yml'), 'utf8'));
  assert.deepEqual(config.rule_files, ['alert-rules.yml']);
  const [job] = config.scrape_configs;
  assert.equal(job.kubernetes_sd_configs[0].role, 'pod');
  const relabel = (source) => job.relabel_configs.find((r) => r.source_labels.includes(source));
  assert.equal(relabel('__meta_kubernetes_pod_annotation_prometheus_io_scrape').action, 'keep');
  assert.equal(
    relabel('__meta_kubernetes_pod_annotation_prometheus_io_path').target_label,
    '__metrics_path__',
  );
  const address = relabel('__meta_kubernetes_pod_annotation_prometheus_io_port');
  assert.equal(address.target_label, '__address__');
  const [, ip, port] = new RegExp(`^${address.regex}$`).exec('10.1.2.3;9464');
  assert.equal(address.replacement.replace('$1', ip).replace('$2', port), '10.1.2.3:9464');
});

test('Compose: every process of the compose file is scraped on its METRICS_PORT, and nothing else', () => {
  const compose = parse(readFileSync(join(DIR, '..', 'docker-compose.yml'), 'utf8'), { merge: true });
  const apps = Object.entries(compose.services).filter(
    ([, service]) => service.build && service.environment?.PORT !== undefined,
  );
  const config = parse(readFileSync(join(DIR, 'prometheus-compose.yml'), 'utf8'));
  assert.deepEqual(config.rule_files, ['alert-rules.yml']);
  const [sd] = config.scrape_configs[0].dns_sd_configs;
  assert.deepEqual([...sd.names].sort(), apps.map(([name]) => name).sort());
  for (const [name, service] of apps) {
    assert.equal(String(service.environment.METRICS_PORT), String(sd.port), `${name}: METRICS_PORT`);
    assert.notEqual(String(service.environment.METRICS_PORT), String(service.environment.PORT), name);
    assert.equal(service.environment.METRICS_HOST, '0.0.0.0', `${name}: reachable on the compose network`);
  }
});
