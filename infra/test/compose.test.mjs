// Checks that infra/docker-compose.yml is a valid Compose file and that it is
// coherent with the repository. Run from the repository root:
//
//   node --test infra/test/
//
// Validation against the Compose Specification is done by a real Compose
// implementation, which only parses (no Docker engine needed):
// `docker compose config` (the v2 plugin) when present, else `docker-compose
// config` (v1, Debian: `apt-get install -y docker-compose`). Without either the
// validation test fails, unless ATELIER_SKIP_COMPOSE_CLI=1 is set.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { imageProcessNames } from './k8s-checks.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const INFRA = join(ROOT, 'infra');
const COMPOSE_FILE = join(INFRA, 'docker-compose.yml');
const ENV_EXAMPLE = join(ROOT, '.env.example');
const HEALTHCHECK_SCRIPT = join(INFRA, 'docker/healthcheck.mjs');
const INSTALL_HINT =
  'install a Compose CLI: `apt-get install -y docker-compose` (or the docker compose plugin)';

// ------------------------------------------------------------------ helpers

function loadCompose(text = readFileSync(COMPOSE_FILE, 'utf8')) {
  return parseYaml(text, { merge: true });
}

/** The Compose CLI found on this machine, as [command, leading args], or null. */
function findComposeCli() {
  const candidates = [
    ['docker', ['compose']],
    ['docker-compose', []],
  ];
  for (const [cmd, args] of candidates) {
    const r = spawnSync(cmd, [...args, 'version'], { encoding: 'utf8', timeout: 20_000 });
    if (r.status === 0) return [cmd, args];
  }
  return null;
}

const SECRET = 'compose-test-secret-0123456789abcdef';

function cleanEnv(extra = {}) {
  const env = { ...process.env };
  delete env.ADMIN_PASSWORD;
  delete env.INTERNAL_AUTH_SECRET;
  delete env.COMPOSE_FILE;
  delete env.COMPOSE_PROJECT_NAME;
  delete env.DOCKER_HOST; // config must not need an engine
  return { ...env, ...extra };
}

/** Runs `<compose> -f file config -q`; returns { ok, output }. */
function composeConfig(cli, file, env) {
  const [cmd, args] = cli;
  const r = spawnSync(cmd, [...args, '-p', 'atelier-test', '-f', file, 'config', '-q'], {
    cwd: dirname(file),
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return {
    ok: r.status === 0,
    output: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? String(r.error) : ''}`,
  };
}

/** Keys documented in an env example file (`KEY=value`, also as `# KEY=value`). */
export function documentedVariables(text) {
  const names = new Set();
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*(?:#\s*)?(?:export\s+)?([A-Z][A-Z0-9_]*)\s*=/.exec(line);
    if (m) names.add(m[1]);
  }
  return names;
}

function environmentOf(service) {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((entry) => {
        const i = String(entry).indexOf('=');
        return i < 0 ? [entry, undefined] : [entry.slice(0, i), entry.slice(i + 1)];
      }),
    );
  }
  return env;
}

function dependsOnOf(service) {
  const d = service.depends_on ?? {};
  if (Array.isArray(d)) return Object.fromEntries(d.map((name) => [name, { condition: 'service_started' }]));
  return d;
}

function healthcheckText(service) {
  const t = service.healthcheck?.test;
  return Array.isArray(t) ? t.join(' ') : String(t ?? '');
}

/** Variables interpolated anywhere in the file: ${VAR}, ${VAR:-x}, ${VAR:?x}, $VAR ($$ is an escape). */
function interpolatedVariables(text) {
  const names = new Set();
  const re = /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)[^}]*\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;
  for (const m of text.matchAll(re)) {
    if (m[1]) names.add(m[1]);
    else if (m[2]) names.add(m[2]);
  }
  return names;
}

function urlHost(value) {
  if (typeof value !== 'string' || !/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return null;
  try {
    // A required or defaulted variable (a password) stands for some value: the host is what matters.
    const u = new URL(value.replace(/\$\{[^}]*\}/g, 'x'));
    return { host: u.hostname, port: u.port };
  } catch {
    return null;
  }
}

