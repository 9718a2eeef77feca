// What infra/test/k8s.test.mjs checks of the Kubernetes manifests (infra/k8s), without a cluster:
// rendering with `kubectl kustomize`, validation against the Kubernetes API schemas (the OpenAPI
// schemas compiled into the kubernetes-models package, plus unknown fields, as kubeconform -strict
// does), and coherence with the code: each process's command, port, probe paths and settings.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseAllDocuments } from 'yaml';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const K8S = join(ROOT, 'infra/k8s');
export const OVERLAYS = ['dev', 'prod'];
export const KUBECTL_HINT =
  "install kubectl 1.21 or later (kustomize v4+: `resources` naming a directory, `patches`); Debian 12's kubernetes-client is 1.20, too old";

/**
 * The processes of the image `atelier`, by the argument that picks one. `source`: the code the
 * process runs; `config`: the built config.ts that validates its environment at start-up (null:
 * no config schema of its own yet); `module`: where its HTTP app registers the health endpoints.
 * `settings`: values a Deployment of this process must give, as parsed by its config.
 */
export const PROCESSES = {
  gateway: {
    source: 'gateway/src/main.ts',
    config: ['gateway/dist/src/config.js', 'loadGatewayEnv'],
    module: 'gateway/src/app.module.ts',
  },
  catalog: {
    source: 'services/catalog/src/main.ts',
    config: ['services/catalog/dist/src/config.js', 'loadCatalogEnv'],
    module: 'services/catalog/src/app.module.ts',
  },
  'cart-checkout': {
    source: 'services/cart-checkout/src/main.ts',
    config: ['services/cart-checkout/dist/src/config.js', 'loadCartCheckoutEnv'],
    module: 'services/cart-checkout/src/app.module.ts',
  },
  // One notifications codebase, two processes: the API only queues texts (TEXT_WORKER=false), the
  // worker (its own entry, settings and health-only app) sends them.
  'notifications-api': {
    source: 'services/notifications/src/main.ts',
    config: ['services/notifications/dist/src/config.js', 'loadNotificationsEnv'],
    module: 'services/notifications/src/app.module.ts',
    settings: { TEXT_WORKER: false },
  },
  'notifications-worker': {
    source: 'services/notifications/src/text-worker-main.ts',
    config: ['services/notifications/dist/src/config.js', 'loadTextWorkerEnv'],
    module: 'services/notifications/src/text-worker-app.ts',
  },
  'admin-media': {
    source: 'services/admin-media/src/main.ts',
    config: ['services/admin-media/dist/src/config.js', 'loadAdminMediaEnv'],
    module: 'services/admin-media/src/app.module.ts',
  },
  // Runs every service's migrations (libs/platform's runner) and exits; no HTTP, no probes.
  migrate: {
    source: 'all-in-one/src/migrate.ts',
    config: null,
    requires: ['DATABASE_URL'],
  },
  // Dumps every schema and copies the uploads to S3, and exits: the CronJob `backup`
  // (k8s-operations.test.mjs checks it), not a workload of manifestProblems.
  backup: {
    source: 'all-in-one/src/backup.ts',
    config: ['all-in-one/dist/src/backup/backup-config.js', 'loadBackupEnv'],
    schedule: 'CronJob',
  },
  // Puts a backup back; run by hand (docs/runbooks.md), never by a manifest.
  restore: {
    source: 'all-in-one/src/restore.ts',
    config: ['all-in-one/dist/src/backup/backup-config.js', 'loadBackupEnv'],
    schedule: 'by hand',
  },
};

/**
 * The process names the image's entrypoint knows, read from its table (`const processes = {...}`
 * in infra/docker/run-process.mjs), or null while the repository has no such entrypoint.
 */
export const IMAGE_ENTRYPOINT = 'infra/docker/run-process.mjs';
export function imageProcessNames(file = join(ROOT, IMAGE_ENTRYPOINT)) {
  if (!existsSync(file)) return null;
  const table = /const processes = \{([\s\S]*?)\n\};/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return [...table.matchAll(/^\s*'?([a-z-]+)'?:/gm)].map((m) => m[1]);
}

