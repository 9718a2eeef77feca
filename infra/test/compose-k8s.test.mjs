// infra/docker-compose.yml and the Kubernetes manifests (infra/k8s, the dev overlay: in-cluster
// data stores and the simulated payment provider, as compose has them) describe the same store:
// the same processes of the one image, each run by the same command, listening on the same port,
// serving its metrics on the same port of their own, and given the same required settings. "Required" is what the process's own config.ts says: a
// setting is required when parsing the environment without it fails. Needs kubectl and the built
// services, as k8s.test.mjs does.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import {
  environmentOf as k8sEnvironmentOf,
  imageProcessNames,
  K8S,
  KUBECTL_HINT,
  kubectlAvailable,
  parseSettings,
  PROCESSES,
  render,
  ROOT,
  SECRET_SAMPLES,
} from './k8s-checks.mjs';

const COMPOSE_FILE = join(ROOT, 'infra/docker-compose.yml');

/** A compose value with its ${VAR...} interpolations filled: `:-default` gives the default, else a sample. */
export function interpolate(value) {
  return String(value).replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?([-?])([^}]*))?\}/g,
    (_, name, kind, rest) => (kind === '-' ? rest : (SECRET_SAMPLES[name] ?? `sample-${name}`)),
  );
}

/** The processes compose runs: by the image command, its service name, environment and port. */
export function composeProcesses(doc) {
  const processes = new Map();
  for (const [service, svc] of Object.entries(doc.services ?? {})) {
    if (!svc.build) continue;
    const command = Array.isArray(svc.command) ? svc.command : String(svc.command ?? '').split(/\s+/);
    const raw = Array.isArray(svc.environment)
      ? Object.fromEntries(svc.environment.map((entry) => entry.split(/=(.*)/s).slice(0, 2)))
      : (svc.environment ?? {});
    const env = Object.fromEntries(
      Object.entries(raw).map(([key, value]) => [key, interpolate(value ?? '')]),
    );
    processes.set(command[0], {
      where: `compose ${service}`,
      name: service,
      command,
      env,
      port: env.PORT,
      metricsPort: env.METRICS_PORT,
    });
  }
  return processes;
}

/** Processes of the image no manifest runs: an operator starts them when needed (restore). */
export const ON_DEMAND = ['restore'];

/** The pod template of a Deployment, Job or CronJob. */
const podTemplate = (workload) =>
  workload.kind === 'CronJob' ? workload.spec.jobTemplate.spec.template : workload.spec.template;

/** The processes a rendered overlay runs: by the image argument, with its environment and port. */
export function k8sProcesses(docs) {
  const processes = new Map();
  for (const workload of docs.filter((d) => ['Deployment', 'Job', 'CronJob'].includes(d.kind))) {
    if (podTemplate(workload).metadata.labels?.['atelier.io/tier'] !== 'app') continue;
    const [container] = podTemplate(workload).spec.containers;
    const { env } = k8sEnvironmentOf(container, docs, [], workload.metadata.name);
    const http = container.ports?.find((p) => p.name === 'http');
    const metrics = container.ports?.find((p) => p.name === 'metrics');
    processes.set(container.args?.[0], {
      where: `k8s ${workload.kind}/${workload.metadata.name}`,
      name: workload.metadata.name,
      command: container.args ?? [],
      env,
      port: http ? String(http.containerPort) : undefined,
      metricsPort: metrics ? String(metrics.containerPort) : undefined,
    });
  }
  return processes;
}

/** The settings of `env` without which the process's config refuses to start. */
async function requiredSettings(processName, env) {
  const process = PROCESSES[processName];
  if (!process?.config) return new Set((process?.requires ?? []).filter((key) => key in env));
  const required = new Set();
  for (const key of Object.keys(env)) {
    const rest = { ...env };
    delete rest[key];
    if ((await parseSettings(processName, rest)).problems) required.add(key);
  }
  return required;
}