/** A one-off service (the migrate command): runs to completion once, never restarted. */
const isOneOff = (service) => service?.restart === 'no';

/**
 * Everything that makes the compose file incoherent with itself or with the
 * repository, as a list of human-readable problems (empty when all is well).
 * App services are the ones with a `build:` section; one-off ones (restart: 'no')
 * have no healthcheck and are waited for with service_completed_successfully.
 */
export function coherenceProblems(
  doc,
  { composeDir = INFRA, documented = null, sourceText = '', processNames = imageProcessNames() } = {},
) {
  const problems = [];
  const services = doc?.services ?? {};
  const names = Object.keys(services);
  const apps = names.filter((n) => services[n].build);
  const infra = names.filter((n) => !services[n].build);
  if (apps.length === 0) problems.push('no app service (one with build:)');
  if (!services.gateway?.build) problems.push('no gateway app service');

  for (const name of names) {
    const svc = services[name];
    if (!svc.restart) problems.push(`${name}: no restart policy`);
    const hc = svc.healthcheck;
    const noHealthcheck =
      !hc?.test || hc.disable === true || (Array.isArray(hc.test) && hc.test[0] === 'NONE');
    if (noHealthcheck && !isOneOff(svc)) problems.push(`${name}: no healthcheck`);
    // Published ports: only the edge proxy (the gateway publishes none, so it scales).
    if (svc.ports && svc.ports.length > 0 && name !== 'edge') {
      problems.push(`${name}: publishes ports ${JSON.stringify(svc.ports)} (only the edge proxy may)`);
    }
    // depends_on targets exist, are healthchecked, and are waited for healthy.
    for (const [dep, spec] of Object.entries(dependsOnOf(svc))) {
      const expected = isOneOff(services[dep]) ? 'service_completed_successfully' : 'service_healthy';
      if (!services[dep]) problems.push(`${name}: depends_on unknown service ${dep}`);
      else if (!isOneOff(services[dep]) && !services[dep].healthcheck?.test)
        problems.push(`${name}: depends_on ${dep}, which has no healthcheck`);
      if (spec?.condition !== expected) {
        problems.push(
          `${name}: depends_on ${dep} with condition ${spec?.condition ?? '(none)'}, not ${expected}`,
        );
      }
    }
    // Named volumes are declared at the top level.
    for (const v of svc.volumes ?? []) {
      const source = typeof v === 'string' ? v.split(':')[0] : v.type === 'volume' ? v.source : null;
      if (source && !/^[./~]/.test(source) && !(doc.volumes && source in doc.volumes)) {
        problems.push(`${name}: volume ${source} is not declared under volumes:`);
      }
    }
  }

  for (const name of apps) {
    const svc = services[name];
    const env = environmentOf(svc);
    // The image's command names one of its processes (infra/docker/run-process.mjs).
    const command = Array.isArray(svc.command) ? svc.command : String(svc.command ?? '').split(/\s+/);
    if (processNames && !(command.length === 1 && processNames.includes(command[0])))
      problems.push(`${name}: command ${JSON.stringify(svc.command)} names no process of the image`);
    // Healthcheck on the app's own /health/ready, on its own PORT.
    const hc = healthcheckText(svc);
    if (!isOneOff(svc) && !hc.includes('/health/ready'))
      problems.push(`${name}: healthcheck does not probe /health/ready`);
    if (env.PORT && !new RegExp(`:${env.PORT}/`).test(hc)) {
      problems.push(`${name}: healthcheck does not target its PORT ${env.PORT}`);
    }
    // Waits for its infrastructure.
    const deps = dependsOnOf(svc);
    if (Object.keys(deps).length === 0) problems.push(`${name}: no depends_on`);
    for (const [key, value] of Object.entries(env)) {
      const target = urlHost(value);
      if (!target || !services[target.host]) continue;
      if (!['service_healthy', 'service_completed_successfully'].includes(deps[target.host]?.condition)) {
        problems.push(
          `${name}: ${key} points at ${target.host}, which is not in depends_on with service_healthy`,
        );
      }
      const targetPort = environmentOf(services[target.host]).PORT;
      if (services[target.host].build && targetPort && target.port && target.port !== String(targetPort)) {
        problems.push(`${name}: ${key} uses port ${target.port} but ${target.host} listens on ${targetPort}`);
      }
    }
    // The Dockerfile and the APP it builds exist.
    const build = typeof svc.build === 'string' ? { context: svc.build } : svc.build;
    const context = resolve(composeDir, build.context ?? '.');
    const dockerfile = resolve(context, build.dockerfile ?? 'Dockerfile');
    if (!existsSync(context) || !statSync(context).isDirectory()) {
      problems.push(`${name}: build context ${context} does not exist`);
    }
    if (!existsSync(dockerfile)) {
      problems.push(`${name}: Dockerfile ${dockerfile} does not exist`);
    } else {
      const text = readFileSync(dockerfile, 'utf8');
      const args = build.args ?? {};
      const argMap = Array.isArray(args) ? Object.fromEntries(args.map((a) => a.split('='))) : args;
      for (const arg of Object.keys(argMap)) {
        if (!new RegExp(`^\\s*ARG\\s+${arg}\\b`, 'm').test(text)) {
          problems.push(`${name}: build arg ${arg} is not declared by ${build.dockerfile}`);
        }
      }
      if (argMap.APP && !existsSync(join(context, argMap.APP, 'package.json'))) {
        problems.push(`${name}: APP=${argMap.APP} is not a workspace folder with a package.json`);
      }
    }
  }
  // The edge proxy publishes the store on a host port (HTTP_PORT, default 3000) and waits for a gateway.
  const published = (services.edge?.ports ?? []).map((p) =>
    typeof p === 'object' ? `${p.published}:${p.target}` : String(p),
  );
  if (!published.some((p) => /:3000$/.test(p))) problems.push('edge: does not publish the store (…:3000)');
  if (dependsOnOf(services.edge ?? {}).gateway?.condition !== 'service_healthy')
    problems.push('edge: does not wait for a healthy gateway');

  // Infrastructure services are images, never built, and have no published ports (checked above).
  for (const name of infra) {
    if (!services[name].image) problems.push(`${name}: infrastructure service without image`);
  }

  if (documented) {
    for (const name of apps) {
      for (const key of Object.keys(environmentOf(services[name]))) {
        if (!documented.has(key))
          problems.push(`${name}: environment variable ${key} is not documented in .env.example`);
      }
    }
    for (const v of interpolatedVariables(sourceText)) {
      if (!documented.has(v)) problems.push(`interpolated variable ${v} is not documented in .env.example`);
    }
  }
  return problems;
}