/** The processes that take traffic through a Service, and who may call each (NetworkPolicies). */
export const CALLERS = {
  // No pod of the namespace: only the ingress controller's namespace (ingressNamespaceAllowed).
  gateway: [],
  catalog: ['gateway', 'cart-checkout'],
  'cart-checkout': ['gateway'],
  'notifications-api': ['gateway'],
  'admin-media': ['gateway'],
};
/** Autoscaled, with a PodDisruptionBudget. */
export const AUTOSCALED = ['gateway', 'catalog', 'notifications-worker'];
export const DEV_DATASTORES = ['postgres', 'redis', 'rabbitmq', 'minio'];

/**
 * The keys of the Secret `atelier-secrets` (README, "Deploy"), each with a sample value its config
 * accepts, used to check the settings. A setting of these never appears as a literal.
 */
export const SECRET_SAMPLES = {
  INTERNAL_AUTH_SECRET: 'sample-internal-auth-secret-0123456789abcdef',
  ADMIN_PASSWORD: 'sample-admin-password',
  DATABASE_URL: 'postgres://atelier:sample@db.internal:5432/atelier',
  RABBITMQ_URL: 'amqp://atelier:sample@mq.internal:5672',
  REDIS_URL: 'redis://redis.internal:6379',
  S3_ACCESS_KEY: 'sample-access-key',
  S3_SECRET_KEY: 'sample-secret-key',
  STRIPE_SECRET_KEY: 'sk_test_sample',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_sample',
  STRIPE_WEBHOOK_SECRET: 'whsec_sample',
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'sample-twilio-auth-token',
  TWILIO_FROM: '+15550100000',
  TWILIO_MESSAGING_SERVICE_SID: `MG${'0'.repeat(32)}`,
  // Optional: the backups' own S3 keys (another account than the uploads').
  BACKUP_S3_ACCESS_KEY: 'sample-backup-access-key',
  BACKUP_S3_SECRET_KEY: 'sample-backup-secret-key',
};
/** The dev overlay's second Secret: the in-cluster data stores' passwords. */
export const DATASTORE_SECRET_KEYS = ['POSTGRES_PASSWORD', 'RABBITMQ_PASSWORD'];

// ------------------------------------------------------------------ rendering

/** `kubectl kustomize <dir>`: { ok, docs, output }. */
export function render(dir) {
  const r = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8', timeout: 60_000 });
  if (r.error || r.status !== 0)
    return { ok: false, docs: [], output: `${r.stderr ?? ''}${r.error ? String(r.error) : ''}` };
  return { ok: true, docs: parseDocs(r.stdout), output: r.stderr };
}

export function parseDocs(text) {
  return parseAllDocuments(text)
    .map((doc) => doc.toJS())
    .filter(Boolean);
}

export function kubectlAvailable() {
  return spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8', timeout: 20_000 }).status === 0;
}

// ------------------------------------------------------------------ schema validation

/** The kubernetes-models schema module of an object: apps/v1 Deployment -> IoK8sApiAppsV1Deployment. */
function schemaName({ apiVersion, kind }) {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['core', apiVersion];
  const groupName = group
    .replace(/\.k8s\.io$/, '')
    .split('.')
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');
  return `IoK8sApi${groupName}${version[0].toUpperCase()}${version.slice(1)}${kind}`;
}

/**
 * Wraps a document so every property the validator reads, and every object whose keys it lists
 * (maps such as labels), is recorded: a key it never read is a field the schema does not know.
 */
function recordReads(root) {
  const visits = new Map();
  const proxies = new WeakMap();
  const wrap = (value, path) => {
    if (value === null || typeof value !== 'object') return value;
    if (proxies.has(value)) return proxies.get(value);
    const visit = { path, value, read: new Set(), listed: false };
    visits.set(value, visit);
    const proxy = new Proxy(value, {
      get(target, key) {
        if (typeof key !== 'string') return target[key];
        visit.read.add(key);
        return wrap(target[key], `${path}/${key}`);
      },
      ownKeys(target) {
        visit.listed = true;
        return Reflect.ownKeys(target);
      },
    });
    proxies.set(value, proxy);
    return proxy;
  };
  return { proxy: wrap(root, ''), visits };
}

