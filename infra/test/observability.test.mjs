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
import { K8S, METRICS_PATH, render } from './k8s-checks.mjs';

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

test('the rules have the alerts the issues ask for, each tested', () => {
  const rules = parse(readFileSync(join(DIR, 'alert-rules.yml'), 'utf8'));
  const alerts = rules.groups.flatMap((group) => group.rules.map((rule) => rule.alert));
  assert.deepEqual(alerts.sort(), [
    'AtelierAuctionsNotClosed',
    'AtelierClaimsStuckPaying',
    'AtelierDatabasePoolSaturated',
    'AtelierEventsParked',
    'AtelierHighServerErrorRate',
    'AtelierOutboxLagging',
    'AtelierPodsNotReady',
    'AtelierSlowAnswers',
    'AtelierStockHoldsStuck',
    'AtelierTargetDown',
    'AtelierTextFailures',
    'AtelierTextQueueBacklog',
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

test('every alert names its runbook section, and docs/runbooks.md has it', () => {
  const rules = parse(readFileSync(join(DIR, 'alert-rules.yml'), 'utf8')).groups.flatMap((g) => g.rules);
  const runbooks = readFileSync(join(DIR, '..', '..', 'docs', 'runbooks.md'), 'utf8');
  // GitHub's anchors: the heading in lower case, spaces to dashes, punctuation dropped.
  const anchors = new Set(
    [...runbooks.matchAll(/^#{2,3} (.+)$/gm)].map((m) =>
      m[1]
        .toLowerCase()
        .replace(/[^a-z0-9 -]/g, '')
        .replace(/ /g, '-'),
    ),
  );
  for (const rule of rules) {
    const url = rule.annotations.runbook_url ?? '';
    assert.match(url, /^docs\/runbooks\.md#/, `${rule.alert}: no runbook_url`);
    assert.ok(
      anchors.has(url.split('#')[1]),
      `${rule.alert}: docs/runbooks.md has no section #${url.split('#')[1]}`,
    );
  }
});

// ------------------------------------------------------------------ scrape configuration

test('the scrape configurations pass promtool check config', { skip: !hasPromtool && PROMTOOL_HINT }, () => {
  for (const file of ['prometheus.yml', 'prometheus-compose.yml']) {
    const result = promtool('check', 'config', file);
    assert.equal(result.status, 0, `${file}: ${result.stdout}${result.stderr}`);
  }
});

test('Kubernetes: every long-running process is found through its headless metrics Service, on the metrics port', () => {
  const config = parse(readFileSync(join(DIR, 'prometheus.yml'), 'utf8'));
  assert.deepEqual(config.rule_files, ['alert-rules.yml']);
  const [job] = config.scrape_configs;
  assert.equal(job.metrics_path ?? '/metrics', METRICS_PATH);
  const [sd] = job.dns_sd_configs;
  assert.equal(sd.type, 'SRV');
  const base = render(join(K8S, 'base'));
  assert.ok(base.ok, base.output);
  const deployments = base.docs.filter(
    (d) =>
      d.kind === 'Deployment' && d.spec.template.spec.containers[0].ports?.some((p) => p.name === 'metrics'),
  );
  assert.ok(deployments.length >= 6);
  const names = deployments.map((d) => `_metrics._tcp.${d.metadata.name}-metrics.atelier.svc.cluster.local`);
  assert.deepEqual([...sd.names].sort(), names.sort());
  for (const deployment of deployments) {
    const name = deployment.metadata.name;
    const service = base.docs.find((d) => d.kind === 'Service' && d.metadata.name === `${name}-metrics`);
    assert.ok(service, `${name}: no Service ${name}-metrics`);
    assert.equal(service.spec.clusterIP, 'None', `${name}-metrics: headless (one SRV target per pod)`);
    assert.equal(service.spec.selector['app.kubernetes.io/name'], name);
    assert.deepEqual(
      service.spec.ports.map((p) => [p.name, p.targetPort]),
      [['metrics', 'metrics']],
      `${name}-metrics: the metrics port alone`,
    );
  }
  // The process label comes from the record's name, as compose's does from the service name.
  const relabel = job.relabel_configs.find((r) => r.target_label === 'process');
  const [, process] = new RegExp(`^${relabel.regex}$`).exec(names[0]);
  assert.equal(process, deployments[0].metadata.name);
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
