// The Kubernetes manifests (infra/k8s) checked without a cluster: every overlay renders with
// `kubectl kustomize`, every object validates against the Kubernetes API schemas, and the
// manifests agree with the code (each process's command, port, probe paths and required settings,
// read from its own config.ts). Needs kubectl 1.21+ (kustomize v4+) and the built services
// (npm run build; Nx builds them first for `nx run infra:test`).
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  K8S,
  KUBECTL_HINT,
  OVERLAYS,
  PROCESSES,
  ROOT,
  SECRET_SAMPLES,
  DATASTORE_SECRET_KEYS,
  IMAGE_ENTRYPOINT,
  imageProcessNames,
  kubectlAvailable,
  manifestProblems,
  render,
  schemaProblems,
} from './k8s-checks.mjs';

const hasKubectl = kubectlAvailable();
const rendered = Object.fromEntries(
  ['base', ...OVERLAYS].map((name) => [
    name,
    hasKubectl ? render(join(K8S, name === 'base' ? 'base' : `overlays/${name}`)) : undefined,
  ]),
);
const docsOf = (overlay) => structuredClone(rendered[overlay]?.docs ?? []);
const deployment = (docs, name) => docs.find((d) => d.kind === 'Deployment' && d.metadata.name === name);
const container = (docs, name) => deployment(docs, name).spec.template.spec.containers[0];
const configMap = (docs, prefix) =>
  docs.find(
    (d) =>
      d.kind === 'ConfigMap' &&
      d.metadata.name ===
        container(docs, 'gateway').envFrom.find((e) => e.configMapRef.name.startsWith(prefix)).configMapRef
          .name,
  );

test('kubectl is available', () => assert.ok(hasKubectl, `no kubectl found: ${KUBECTL_HINT}`));

for (const name of ['base', ...OVERLAYS]) {
  describe(`infra/k8s ${name}`, () => {
    test('renders with kubectl kustomize', () => {
      assert.ok(rendered[name]?.ok, rendered[name]?.output ?? KUBECTL_HINT);
      assert.ok(rendered[name].docs.length > 0, 'rendered nothing');
    });

    test('every object validates against the Kubernetes API schemas (unknown fields too)', async () => {
      const problems = [];
      for (const doc of docsOf(name)) problems.push(...(await schemaProblems(doc)));
      assert.ok(docsOf(name).length > 0, 'nothing rendered');
      assert.deepEqual(problems, []);
    });

    if (name === 'base') return;
    test('agrees with the code: commands, ports, probes, settings, policies', async () => {
      assert.ok(docsOf(name).length > 0, 'nothing rendered');
      assert.deepEqual(await manifestProblems(docsOf(name), name), []);
    });
  });
}

describe('the schema check catches', () => {
  const docs = () => docsOf('prod');
  const cases = {
    'a misspelled field': (d) => {
      const c = container(d, 'catalog');
      c.readinesProbe = c.readinessProbe;
      return /readinesProbe is not a field/;
    },
    'a port that is not a number': (d) => {
      container(d, 'catalog').ports[0].containerPort = 'three-thousand-one-hundred-one';
      return /containerPort must be integer/;
    },
    'a missing required field': (d) => {
      delete container(d, 'catalog').image;
      delete container(d, 'catalog').name;
      return /must have required property 'name'/;
    },
  };
  for (const [what, edit] of Object.entries(cases)) {
    test(what, async () => {
      const all = docs();
      const pattern = edit(all);
      const problems = [];
      for (const doc of all) problems.push(...(await schemaProblems(doc)));
      assert.match(problems.join('\n'), pattern);
    });
  }
});