/** An ajv error in words (the compiled validators carry no messages). */
function describe({ keyword, params, message }) {
  if (message) return message;
  if (keyword === 'type') return `must be ${params.type}`;
  if (keyword === 'required') return `must have required property '${params.missingProperty}'`;
  if (keyword === 'enum') return `must be one of ${params.allowedValues.join(', ')}`;
  return `fails ${keyword} ${JSON.stringify(params)}`;
}

/** Schema problems of one rendered object, as "Kind/name: path message" lines. */
export async function schemaProblems(doc) {
  const label = `${doc.kind}/${doc.metadata?.name}`;
  let validate;
  try {
    ({ validate } = await import(`kubernetes-models/_schemas/${schemaName(doc)}`));
  } catch {
    return [`${label}: no schema for ${doc.apiVersion} ${doc.kind}`];
  }
  const { proxy, visits } = recordReads(doc);
  const problems = [];
  if (!validate(proxy))
    for (const error of validate.errors)
      problems.push(`${label}: ${error.instancePath || '/'} ${describe(error)}`);
  for (const { path, value, read, listed } of visits.values()) {
    if (listed || Array.isArray(value)) continue;
    for (const key of Object.keys(value))
      if (!read.has(key)) problems.push(`${label}: ${path}/${key} is not a field of ${doc.kind}`);
  }
  return problems;
}

// ------------------------------------------------------------------ coherence with the code

const byKind = (docs, kind) => docs.filter((d) => d.kind === kind);
const named = (docs, kind, name) => docs.find((d) => d.kind === kind && d.metadata.name === name);
const labelsMatch = (selector = {}, labels = {}) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);
/** A label selector (matchLabels and matchExpressions) against a pod's labels. */
const selects = ({ matchLabels = {}, matchExpressions = [] } = {}, labels = {}) =>
  labelsMatch(matchLabels, labels) &&
  matchExpressions.every(({ key, operator, values = [] }) => {
    if (operator === 'In') return values.includes(labels[key]);
    if (operator === 'NotIn') return !values.includes(labels[key]);
    if (operator === 'Exists') return key in labels;
    return !(key in labels); // DoesNotExist
  });
const appName = (workload) => workload.metadata.labels?.['app.kubernetes.io/name'];
const isApp = (workload) => workload.spec.template.metadata.labels?.['atelier.io/tier'] === 'app';
const workloads = (docs) => docs.filter((d) => ['Deployment', 'StatefulSet', 'Job'].includes(d.kind));

/** A rendered ConfigMap by name (kustomize already put the generator's hash in both places). */
const configMapNamed = (docs, name) => named(docs, 'ConfigMap', name);

/** The HTTP paths a Nest controller serves, from its @Controller('x') and @Get('y') decorators. */
export function controllerPaths(file) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const base = /@Controller\('([^']*)'\)/.exec(text)?.[1] ?? '';
  return [...text.matchAll(/@Get\('([^']*)'\)/g)].map((m) => `/${[base, m[1]].filter(Boolean).join('/')}`);
}
const HEALTH_CONTROLLER = 'libs/platform/src/health/health.controller.ts';

