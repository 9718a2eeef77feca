// What an operator (or kube-score) asks of the rendered overlays beyond k8s.test.mjs: the way in
// (Ingress with TLS by cert-manager, only the ingress controller reaching the gateway, whose
// X-Forwarded-For alone is believed), pods as uid >= 10000 with a pull policy and disk requests,
// a PodDisruptionBudget for every Deployment that runs two or more, no deprecated kustomize
// fields, only the migrate Job migrating, the nightly backup CronJob, and the connection budget:
// every replica's pool at the autoscalers' maxima plus a rollout's surge fits max_connections; and a
// changed Secret restarting the Deployments that read it.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import {
  environmentOf,
  K8S,
  kubectlAvailable,
  KUBECTL_HINT,
  OVERLAYS,
  parseSettings,
  render,
} from './k8s-checks.mjs';

const hasKubectl = kubectlAvailable();
const rendered = Object.fromEntries(
  OVERLAYS.map((name) => [name, hasKubectl ? render(join(K8S, 'overlays', name)) : { ok: false, docs: [] }]),
);
const docsOf = (overlay) => structuredClone(rendered[overlay].docs);
const byKind = (docs, kind) => docs.filter((d) => d.kind === kind);
const named = (docs, kind, name) => docs.find((d) => d.kind === kind && d.metadata.name === name);
const podTemplate = (w) => (w.kind === 'CronJob' ? w.spec.jobTemplate.spec.template : w.spec.template);
const podWorkloads = (docs) =>
  docs.filter((d) => ['Deployment', 'StatefulSet', 'Job', 'CronJob'].includes(d.kind));
const isApp = (w) => podTemplate(w).metadata.labels?.['atelier.io/tier'] === 'app';
const labelsMatch = (selector = {}, labels = {}) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

/** Connections PostgreSQL keeps for superusers (superuser_reserved_connections' default). */
const RESERVED_CONNECTIONS = 3;

/**
 * The most connections the overlay's processes may hold at once: each Deployment at its HPA's
 * maximum (or its replicas) plus one surging pod of a rolling update, times its pool size; the
 * migrate Job and the backup (one each).
 */
export function connectionBudget(docs) {
  const lines = [];
  for (const deployment of byKind(docs, 'Deployment').filter(isApp)) {
    const name = deployment.metadata.name;
    const hpa = byKind(docs, 'HorizontalPodAutoscaler').find((h) => h.spec.scaleTargetRef.name === name);
    const replicas = hpa ? hpa.spec.maxReplicas : (deployment.spec.replicas ?? 1);
    const surge = deployment.spec.strategy?.rollingUpdate?.maxSurge ?? 1;
    const { env } = environmentOf(deployment.spec.template.spec.containers[0], docs, [], name);
    const pool = Number(env.DATABASE_POOL_SIZE ?? 10);
    lines.push({ name, replicas, surge, pool, connections: (replicas + surge) * pool });
  }
  for (const oneOff of [...byKind(docs, 'Job'), ...byKind(docs, 'CronJob')])
    lines.push({ name: oneOff.metadata.name, replicas: 1, surge: 0, pool: 1, connections: 1 });
  return { lines, total: lines.reduce((sum, line) => sum + line.connections, 0) };
}

const maxConnectionsOf = (docs) =>
  Number(named(docs, 'Namespace', 'atelier')?.metadata.annotations?.['atelier.io/postgres-max-connections']);

test('kubectl is available', () => assert.ok(hasKubectl, KUBECTL_HINT));

test('no kustomization uses deprecated fields (bases, patchesStrategicMerge, patchesJson6902)', () => {
  const files = [join(K8S, 'base'), ...OVERLAYS.map((o) => join(K8S, 'overlays', o))].map((dir) =>
    join(
      dir,
      readdirSync(dir).find((f) => f === 'kustomization.yaml'),
    ),
  );
  for (const file of files) {
    const kustomization = parse(readFileSync(file, 'utf8'));
    for (const field of ['bases', 'patchesStrategicMerge', 'patchesJson6902', 'commonLabels', 'vars'])
      assert.equal(kustomization[field], undefined, `${file}: ${field} is deprecated`);
  }
});