/** Where compose and the manifests disagree, as human-readable lines (empty when they agree). */
export async function agreementProblems(composeDoc, k8sDocs) {
  const problems = [];
  const inCompose = composeProcesses(composeDoc);
  const inK8s = k8sProcesses(k8sDocs);
  const image = imageProcessNames();
  for (const name of new Set([...inCompose.keys(), ...inK8s.keys(), ...image])) {
    const c = inCompose.get(name);
    const k = inK8s.get(name);
    // Run by hand, never scheduled: Kubernetes runs it as a one-off Job (docs/runbooks.md).
    if (ON_DEMAND.includes(name) && c && !k && image.includes(name)) continue;
    if (!c || !k || !image.includes(name)) {
      const where = [c && 'compose', k && 'Kubernetes', image.includes(name) && 'the image'].filter(Boolean);
      problems.push(`${name}: only in ${where.join(' and ')}`);
      continue;
    }
    for (const side of [c, k]) {
      if (side.name !== name) problems.push(`${name}: ${side.where} runs it under another name`);
      if (JSON.stringify(side.command) !== JSON.stringify([name]))
        problems.push(`${name}: ${side.where} runs ${JSON.stringify(side.command)}, not ["${name}"]`);
    }
    if (c.port !== k.port) problems.push(`${name}: port ${c.port} in compose, ${k.port} in Kubernetes`);
    if (c.metricsPort !== k.metricsPort)
      problems.push(`${name}: metrics port ${c.metricsPort} in compose, ${k.metricsPort} in Kubernetes`);
    if (PROCESSES[name]?.config) {
      for (const side of [c, k]) {
        const parsed = await parseSettings(name, side.env);
        if (parsed.problems)
          problems.push(`${name}: ${side.where} does not start: ${parsed.problems.join('; ')}`);
        else if (parsed.settings.PORT !== undefined && side.port !== String(parsed.settings.PORT))
          problems.push(
            `${name}: ${side.where} exposes ${side.port}, the process listens on ${parsed.settings.PORT}`,
          );
      }
    }
    const [requiredC, requiredK] = [await requiredSettings(name, c.env), await requiredSettings(name, k.env)];
    for (const key of requiredC)
      if (!(key in k.env)) problems.push(`${name}: ${key} is required and set in compose, not in Kubernetes`);
    for (const key of requiredK)
      if (!(key in c.env)) problems.push(`${name}: ${key} is required and set in Kubernetes, not in compose`);
  }
  return problems;
}

const hasKubectl = kubectlAvailable();
const rendered = hasKubectl
  ? render(join(K8S, 'overlays/dev'))
  : { ok: false, docs: [], output: KUBECTL_HINT };
const composeDoc = () => parseYaml(readFileSync(COMPOSE_FILE, 'utf8'), { merge: true });
const k8sDocs = () => structuredClone(rendered.docs);

describe('compose and Kubernetes run the same processes', () => {
  test('the dev overlay renders', () => assert.ok(rendered.ok, rendered.output));

  test('same processes, commands, ports and required settings', async () => {
    assert.ok(rendered.docs.length > 0, 'nothing rendered');
    const names = [...composeProcesses(composeDoc()).keys()].sort();
    assert.deepEqual(names, [...imageProcessNames()].sort());
    assert.deepEqual(await agreementProblems(composeDoc(), k8sDocs()), []);
  });

  const container = (docs, name) =>
    docs.find((d) => ['Deployment', 'Job'].includes(d.kind) && d.metadata.name === name).spec.template.spec
      .containers[0];
  const defects = {
    'a required setting missing from compose': [
      (doc) => delete doc.services.catalog.environment.INTERNAL_AUTH_SECRET,
      /catalog: INTERNAL_AUTH_SECRET is required and set in Kubernetes, not in compose/,
    ],
    'a required setting missing from Kubernetes': [
      (_, docs) => {
        const c = container(docs, 'notifications-worker');
        c.env = c.env.filter((e) => e.name !== 'DATABASE_URL');
      },
      /notifications-worker: DATABASE_URL is required and set in compose, not in Kubernetes/,
    ],
    'the migrate command without its database': [
      (doc) => delete doc.services.migrate.environment.DATABASE_URL,
      /migrate: DATABASE_URL is required and set in Kubernetes, not in compose/,
    ],
    'another port in compose': [
      (doc) => {
        doc.services['cart-checkout'].environment.PORT = '3112';
        doc.services['cart-checkout'].healthcheck.test[3] = 'http://127.0.0.1:3112/health/ready';
      },
      /cart-checkout: port 3112 in compose, 3102 in Kubernetes/,
    ],
    'another metrics port in compose': [
      (doc) => (doc.services.catalog.environment.METRICS_PORT = '9465'),
      /catalog: metrics port 9465 in compose, 9464 in Kubernetes/,
    ],
    'a Kubernetes port the process does not listen on': [
      (_, docs) => (container(docs, 'notifications-worker').ports[0].containerPort = 3103),
      /notifications-worker: port 3105 in compose, 3103 in Kubernetes/,
    ],
    'another command': [
      (doc) => (doc.services.gateway.command = ['catalog']),
      /catalog: compose gateway runs it under another name/,
    ],
    'a process compose does not run': [
      (doc) => delete doc.services['notifications-worker'],
      /notifications-worker: only in Kubernetes and the image/,
    ],
  };
  for (const [what, [edit, pattern]] of Object.entries(defects)) {
    test(`reports ${what}`, async () => {
      const doc = composeDoc();
      const docs = k8sDocs();
      assert.ok(docs.length > 0, 'nothing rendered');
      edit(doc, docs);
      assert.match((await agreementProblems(doc, docs)).join('\n'), pattern);
    });
  }

  test('interpolation takes defaults and samples the required variables', () => {
    assert.equal(interpolate('${PAYMENT_PROVIDER:-simulated}'), 'simulated');
    assert.equal(interpolate('${TWILIO_FROM:-}'), '');
    assert.equal(interpolate('${ADMIN_PASSWORD:?set ADMIN_PASSWORD}'), SECRET_SAMPLES.ADMIN_PASSWORD);
  });
});