/** The environment a container gets: values, ConfigMap entries and Secret references. */
export function environmentOf(container, docs, problems, where) {
  const env = {};
  const fromSecret = new Set();
  for (const source of container.envFrom ?? []) {
    if (source.secretRef) {
      problems.push(`${where}: envFrom a whole Secret (${source.secretRef.name}); reference each key`);
      continue;
    }
    const map = configMapNamed(docs, source.configMapRef?.name);
    if (!map) problems.push(`${where}: ConfigMap ${source.configMapRef?.name} is not in the manifests`);
    else Object.assign(env, map.data ?? {});
  }
  for (const entry of container.env ?? []) {
    const ref = entry.valueFrom?.secretKeyRef;
    const mapRef = entry.valueFrom?.configMapKeyRef;
    if (ref) {
      fromSecret.add(entry.name);
      if (ref.name === 'atelier-secrets' && !(ref.key in SECRET_SAMPLES))
        problems.push(
          `${where}: ${entry.name} reads key ${ref.key}, not a documented key of atelier-secrets`,
        );
      // An optional key may be absent from the Secret: check the settings without it.
      if (ref.optional) delete env[entry.name];
      else env[entry.name] = SECRET_SAMPLES[ref.key] ?? `sample-${ref.key}`;
    } else if (mapRef) {
      const value = configMapNamed(docs, mapRef.name)?.data?.[mapRef.key];
      if (value === undefined) problems.push(`${where}: ${entry.name} reads a missing ConfigMap entry`);
      else env[entry.name] = value;
    } else env[entry.name] = entry.value ?? '';
  }
  return { env, fromSecret };
}

const configs = new Map();
async function loaderOf(process) {
  const [file, name] = PROCESSES[process].config;
  if (!configs.has(file)) {
    const path = join(ROOT, file);
    if (!existsSync(path)) throw new Error(`${file} is not built: run npm run build`);
    configs.set(file, await import(pathToFileURL(path).href));
  }
  return configs.get(file)[name];
}

/** Parses an environment with the process's own config; { settings } or { problems }. */
export async function parseSettings(process, env) {
  const load = await loaderOf(process);
  try {
    return { settings: load(env) };
  } catch (error) {
    if (!Array.isArray(error.problems)) throw error;
    return { problems: error.problems };
  }
}

/** Services by name, and the ports each exposes. */
function servicePorts(docs) {
  return new Map(byKind(docs, 'Service').map((s) => [s.metadata.name, s.spec.ports.map((p) => p.port)]));
}

/** May a pod with the labels `from` reach a pod with the labels `to` on `port`, by the NetworkPolicies? */
export function ingressAllowed(docs, to, port, from) {
  const policies = byKind(docs, 'NetworkPolicy').filter(
    (p) => selects(p.spec.podSelector, to) && (p.spec.policyTypes ?? ['Ingress']).includes('Ingress'),
  );
  if (policies.length === 0) return true;
  return policies.some((policy) =>
    (policy.spec.ingress ?? []).some((rule) => {
      const portOk = !rule.ports || rule.ports.some((p) => p.port === port);
      const peerOk =
        !rule.from ||
        rule.from.some(
          (peer) =>
            peer.podSelector &&
            !peer.namespaceSelector &&
            from &&
            labelsMatch(peer.podSelector.matchLabels, from),
        );
      return portOk && peerOk;
    }),
  );
}

/** Where every process serves its metrics, on a port of their own (libs/platform/src/metrics/metrics-listener.ts). */
export const METRICS_PATH = '/metrics';
/** Addresses a listener nobody outside its pod can reach. */
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '::1'];
/** The namespace Prometheus runs in, which the NetworkPolicies let scrape the apps. */
export const MONITORING_NAMESPACE = 'monitoring';

/** May Prometheus (any pod of the monitoring namespace) reach pods with labels `to` on `port`? */
function scrapeAllowed(docs, to, port) {
  const policies = byKind(docs, 'NetworkPolicy').filter(
    (p) =>
      labelsMatch(p.spec.podSelector.matchLabels, to) &&
      (p.spec.policyTypes ?? ['Ingress']).includes('Ingress'),
  );
  if (policies.length === 0) return true;
  return policies.some((policy) =>
    (policy.spec.ingress ?? []).some(
      (rule) =>
        (!rule.ports || rule.ports.some((p) => p.port === port)) &&
        (!rule.from ||
          rule.from.some(
            (peer) =>
              !peer.podSelector &&
              peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === MONITORING_NAMESPACE,
          )),
    ),
  );
}

/**
 * May a pod with the labels `from` open connections to `port` (outside the cluster, or to a pod
 * of the tier `data`), by the NetworkPolicies? The egress counterpart of ingressAllowed.
 */