for (const overlay of OVERLAYS)
  describe(`infra/k8s/overlays/${overlay}`, () => {
    test('renders', () => assert.ok(rendered[overlay].ok, rendered[overlay].output));

    test('app pods run as uid and gid >= 10000; every container has a pull policy and disk requests', () => {
      const problems = [];
      for (const workload of podWorkloads(docsOf(overlay))) {
        const pod = podTemplate(workload).spec;
        const where = `${workload.kind}/${workload.metadata.name}`;
        if (
          isApp(workload) &&
          !(pod.securityContext?.runAsUser >= 10000 && pod.securityContext?.runAsGroup >= 10000)
        )
          problems.push(`${where}: runs as uid ${pod.securityContext?.runAsUser}`);
        for (const c of pod.containers) {
          if (!['IfNotPresent', 'Always', 'Never'].includes(c.imagePullPolicy))
            problems.push(`${where}/${c.name}: no imagePullPolicy`);
          if (!c.resources?.requests?.['ephemeral-storage'] || !c.resources?.limits?.['ephemeral-storage'])
            problems.push(`${where}/${c.name}: no ephemeral-storage request and limit`);
        }
      }
      assert.deepEqual(problems, []);
    });

    test('every Deployment that may run two or more pods has a PodDisruptionBudget', () => {
      const docs = docsOf(overlay);
      const problems = [];
      for (const deployment of byKind(docs, 'Deployment')) {
        const name = deployment.metadata.name;
        const hpa = byKind(docs, 'HorizontalPodAutoscaler').find((h) => h.spec.scaleTargetRef.name === name);
        const most = hpa ? hpa.spec.maxReplicas : (deployment.spec.replicas ?? 1);
        const pdb = byKind(docs, 'PodDisruptionBudget').find((p) =>
          labelsMatch(p.spec.selector.matchLabels, deployment.spec.template.metadata.labels),
        );
        if (most >= 2 && !pdb) problems.push(`${name}: up to ${most} pods, no PodDisruptionBudget`);
      }
      assert.deepEqual(problems, []);
    });

    test('only the migrate Job migrates: every Deployment waits for its schema (MIGRATE_ON_START=false)', () => {
      const docs = docsOf(overlay);
      assert.ok(named(docs, 'Job', 'migrate'), 'no migrate Job');
      for (const deployment of byKind(docs, 'Deployment').filter(isApp)) {
        const { env } = environmentOf(deployment.spec.template.spec.containers[0], docs, [], '');
        assert.equal(env.MIGRATE_ON_START, 'false', `${deployment.metadata.name} migrates at start`);
      }
    });

    test('the connection budget fits PostgreSQL: replicas x pool at the autoscalers maxima, plus surge', () => {
      const docs = docsOf(overlay);
      const max = maxConnectionsOf(docs);
      assert.ok(max > 0, 'the Namespace names atelier.io/postgres-max-connections');
      const { lines, total } = connectionBudget(docs);
      const table = lines.map((l) => `${l.name}: (${l.replicas}+${l.surge}) x ${l.pool} = ${l.connections}`);
      assert.ok(
        total + RESERVED_CONNECTIONS <= max,
        `${total} + ${RESERVED_CONNECTIONS} reserved > max_connections ${max}:\n${table.join('\n')}`,
      );
      for (const line of lines) assert.ok(line.pool >= 1, `${line.name}: no connections`);
      if (overlay === 'dev') {
        const postgres = named(docs, 'StatefulSet', 'postgres').spec.template.spec.containers[0];
        assert.ok(
          (postgres.args ?? []).includes(`max_connections=${max}`),
          'the in-cluster PostgreSQL starts with the budget it is checked against',
        );
      }
    });

    test("the backup CronJob runs the image's backup process nightly, one at a time, with its settings", async () => {
      const docs = docsOf(overlay);
      const cron = named(docs, 'CronJob', 'backup');
      assert.ok(cron, 'no CronJob backup');
      assert.equal(cron.spec.concurrencyPolicy, 'Forbid');
      const pod = cron.spec.jobTemplate.spec.template.spec;
      const [container] = pod.containers;
      assert.deepEqual(container.args, ['backup']);
      assert.equal(container.securityContext.readOnlyRootFilesystem, true);
      assert.ok(
        pod.volumes.some((v) => v.name === 'tmp' && v.emptyDir),
        'an emptyDir at /tmp for the dumps',
      );
      const problems = [];
      const { env, fromSecret } = environmentOf(container, docs, problems, 'backup');
      assert.deepEqual(problems, []);
      for (const key of ['DATABASE_URL', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'])
        assert.ok(fromSecret.has(key), `${key} must come from the Secret`);
      const parsed = await parseSettings('backup', env);
      assert.equal(parsed.problems, undefined, String(parsed.problems));
      // The uploads it copies are the ones admin-media stores.
      const media = environmentOf(
        named(docs, 'Deployment', 'admin-media').spec.template.spec.containers[0],
        docs,
        [],
        '',
      );
      for (const key of ['S3_ENDPOINT', 'S3_BUCKET'])
        assert.equal(env[key], media.env[key], `${key}: backup and admin-media disagree`);
      assert.equal(env.S3_REGION ?? 'us-east-1', media.env.S3_REGION ?? 'us-east-1', 'S3_REGION');
    });
  });

/** The Secrets a pod template's containers read (envFrom or a single key). */
const secretsReadBy = (template) =>
  new Set(
    template.spec.containers.flatMap((c) => [
      ...(c.envFrom ?? []).map((e) => e.secretRef?.name).filter(Boolean),
      ...(c.env ?? []).map((e) => e.valueFrom?.secretKeyRef?.name).filter(Boolean),
    ]),
  );

for (const overlay of OVERLAYS)
  test(`${overlay}: a changed Secret restarts every Deployment that reads it (Reloader's annotation)`, () => {
    const readers = byKind(docsOf(overlay), 'Deployment').filter(
      (d) => secretsReadBy(d.spec.template).size > 0,
    );
    assert.ok(readers.length >= 6, 'every app reads the Secret');
    for (const deployment of readers) {
      const reloads = (deployment.metadata.annotations?.['secret.reloader.stakater.com/reload'] ?? '').split(
        ',',
      );
      for (const secret of secretsReadBy(deployment.spec.template))
        assert.ok(
          reloads.includes(secret),
          `${deployment.metadata.name} is not restarted when ${secret} changes`,
        );
    }
  });

describe('prod: the way in', () => {
  const docs = () => docsOf('prod');

  test('an Ingress serves the public origin over TLS, its certificate by cert-manager, HTTP redirected', () => {
    const [ingress, ...others] = byKind(docs(), 'Ingress');
    assert.ok(ingress, 'no Ingress');
    assert.equal(others.length, 0);
    const { env } = environmentOf(
      named(docs(), 'Deployment', 'gateway').spec.template.spec.containers[0],
      docs(),
      [],
      '',
    );
    const host = new URL(env.PUBLIC_ORIGIN).hostname;
    assert.ok(
      ingress.spec.tls?.some((t) => t.hosts.includes(host) && t.secretName),
      `TLS for ${host}`,
    );
    assert.ok(
      ingress.metadata.annotations['cert-manager.io/cluster-issuer'],
      'cert-manager issues the certificate',
    );
    assert.equal(ingress.metadata.annotations['nginx.ingress.kubernetes.io/force-ssl-redirect'], 'true');
    const rule = ingress.spec.rules.find((r) => r.host === host);
    const backend = rule.http.paths.find((p) => p.path === '/').backend.service;
    assert.equal(backend.name, 'gateway');
    const service = named(docs(), 'Service', 'gateway');
    assert.ok(
      service.spec.ports.some((p) => p.name === backend.port.name),
      'the gateway Service port',
    );
  });

  test("only the ingress controller's namespace reaches the gateway's port, and Prometheus its metrics", () => {
    const gatewayLabels = named(docs(), 'Deployment', 'gateway').spec.template.metadata.labels;
    const peers = byKind(docs(), 'NetworkPolicy')
      .filter((p) => labelsMatch(p.spec.podSelector.matchLabels, gatewayLabels) && p.spec.ingress)
      .flatMap((p) => p.spec.ingress.map((rule) => ({ policy: p.metadata.name, rule })));
    for (const { policy, rule } of peers) {
      assert.ok(rule.from?.length > 0, `${policy}: admits everyone`);
      const ports = rule.ports.map((p) => p.port);
      for (const peer of rule.from) {
        assert.equal(peer.podSelector, undefined, `${policy}: admits pods of the namespace`);
        const namespace = peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'];
        if (ports.includes(3000))
          assert.equal(namespace, 'ingress-nginx', `${policy}: port 3000 from ${namespace}`);
        else
          assert.deepEqual([namespace, ports], ['monitoring', [9464]], `${policy}: ${namespace} on ${ports}`);
      }
    }
    assert.ok(
      peers.some(({ rule }) => rule.ports.some((p) => p.port === 3000)),
      'the ingress may reach port 3000',
    );
  });

  test("the gateway believes X-Forwarded-For from the cluster's pods only, not every private range", () => {
    const { env } = environmentOf(
      named(docs(), 'Deployment', 'gateway').spec.template.spec.containers[0],
      docs(),
      [],
      '',
    );
    const ranges = env.TRUSTED_PROXIES.split(',');
    assert.equal(ranges.length, 1, `one range (the pod CIDR), not ${env.TRUSTED_PROXIES}`);
    assert.ok(!['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'].includes(ranges[0]), ranges[0]);
  });
});

describe('the checks catch', () => {
  test('a budget over max_connections', () => {
    const docs = docsOf('prod');
    named(docs, 'HorizontalPodAutoscaler', 'gateway').spec.maxReplicas = 60;
    assert.ok(connectionBudget(docs).total + RESERVED_CONNECTIONS > maxConnectionsOf(docs));
  });

  test('a pool size that is not set counts as the default 10', () => {
    const docs = docsOf('prod');
    const before = connectionBudget(docs).lines.find((l) => l.name === 'catalog');
    for (const map of byKind(docs, 'ConfigMap'))
      if (map.metadata.name.startsWith('catalog-config')) delete map.data.DATABASE_POOL_SIZE;
    const after = connectionBudget(docs).lines.find((l) => l.name === 'catalog');
    assert.equal(after.pool, 10);
    assert.ok(after.connections > before.connections);
  });
});