// Each defect made on a copy of the rendered prod (or dev) overlay must be reported.
describe('the coherence check catches', () => {
  const withoutEnv = (c, key) => {
    c.env = (c.env ?? []).filter((e) => e.name !== key);
  };
  const defects = {
    'a required setting removed (INTERNAL_AUTH_SECRET of catalog)': [
      'prod',
      (d) => withoutEnv(container(d, 'catalog'), 'INTERNAL_AUTH_SECRET'),
      /catalog: INTERNAL_AUTH_SECRET: is required .*services\/catalog\/dist\/src\/config\.js/,
    ],
    'a required setting removed from a ConfigMap (CATALOG_URL of the gateway)': [
      'prod',
      (d) => delete configMap(d, 'gateway-config').data.CATALOG_URL,
      /gateway: CATALOG_URL: .*\(missing\)/,
    ],
    'a setting required by another (S3 keys when MEDIA_STORAGE=s3)': [
      'dev',
      (d) => withoutEnv(container(d, 'admin-media'), 'S3_SECRET_KEY'),
      /admin-media: S3_SECRET_KEY: is required when MEDIA_STORAGE=s3/,
    ],
    'Stripe keys left optional when payments are real': [
      'prod',
      (d) =>
        (container(d, 'cart-checkout').env.find(
          (e) => e.name === 'STRIPE_SECRET_KEY',
        ).valueFrom.secretKeyRef.optional = true),
      /cart-checkout: STRIPE_SECRET_KEY: is required when PAYMENT_PROVIDER=stripe/,
    ],
    'a setting the code does not read': [
      'prod',
      (d) => container(d, 'catalog').env.push({ name: 'CATALOG_PORT', value: '3101' }),
      /catalog: sets CATALOG_PORT, which its config does not read/,
    ],
    'a command the image does not have': [
      'prod',
      (d) => (container(d, 'catalog').args = ['catalogue']),
      /catalog: args \["catalogue"\] name no process/,
    ],
    'a process whose code is gone': [
      'prod',
      () => {
        PROCESSES.catalog.source = 'services/catalog/src/gone.ts';
      },
      /catalog: services\/catalog\/src\/gone\.ts does not exist/,
    ],
    'a container port that is not the PORT the code listens on': [
      'prod',
      (d) => (container(d, 'catalog').ports[0].containerPort = 8080),
      /catalog: container port 8080 but the process listens on PORT 3101/,
    ],
    'a probe path the code does not serve': [
      'prod',
      (d) => (container(d, 'gateway').readinessProbe.httpGet.path = '/healthz'),
      /gateway: readinessProbe path \/healthz is not served/,
    ],
    'a missing startup probe': [
      'dev',
      (d) => delete container(d, 'notifications-worker').startupProbe,
      /notifications-worker: no startupProbe/,
    ],
    'the notifications API sending texts itself': [
      'prod',
      (d) => (container(d, 'notifications-api').env.find((e) => e.name === 'TEXT_WORKER').value = 'true'),
      /notifications-api: TEXT_WORKER must be false/,
    ],
    'a broker setting given to the text worker': [
      'prod',
      (d) =>
        container(d, 'notifications-worker').env.push({
          name: 'RABBITMQ_URL',
          valueFrom: { secretKeyRef: { name: 'atelier-secrets', key: 'RABBITMQ_URL' } },
        }),
      /notifications-worker: sets RABBITMQ_URL, which its config does not read/,
    ],
    'the text worker let out to the broker': [
      'dev',
      (d) =>
        d
          .find((p) => p.kind === 'NetworkPolicy' && p.metadata.name === 'notifications-worker-egress')
          .spec.egress[0].ports.push({ protocol: 'TCP', port: 5672 }),
      /notifications-worker: may reach the broker \(port 5672\) without using RABBITMQ_URL/,
    ],
    'an app cut off from its database': [
      'prod',
      (d) =>
        (d.find(
          (p) => p.kind === 'NetworkPolicy' && p.metadata.name === 'notifications-worker-egress',
        ).spec.egress[0].ports = [{ protocol: 'TCP', port: 6379 }]),
      /notifications-worker: uses DATABASE_URL but may not reach port 5432/,
    ],
    'a URL to a Service that does not exist': [
      'prod',
      (d) => (configMap(d, 'gateway-config').data.ADMIN_MEDIA_URL = 'http://admin:3104'),
      /gateway: ADMIN_MEDIA_URL names Service admin, which does not exist/,
    ],
    'a literal secret': [
      'dev',
      (d) => {
        const c = container(d, 'gateway');
        withoutEnv(c, 'ADMIN_PASSWORD');
        c.env.push({ name: 'ADMIN_PASSWORD', value: 'not-a-secret-anymore' });
      },
      /gateway\/gateway: ADMIN_PASSWORD is a literal/,
    ],
    'a writable root filesystem': [
      'prod',
      (d) => (container(d, 'admin-media').securityContext.readOnlyRootFilesystem = false),
      /admin-media: root filesystem is not read-only/,
    ],
    'a pod that may run as root': [
      'prod',
      (d) => delete deployment(d, 'cart-checkout').spec.template.spec.securityContext.runAsNonRoot,
      /cart-checkout: pod without runAsNonRoot/,
    ],
    'a service reachable from outside the gateway': [
      'prod',
      (d) =>
        d
          .find((p) => p.kind === 'NetworkPolicy' && p.metadata.name === 'cart-checkout-ingress')
          .spec.ingress[0].from.push({ podSelector: {} }),
      /cart-checkout:3102 is reachable from .*someone-else/,
    ],
    'a data store reachable from outside the apps': [
      'dev',
      (d) =>
        delete d.find((p) => p.kind === 'NetworkPolicy' && p.metadata.name === 'datastores-ingress').spec
          .ingress[0].from,
      /postgres:5432 is reachable from someone-else/,
    ],
    'an app Prometheus does not scrape': [
      'prod',
      (d) => delete deployment(d, 'catalog').spec.template.metadata.annotations['prometheus.io/scrape'],
      /catalog: not scraped \(prometheus.io\/scrape\)/,
    ],
    'a scrape port the app does not listen on': [
      'prod',
      (d) =>
        (deployment(d, 'notifications-worker').spec.template.metadata.annotations['prometheus.io/port'] =
          '9090'),
      /notifications-worker: scraped on port 9090, but its metrics listen on 9464/,
    ],
    'metrics served on the public port': [
      'prod',
      (d) => (configMap(d, 'atelier-metrics').data.METRICS_PORT = '3000'),
      /gateway: metrics on its own port 3000; METRICS_PORT must be another/,
    ],
    'metrics listening on loopback only': [
      'prod',
      (d) => (configMap(d, 'atelier-metrics').data.METRICS_HOST = '127.0.0.1'),
      /catalog: metrics listen on 127\.0\.0\.1, unreachable by Prometheus/,
    ],
    'a metrics port open to everyone': [
      'prod',
      (d) => {
        const rule = d.find((p) => p.kind === 'NetworkPolicy' && p.metadata.name === 'gateway-ingress').spec
          .ingress[0];
        delete rule.from;
        rule.ports.push({ protocol: 'TCP', port: 9464 });
      },
      /gateway:9464 is reachable from .*someone-else/,
    ],
    'a metrics port closed to the monitoring namespace': [
      'prod',
      (d) =>
        (d.find(
          (p) => p.kind === 'NetworkPolicy' && p.metadata.name === 'allow-metrics-scrape',
        ).spec.ingress[0].ports = [{ protocol: 'TCP', port: 3000 }]),
      /admin-media:9464 is not reachable from the monitoring namespace/,
    ],
    'a missing HorizontalPodAutoscaler': [
      'prod',
      (d) =>
        d.splice(
          d.findIndex((h) => h.kind === 'HorizontalPodAutoscaler' && h.metadata.name === 'catalog'),
          1,
        ),
      /catalog: no HorizontalPodAutoscaler/,
    ],
    'one replica in prod': [
      'prod',
      (d) => (deployment(d, 'admin-media').spec.replicas = 1),
      /prod: admin-media runs 1 replica/,
    ],
  };
  for (const [what, [overlay, edit, pattern]] of Object.entries(defects)) {
    test(what, async () => {
      const docs = docsOf(overlay);
      assert.ok(docs.length > 0, 'nothing rendered');
      const saved = structuredClone(PROCESSES);
      try {
        edit(docs);
        assert.match((await manifestProblems(docs, overlay)).join('\n'), pattern);
      } finally {
        Object.assign(PROCESSES, saved);
      }
    });
  }
});

test("a process the image's entrypoint does not know is caught", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-k8s-'));
  try {
    const entrypoint = join(dir, 'run-process.mjs');
    const names = Object.keys(PROCESSES).filter((name) => name !== 'admin-media');
    const table = names.map((name) => `  '${name}': '/app/${name}.js',`).join('\n');
    writeFileSync(entrypoint, `const processes = {\n${table}\n};\n`);
    assert.deepEqual(imageProcessNames(entrypoint), names);
    const problems = await manifestProblems(docsOf('prod'), 'prod', { entrypoint });
    assert.deepEqual(problems, [
      `admin-media: the image's entrypoint (${IMAGE_ENTRYPOINT}) has no process admin-media`,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the README names every key of the Secrets and both overlays', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### Kubernetes'));
  assert.ok(readme.includes('### Kubernetes'), 'README has no "### Kubernetes" section');
  for (const key of [...Object.keys(SECRET_SAMPLES), ...DATASTORE_SECRET_KEYS])
    assert.match(section, new RegExp(key));
  for (const overlay of OVERLAYS) assert.match(section, new RegExp(`overlays/${overlay}`));
});