// ------------------------------------------------------------------ tests

const SOURCE = readFileSync(COMPOSE_FILE, 'utf8');
const DOC = loadCompose(SOURCE);
const clone = () => structuredClone(DOC);

describe('docker-compose.yml against the Compose Specification', () => {
  const cli = findComposeCli();
  const skip =
    !cli && process.env.ATELIER_SKIP_COMPOSE_CLI === '1' ? `no Compose CLI (${INSTALL_HINT})` : false;
  let dir;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'atelier-compose-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  // A copy outside infra/ (build contexts made absolute) to run broken variants on.
  const relocated = SOURCE.replace(/^(\s*context:\s*)\.\.\s*$/m, `$1${JSON.stringify(ROOT)}`);
  const copyWith = (name, edit) => {
    const text = edit(relocated);
    const file = join(dir, name);
    writeFileSync(file, text);
    return { file, text };
  };

  // Every variable the file requires (compose stops without one): the secrets and passwords.
  const REQUIRED = {
    ADMIN_PASSWORD: 'test-password',
    INTERNAL_AUTH_SECRET: SECRET,
    POSTGRES_PASSWORD: 'pg-test-password',
    RABBITMQ_PASSWORD: 'mq-test-password',
    MINIO_PASSWORD: 'minio-test-password',
  };
  const without = (name) => Object.fromEntries(Object.entries(REQUIRED).filter(([key]) => key !== name));

  test('a Compose CLI is available', { skip }, () => {
    assert.ok(cli, `no Compose CLI found: ${INSTALL_HINT}`);
  });

  test('the file is valid (with the required variables set)', { skip: skip || !cli }, () => {
    const r = composeConfig(cli, COMPOSE_FILE, cleanEnv(REQUIRED));
    assert.ok(r.ok, r.output);
  });

  for (const name of Object.keys(REQUIRED))
    test(`${name} is required`, { skip: skip || !cli }, () => {
      const r = composeConfig(cli, COMPOSE_FILE, cleanEnv(without(name)));
      assert.equal(r.ok, false, `config succeeded without ${name}`);
      assert.match(r.output, new RegExp(name));
    });

  test('the relocated copy used for negative cases is itself valid', { skip: skip || !cli }, () => {
    const { file } = copyWith('same.yml', (t) => t);
    const r = composeConfig(cli, file, cleanEnv(REQUIRED));
    assert.ok(r.ok, r.output);
  });

  const broken = {
    'an unknown depends_on condition': (t) =>
      t.replace('condition: service_healthy', 'condition: service_maybe'),
    'a misspelled healthcheck key': (t) =>
      t.replace(/(\n\s+)test: (\[\s*['"]CMD['"],\s*['"]redis-cli['"])/, '$1tset: $2'),
    'an unknown service key': (t) =>
      t.replace(/\n {2}redis:\n/, '\n  redis:\n    restart_policy_typo: always\n'),
    'a malformed port': (t) => t.replace(/(['"])\$\{HTTP_PORT:-3000\}:3000\1/, "'three-thousand'"),
    'a missing build context': (t) => t.replace(/^(\s*context:\s*).*$/m, '$1/nonexistent/atelier-context'),
  };
  for (const [what, edit] of Object.entries(broken)) {
    // Compose v1 checks that a local build context exists; v2 leaves that to `build`.
    const v1Only = what === 'a missing build context' && cli?.[0] === 'docker';
    test(
      `the validator rejects ${what}`,
      { skip: skip || !cli || (v1Only && 'only Compose v1 checks it') },
      () => {
        const { file, text } = copyWith('broken.yml', edit);
        assert.notEqual(text, relocated, 'the edit changed nothing');
        const r = composeConfig(cli, file, cleanEnv(REQUIRED));
        assert.equal(r.ok, false, `config accepted ${what}`);
      },
    );
  }
});

describe('docker-compose.yml coherence', () => {
  test('has the expected services', () => {
    assert.deepEqual(Object.keys(DOC.services).sort(), [
      'admin-media',
      'backup',
      'cart-checkout',
      'catalog',
      'edge',
      'gateway',
      'migrate',
      'minio',
      'notifications-api',
      'notifications-worker',
      'postgres',
      'rabbitmq',
      'redis',
      'restore',
    ]);
    assert.equal(DOC.services.postgres.image, 'postgres:16');
    assert.equal(DOC.services.rabbitmq.image, 'rabbitmq:3.13-management');
    assert.equal(DOC.services.redis.image, 'redis:7');
    for (const [name, svc] of Object.entries(DOC.services))
      if (svc.image && !svc.build)
        assert.doesNotMatch(svc.image, /:latest$|^[^:]+$/, `${name}: pin its image's tag`);
  });

  test('no password is written in the file: each is a required variable', () => {
    const required = (name) => new RegExp(`^\\$\\{${name}:\\?`);
    assert.match(DOC.services.postgres.environment.POSTGRES_PASSWORD, required('POSTGRES_PASSWORD'));
    assert.match(DOC.services.rabbitmq.environment.RABBITMQ_DEFAULT_PASS, required('RABBITMQ_PASSWORD'));
    assert.match(DOC.services.minio.environment.MINIO_ROOT_PASSWORD, required('MINIO_PASSWORD'));
    for (const [name, svc] of Object.entries(DOC.services)) {
      const env = environmentOf(svc);
      if (env.DATABASE_URL)
        assert.match(env.DATABASE_URL, /:\$\{POSTGRES_PASSWORD:\?[^}]*\}@/, `${name}: DATABASE_URL`);
      if (env.RABBITMQ_URL)
        assert.match(env.RABBITMQ_URL, /:\$\{RABBITMQ_PASSWORD:\?[^}]*\}@/, `${name}: RABBITMQ_URL`);
      if (env.S3_SECRET_KEY)
        assert.match(env.S3_SECRET_KEY, required('MINIO_PASSWORD'), `${name}: S3_SECRET_KEY`);
    }
  });

  test('only the migrate service migrates; the gateway scales behind the edge proxy', () => {
    for (const [name, svc] of Object.entries(DOC.services))
      if (svc.build && environmentOf(svc).PORT !== undefined)
        assert.equal(String(environmentOf(svc).MIGRATE_ON_START), 'false', `${name}: migrates at start`);
    assert.equal(DOC.services.gateway.ports, undefined, 'the gateway publishes no port');
  });

  test('infrastructure healthchecks use the expected probes', () => {
    assert.match(healthcheckText(DOC.services.postgres), /pg_isready/);
    assert.match(healthcheckText(DOC.services.rabbitmq), /rabbitmq-diagnostics -q ping/);
    assert.match(healthcheckText(DOC.services.redis), /redis-cli ping/);
    assert.match(healthcheckText(DOC.services.minio), /\/minio\/health\/live/);
  });

  test('every app service runs the one image, read-only, the command picking the process', () => {
    const apps = Object.entries(DOC.services).filter(([, svc]) => svc.build);
    assert.deepEqual(new Set(apps.map(([, svc]) => svc.image)), new Set(['atelier:local']));
    assert.deepEqual(apps.map(([, svc]) => svc.command[0]).sort(), [...imageProcessNames()].sort());
    for (const [name, svc] of apps) {
      assert.equal(svc.read_only, true, `${name}: root filesystem not read-only`);
      assert.deepEqual(svc.cap_drop, ['ALL'], `${name}: capabilities kept`);
    }
  });

  test('everything waits for the migrate command to finish (but restore, which needs an empty database)', () => {
    for (const [name, svc] of Object.entries(DOC.services))
      if (svc.build && name !== 'migrate' && name !== 'restore')
        assert.equal(dependsOnOf(svc).migrate?.condition, 'service_completed_successfully', name);
  });

  test('app services: healthchecks, depends_on service_healthy, Dockerfiles, only the gateway publishes', () => {
    assert.deepEqual(coherenceProblems(DOC), []);
  });

  test('the event consumers without a start-up fill are subscribed before catalog publishes its seed', () => {
    // notifications' sneak-peek read model comes only from catalog's events (it never calls catalog).
    assert.equal(dependsOnOf(DOC.services.catalog)['notifications-api']?.condition, 'service_healthy');
    assert.equal(dependsOnOf(DOC.services['notifications-api']).catalog, undefined);
    // cart-checkout fills its product model from catalog at start-up, so it comes after catalog.
    assert.equal(dependsOnOf(DOC.services['cart-checkout']).catalog?.condition, 'service_healthy');
  });

  test('app service environment matches the brief', () => {
    const catalog = environmentOf(DOC.services.catalog);
    assert.equal(String(catalog.PORT), '3101');
    assert.equal(
      catalog.DATABASE_URL,
      'postgres://atelier:${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}@postgres:5432/atelier',
    );
    assert.equal(
      catalog.RABBITMQ_URL,
      'amqp://atelier:${RABBITMQ_PASSWORD:?set RABBITMQ_PASSWORD}@rabbitmq:5672',
    );
    assert.equal(catalog.HOST, '0.0.0.0', 'services default to loopback; containers open them explicitly');
    const secret = '${INTERNAL_AUTH_SECRET:?set INTERNAL_AUTH_SECRET (32+ random characters)}';
    assert.equal(catalog.INTERNAL_AUTH_SECRET, secret);
    const gateway = environmentOf(DOC.services.gateway);
    assert.equal(String(gateway.PORT), '3000');
    assert.equal(gateway.CATALOG_URL, 'http://catalog:3101');
    assert.equal(gateway.ADMIN_PASSWORD, '${ADMIN_PASSWORD:?set ADMIN_PASSWORD}');
    assert.equal(String(gateway.COOKIE_SECURE), 'false');
    assert.equal(gateway.NOTIFICATIONS_URL, 'http://notifications-api:3103');
    // The text worker gets no broker and no internal secret; the API leaves the texts to it.
    const worker = environmentOf(DOC.services['notifications-worker']);
    assert.equal(worker.RABBITMQ_URL, undefined);
    assert.equal(worker.INTERNAL_AUTH_SECRET, undefined);
    assert.equal(String(environmentOf(DOC.services['notifications-api']).TEXT_WORKER), 'false');
    assert.equal(gateway.INTERNAL_AUTH_SECRET, secret);
    assert.equal(gateway.REDIS_URL, 'redis://redis:6379');
  });

  test(
    'every environment variable of the app services is documented in .env.example',
    { skip: existsSync(ENV_EXAMPLE) ? false : '.env.example is absent at the repository root' },
    () => {
      const documented = documentedVariables(readFileSync(ENV_EXAMPLE, 'utf8'));
      assert.deepEqual(coherenceProblems(DOC, { documented, sourceText: SOURCE }), []);
    },
  );

  // Negative cases: the checker must catch each defect.
  const defects = {
    'a missing app healthcheck': [(d) => delete d.services.gateway.healthcheck, /gateway: no healthcheck/],
    'a healthcheck not on /health/ready': [
      (d) =>
        (d.services.catalog.healthcheck.test = [
          'CMD',
          'node',
          '/opt/atelier/healthcheck.mjs',
          'http://127.0.0.1:3101/health/live',
        ]),
      /catalog: healthcheck does not probe \/health\/ready/,
    ],
    'a dependency not waited for healthy': [
      (d) => (d.services.catalog.depends_on.rabbitmq.condition = 'service_started'),
      /catalog: depends_on rabbitmq with condition service_started/,
    ],
    'an infrastructure URL without depends_on': [
      (d) => delete d.services.catalog.depends_on.postgres,
      /catalog: DATABASE_URL points at postgres/,
    ],
    'a port published by another service': [
      (d) => (d.services.catalog.ports = ['3101:3101']),
      /catalog: publishes ports/,
    ],
    'a port published by infrastructure': [
      (d) => (d.services.postgres.ports = ['5432:5432']),
      /postgres: publishes ports/,
    ],
    'a missing Dockerfile': [
      (d) => (d.services.catalog.build.dockerfile = 'infra/docker/missing.Dockerfile'),
      /catalog: Dockerfile .* does not exist/,
    ],
    'a command the image does not have': [
      (d) => (d.services.catalog.command = ['catalogue']),
      /catalog: command \["catalogue"\] names no process of the image/,
    ],
    'a wait for the migrate command that does not wait for it to finish': [
      (d) => (d.services.catalog.depends_on.migrate.condition = 'service_started'),
      /catalog: depends_on migrate with condition service_started, not service_completed_successfully/,
    ],
    'a wrong CATALOG_URL port': [
      (d) => (d.services.gateway.environment.CATALOG_URL = 'http://catalog:9999'),
      /gateway: CATALOG_URL uses port 9999/,
    ],
    'an undeclared named volume': [
      (d) => (d.services.redis.volumes = ['cache:/data']),
      /redis: volume cache is not declared/,
    ],
    'a missing restart policy': [(d) => delete d.services.catalog.restart, /catalog: no restart policy/],
  };
  for (const [what, [mutate, expected]] of Object.entries(defects)) {
    test(`the checker reports ${what}`, () => {
      const doc = clone();
      mutate(doc);
      const problems = coherenceProblems(doc);
      assert.ok(
        problems.some((p) => expected.test(p)),
        `expected a problem matching ${expected}, got ${JSON.stringify(problems)}`,
      );
    });
  }

  test('the checker reports an undocumented environment variable', () => {
    const doc = clone();
    doc.services.gateway.environment.SURPRISE_FLAG = '1';
    const documented = new Set([
      ...Object.keys(environmentOf(DOC.services.catalog)),
      ...Object.keys(environmentOf(DOC.services['cart-checkout'])),
      ...Object.keys(environmentOf(DOC.services['admin-media'])),
      ...Object.keys(environmentOf(DOC.services['notifications-api'])),
      ...Object.keys(environmentOf(DOC.services['notifications-worker'])),
      ...Object.keys(environmentOf(DOC.services.migrate)),
      ...Object.keys(environmentOf(DOC.services.gateway)),
      ...Object.keys(environmentOf(DOC.services.restore)),
      ...interpolatedVariables(SOURCE),
    ]);
    const problems = coherenceProblems(doc, { documented, sourceText: SOURCE });
    assert.deepEqual(problems, [
      'gateway: environment variable SURPRISE_FLAG is not documented in .env.example',
    ]);
  });

  test('.env.example parsing reads KEY=value and commented # KEY=value lines', () => {
    const names = documentedVariables(
      '# comment\nPORT=3000\n# ADMIN_PASSWORD=\nexport LOG_LEVEL=info\nnot a var\n',
    );
    assert.deepEqual([...names].sort(), ['ADMIN_PASSWORD', 'LOG_LEVEL', 'PORT']);
  });
});

describe('node-app.Dockerfile', () => {
  const text = readFileSync(join(INFRA, 'docker/node-app.Dockerfile'), 'utf8');

  test('is multi-stage on the local bases, builds, keeps only the traced files, runs as non-root', () => {
    assert.match(text, /^ARG BUILD_IMAGE=localhost\/atelier-node-build:/m);
    assert.match(text, /^ARG RUNTIME_IMAGE=localhost\/atelier-node:/m);
    assert.ok((text.match(/^FROM /gm) ?? []).length >= 2, 'not multi-stage');
    assert.match(text, /^RUN .*npm ci\b/m);
    assert.match(text, /nx run-many -t build/);
    assert.match(text, /node infra\/docker\/runtime-files\.mjs/);
    assert.ok(text.indexOf('run-many -t build') < text.indexOf('runtime-files.mjs'), 'trace before build');
    const userLines = text.match(/^USER\s+(\S+)/gm) ?? [];
    assert.ok(userLines.length > 0 && !/root|\b0\b/.test(userLines.at(-1)), 'final USER is not unprivileged');
    assert.match(
      text,
      /^ENTRYPOINT \["\/usr\/bin\/tini", "--", "node", "\/app\/infra\/docker\/run-process\.mjs"\]/m,
    );
  });

  test('every local file it COPYs exists', () => {
    for (const m of text.matchAll(/^COPY\s+(?!--from)(?:--\S+\s+)*(.+)$/gm)) {
      const parts = m[1].trim().split(/\s+/);
      for (const src of parts.slice(0, -1)) {
        if (src === '.') continue;
        assert.ok(existsSync(join(ROOT, src)), `COPY source ${src} does not exist`);
      }
    }
  });

  test('.dockerignore keeps heavy and generated folders out of the context', () => {
    const ignore = readFileSync(join(ROOT, '.dockerignore'), 'utf8').split(/\r?\n/);
    for (const pattern of ['**/node_modules', '**/dist', '.git', '.nx', '.data', 'e2e/screenshots']) {
      assert.ok(ignore.includes(pattern), `.dockerignore lacks ${pattern}`);
    }
    assert.ok(ignore.includes('!infra/docker'), 'the healthcheck script must stay in the context');
  });
});

describe('healthcheck.mjs', () => {
  let server;
  let base;
  before(async () => {
    server = createServer((req, res) => {
      res.statusCode = req.url === '/health/ready' ? 200 : 503;
      res.end();
    });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  after(() => server.close());

  const run = (url) =>
    new Promise((resolvePromise) => {
      import('node:child_process').then(({ execFile }) =>
        execFile(process.execPath, [HEALTHCHECK_SCRIPT, url], { timeout: 15_000 }, (err) =>
          resolvePromise(err ? (err.code ?? 1) : 0),
        ),
      );
    });

  test('exits 0 on 2xx', async () => assert.equal(await run(`${base}/health/ready`), 0));
  test('exits 1 on 503', async () => assert.equal(await run(`${base}/health/down`), 1));
  test('exits 1 when nothing listens', async () => {
    const port = server.address().port;
    const closed = createServer();
    await new Promise((r) => closed.listen(0, '127.0.0.1', r));
    const freePort = closed.address().port;
    await new Promise((r) => closed.close(r));
    assert.notEqual(freePort, port);
    assert.equal(await run(`http://127.0.0.1:${freePort}/health/ready`), 1);
  });
});