export function egressAllowed(docs, from, port) {
  const policies = byKind(docs, 'NetworkPolicy').filter(
    (p) => selects(p.spec.podSelector, from) && p.spec.policyTypes?.includes('Egress'),
  );
  if (policies.length === 0) return true;
  return policies.some((policy) =>
    (policy.spec.egress ?? []).some((rule) => {
      const portOk = !rule.ports || rule.ports.some((p) => p.port === port);
      const peerOk =
        !rule.to ||
        rule.to.some(
          (peer) =>
            peer.ipBlock?.cidr === '0.0.0.0/0' ||
            peer.podSelector?.matchLabels?.['atelier.io/tier'] === 'data',
        );
      return portOk && peerOk;
    }),
  );
}

/** The data stores' ports and the setting that says a process uses one. */
const DATASTORE_PORTS = { DATABASE_URL: 5432, RABBITMQ_URL: 5672, REDIS_URL: 6379 };

/**
 * Everything in a rendered overlay that the code contradicts, or that breaks the rules of
 * issue 15 (non-root, read-only root, probes, resources, no literal secrets, who may call whom),
 * as human-readable lines. Empty when all is well.
 */
export async function manifestProblems(docs, overlay, { entrypoint = join(ROOT, IMAGE_ENTRYPOINT) } = {}) {
  const problems = [];
  const healthPaths = controllerPaths(HEALTH_CONTROLLER);
  const services = servicePorts(docs);
  const seen = new Set();

  if (byKind(docs, 'Secret').length > 0)
    problems.push('a Secret is in the manifests: secrets are created apart');
  for (const map of byKind(docs, 'ConfigMap'))
    for (const key of Object.keys(map.data ?? {}))
      if (key in SECRET_SAMPLES || DATASTORE_SECRET_KEYS.includes(key))
        problems.push(`ConfigMap ${map.metadata.name}: ${key} is a secret, read it from the Secret`);

  for (const workload of workloads(docs)) {
    const name = workload.metadata.name;
    const pod = workload.spec.template.spec;
    const podLabels = workload.spec.template.metadata.labels ?? {};
    if (workload.kind !== 'Job' && !labelsMatch(workload.spec.selector.matchLabels, podLabels))
      problems.push(`${name}: its selector does not match its pod labels`);
    if (pod.securityContext?.runAsNonRoot !== true) problems.push(`${name}: pod without runAsNonRoot: true`);
    for (const c of pod.containers) {
      const where = `${name}/${c.name}`;
      const sc = c.securityContext ?? {};
      if (sc.allowPrivilegeEscalation !== false)
        problems.push(`${where}: allowPrivilegeEscalation is not false`);
      if (!sc.capabilities?.drop?.includes('ALL'))
        problems.push(`${where}: capabilities are not all dropped`);
      if (!c.resources?.requests?.cpu || !c.resources?.requests?.memory || !c.resources?.limits?.memory)
        problems.push(`${where}: no cpu and memory requests and memory limit`);
      for (const entry of c.env ?? [])
        if ((entry.name in SECRET_SAMPLES || DATASTORE_SECRET_KEYS.includes(entry.name)) && 'value' in entry)
          problems.push(`${where}: ${entry.name} is a literal; read it from a Secret`);
    }
    if (!isApp(workload)) continue;

    // ---- an app process: the image's argument, its code, its settings, ports and probes
    const [container, ...others] = pod.containers;
    const where = `${name}`;
    if (others.length) problems.push(`${where}: more than one container`);
    if (container.image?.split(':')[0].split('/').pop() !== 'atelier')
      problems.push(`${where}: image ${container.image} is not the atelier image`);
    if (container.command)
      problems.push(`${where}: sets command (the image's entrypoint); pick the process with args`);
    const processName = container.args?.[0];
    const process = PROCESSES[processName];
    if (!process) {
      problems.push(`${where}: args ${JSON.stringify(container.args)} name no process of the image`);
      continue;
    }
    seen.add(processName);
    const imageNames = imageProcessNames(entrypoint);
    if (imageNames && !imageNames.includes(processName))
      problems.push(`${where}: the image's entrypoint (${IMAGE_ENTRYPOINT}) has no process ${processName}`);
    if (processName !== appName(workload)) problems.push(`${where}: runs ${processName} under another name`);
    if (!existsSync(join(ROOT, process.source))) problems.push(`${where}: ${process.source} does not exist`);
    if (container.securityContext?.readOnlyRootFilesystem !== true)
      problems.push(`${where}: root filesystem is not read-only`);
    const tmp = container.volumeMounts?.find((m) => m.mountPath === '/tmp');
    if (!tmp || !pod.volumes?.find((v) => v.name === tmp.name && v.emptyDir))
      problems.push(`${where}: no emptyDir at /tmp (the root filesystem is read-only)`);

    const { env, fromSecret } = environmentOf(container, docs, problems, where);
    // Its way out: to each data store it has a setting for; and a long-running process without a
    // broker setting (the text worker) has no way to the broker.
    for (const [key, port] of Object.entries(DATASTORE_PORTS)) {
      const allowed = egressAllowed(docs, podLabels, port);
      if (key in env && !allowed) problems.push(`${where}: uses ${key} but may not reach port ${port}`);
      if (key === 'RABBITMQ_URL' && process.config && !(key in env) && allowed)
        problems.push(`${where}: may reach the broker (port ${port}) without using RABBITMQ_URL`);
    }
    // A release applies `-l 'app.kubernetes.io/component in (config, migrate)'` first (README).
    if (workload.kind === 'Job')
      for (const ref of container.envFrom ?? [])
        if (
          configMapNamed(docs, ref.configMapRef?.name)?.metadata.labels?.['app.kubernetes.io/component'] !==
          'config'
        )
          problems.push(
            `${where}: ConfigMap ${ref.configMapRef?.name} lacks app.kubernetes.io/component: config`,
          );
    if (!process.config) {
      for (const key of process.requires ?? [])
        if (!(key in env)) problems.push(`${where}: ${key} is required but not set`);
      if (workload.kind !== 'Job')
        problems.push(`${where}: ${processName} is a one-off process, run it as a Job`);
      continue;
    }
    const parsed = await parseSettings(processName, env);
    if (parsed.problems) {
      for (const problem of parsed.problems) problems.push(`${where}: ${problem} (${process.config[0]})`);
      continue;
    }
    const { settings } = parsed;
    for (const key of Object.keys(env))
      if (!(key in settings)) problems.push(`${where}: sets ${key}, which its config does not read`);
    for (const [key, value] of Object.entries(process.settings ?? {}))
      if (settings[key] !== value) problems.push(`${where}: ${key} must be ${value}`);
    for (const key of Object.keys(SECRET_SAMPLES))
      if (key in env && !fromSecret.has(key)) problems.push(`${where}: ${key} must come from the Secret`);
    if (workload.kind !== 'Deployment')
      problems.push(`${where}: a long-running process belongs in a Deployment`);

    // Listening: the PORT its config parsed is the container's port `http`; services listen beyond loopback.
    const http = container.ports?.find((p) => p.name === 'http');
    if (!http) problems.push(`${where}: no container port named http`);
    else if (http.containerPort !== settings.PORT)
      problems.push(
        `${where}: container port ${http.containerPort} but the process listens on PORT ${settings.PORT}`,
      );
    if (settings.HOST && !['0.0.0.0', '::'].includes(settings.HOST))
      problems.push(`${where}: listens on ${settings.HOST}, unreachable from other pods (HOST=0.0.0.0)`);

    // Metrics: on a port of their own (METRICS_PORT, the container port `metrics`), never the app's
    // own, which the gateway's is public; listening beyond loopback, where Prometheus scrapes it.
    const metricsPort = container.ports?.find((p) => p.name === 'metrics');
    if (settings.METRICS_ENABLED === false || settings.METRICS_PORT === undefined)
      problems.push(`${where}: serves no metrics (METRICS_PORT unset or METRICS_ENABLED=false)`);
    else if (settings.METRICS_PORT === settings.PORT)
      problems.push(`${where}: metrics on its own port ${settings.PORT}; METRICS_PORT must be another`);
    if (!metricsPort) problems.push(`${where}: no container port named metrics`);
    else if (settings.METRICS_PORT !== undefined && metricsPort.containerPort !== settings.METRICS_PORT)
      problems.push(
        `${where}: container port metrics is ${metricsPort.containerPort} but METRICS_PORT is ${settings.METRICS_PORT}`,
      );
    if (LOOPBACK_HOSTS.includes(settings.METRICS_HOST))
      problems.push(
        `${where}: metrics listen on ${settings.METRICS_HOST}, unreachable by Prometheus (METRICS_HOST=0.0.0.0)`,
      );

    // Probes: startup, liveness and readiness on health paths the code serves, on the http port.
    const moduleText = readFileSync(join(ROOT, process.module), 'utf8');
    if (!moduleText.includes('HealthController'))
      problems.push(`${where}: ${process.module} serves no health endpoints`);
    const expected = {
      startupProbe: '/health/live',
      livenessProbe: '/health/live',
      readinessProbe: '/health/ready',
    };
    for (const [probe, path] of Object.entries(expected)) {
      const get = container[probe]?.httpGet;
      if (!get) {
        problems.push(`${where}: no ${probe} (httpGet)`);
        continue;
      }
      if (!healthPaths.includes(get.path))
        problems.push(`${where}: ${probe} path ${get.path} is not served (${healthPaths.join(', ')})`);
      else if (get.path !== path) problems.push(`${where}: ${probe} should probe ${path}, not ${get.path}`);
      if (get.port !== 'http' && get.port !== settings.PORT)
        problems.push(`${where}: ${probe} on port ${get.port}, not its own`);
    }

    // Every in-cluster URL it is given names a Service and port of these manifests.
    for (const [key, value] of Object.entries(env)) {
      if (fromSecret.has(key) || !/^[a-z]+:\/\//.test(value)) continue;
      const url = new URL(value);
      if (url.hostname.includes('.') || url.hostname === 'localhost') continue;
      const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
      if (!services.has(url.hostname))
        problems.push(`${where}: ${key} names Service ${url.hostname}, which does not exist`);
      else if (!services.get(url.hostname).includes(port))
        problems.push(
          `${where}: ${key} uses port ${port}, Service ${url.hostname} has ${services.get(url.hostname)}`,
        );
    }
  }

  for (const [processName, { schedule }] of Object.entries(PROCESSES))
    if (!seen.has(processName) && !schedule) problems.push(`${processName}: no workload runs it`);

  // Services reach the pods of their process, on the port `http`.
  for (const service of byKind(docs, 'Service')) {
    const target = workloads(docs).find((w) =>
      labelsMatch(service.spec.selector, w.spec.template.metadata.labels),
    );
    if (!target) problems.push(`Service ${service.metadata.name}: selects no pods`);
  }
  for (const processName of Object.keys(CALLERS))
    if (!services.has(processName)) problems.push(`${processName}: no Service`);

  // Autoscaled processes: an HPA and a PDB that point at the Deployment.
  for (const processName of AUTOSCALED) {
    const deployment = named(docs, 'Deployment', processName);
    const hpa = byKind(docs, 'HorizontalPodAutoscaler').find(
      (h) => h.spec.scaleTargetRef.name === processName,
    );
    const pdb = byKind(docs, 'PodDisruptionBudget').find((p) =>
      labelsMatch(p.spec.selector.matchLabels, deployment?.spec.template.metadata.labels),
    );
    if (!hpa) problems.push(`${processName}: no HorizontalPodAutoscaler`);
    if (!pdb) problems.push(`${processName}: no PodDisruptionBudget`);
    if (hpa && deployment?.spec.replicas !== undefined)
      problems.push(`${processName}: sets replicas, which its HorizontalPodAutoscaler owns`);
  }

  // Who may call whom: only the gateway reaches the services; only app pods reach the data stores.
  const apps = workloads(docs).filter(isApp);
  const outsider = { 'app.kubernetes.io/name': 'someone-else' };
  const denyAll = (p) =>
    Object.keys(p.spec.podSelector).length === 0 &&
    p.spec.policyTypes?.includes('Ingress') &&
    !p.spec.ingress;
  if (!byKind(docs, 'NetworkPolicy').some(denyAll)) problems.push('no default-deny NetworkPolicy');
  for (const target of workloads(docs)) {
    const to = target.spec.template.metadata.labels;
    const targetName = target.metadata.name;
    for (const { containerPort: port, name: portName } of target.spec.template.spec.containers.flatMap(
      (c) => c.ports ?? [],
    )) {
      // A metrics port is Prometheus' alone (checked below): no app, and no outsider, may reach it.
      const callers = portName === 'metrics' ? [] : isApp(target) ? CALLERS[targetName] : 'apps';
      const allowedFrom = [...apps.map((a) => a.spec.template.metadata.labels), outsider].filter((from) =>
        ingressAllowed(docs, to, port, from),
      );
      const names = allowedFrom.map((l) => l['app.kubernetes.io/name']);
      const expected =
        callers === 'anyone'
          ? [...apps.map(appName), 'someone-else']
          : callers === 'apps'
            ? apps.map(appName)
            : (callers ?? []);
      const extra = names.filter((n) => !expected.includes(n));
      const missing = expected.filter((n) => !names.includes(n));
      if (extra.length) problems.push(`${targetName}:${port} is reachable from ${extra.join(', ')}`);
      if (missing.length) problems.push(`${targetName}:${port} is not reachable from ${missing.join(', ')}`);
    }
  }

  // Metrics: every long-running app is scraped on its metrics port at /metrics, and Prometheus'
  // namespace may reach that port.
  for (const deployment of byKind(docs, 'Deployment').filter(isApp)) {
    const name = deployment.metadata.name;
    const template = deployment.spec.template;
    const annotations = template.metadata.annotations ?? {};
    const port = template.spec.containers[0].ports?.find((p) => p.name === 'metrics')?.containerPort;
    if (annotations['prometheus.io/scrape'] !== 'true')
      problems.push(`${name}: not scraped (prometheus.io/scrape)`);
    if (annotations['prometheus.io/port'] !== String(port))
      problems.push(
        `${name}: scraped on port ${annotations['prometheus.io/port']}, but its metrics listen on ${port}`,
      );
    if (annotations['prometheus.io/path'] !== METRICS_PATH)
      problems.push(
        `${name}: scraped at ${annotations['prometheus.io/path']}, but metrics are at ${METRICS_PATH}`,
      );
    if (!scrapeAllowed(docs, template.metadata.labels, port))
      problems.push(`${name}:${port} is not reachable from the ${MONITORING_NAMESPACE} namespace`);
  }

  // The overlays' own promises.
  const statefulSets = byKind(docs, 'StatefulSet')
    .map((s) => s.metadata.name)
    .sort();
  if (overlay === 'dev') {
    if (JSON.stringify(statefulSets) !== JSON.stringify([...DEV_DATASTORES].sort()))
      problems.push(`dev: data stores ${statefulSets.join(', ')}, expected ${DEV_DATASTORES.join(', ')}`);
    for (const s of byKind(docs, 'StatefulSet'))
      if (s.spec.replicas !== 1) problems.push(`dev: ${s.metadata.name} not one replica`);
  }
  if (overlay === 'prod') {
    if (statefulSets.length)
      problems.push(`prod: in-cluster data stores ${statefulSets.join(', ')} (managed ones expected)`);
    for (const deployment of byKind(docs, 'Deployment')) {
      const name = deployment.metadata.name;
      const hpa = byKind(docs, 'HorizontalPodAutoscaler').find((h) => h.spec.scaleTargetRef.name === name);
      const replicas = hpa ? hpa.spec.minReplicas : deployment.spec.replicas;
      if (!(replicas >= 2)) problems.push(`prod: ${name} runs ${replicas ?? 1} replica(s), fewer than 2`);
      const spread = deployment.spec.template.spec.topologySpreadConstraints ?? [];
      if (!spread.some((c) => c.topologyKey === 'kubernetes.io/hostname'))
        problems.push(`prod: ${name} is not spread over nodes`);
    }
  }
  return problems;
}
