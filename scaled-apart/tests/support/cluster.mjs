// Cluster mode for the scaled-apart tests: each service's built entry (*/dist/src/main.js) as its
// own Node process, as many of each as a test asks, against this machine's PostgreSQL, RabbitMQ
// and Redis. Every run gets its own database, vhost, event namespace and Redis key prefix, so runs
// (and the other suites on the broker) never see each other.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, createTestVhost, testNamespace } from '@atelier/platform/testing';
import { Redis } from 'ioredis';
import pg from 'pg';

const root = fileURLToPath(new URL('../../../', import.meta.url));
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export const ENTRIES = {
  catalog: 'services/catalog/dist/src/main.js',
  'cart-checkout': 'services/cart-checkout/dist/src/main.js',
  notifications: 'services/notifications/dist/src/main.js',
  gateway: 'gateway/dist/src/main.js',
};

/** A loaded 2-core machine starts a Nest process in seconds, not minutes: this is only a backstop. */
const READY_DEADLINE_MS = 120_000;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns something truthy; fails with `what` after `timeoutMs`. */
export async function eventually(what, probe, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** Removes the run's keys (text queue, rate limits, sign-in counts) from the shared Redis. */
async function deleteRedisKeys(prefix) {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }))
      if (keys.length > 0) await redis.unlink(...keys);
  } finally {
    redis.disconnect();
  }
}

/** Waits for `work` up to a minute; a failure or a longer wait is reported, not thrown. */
async function bounded(what, work) {
  let timer;
  const outcome = await Promise.race([
    work.then(
      () => 'done',
      (error) => `failed: ${error.message}`,
    ),
    new Promise((resolve) => (timer = setTimeout(() => resolve('still waiting after 60 s'), 60_000))),
  ]);
  clearTimeout(timer);
  if (outcome !== 'done') console.error(`cleanup: ${what} ${outcome}`);
}

/**
 * One run's isolation: a fresh database, vhost, event namespace and Redis prefix, and the settings
 * every process shares (the internal auth secret the gateways sign with and the services check).
 */
export async function createRun(label) {
  const database = await createTestDatabase(`scaled_${label}`);
  const vhost = await createTestVhost(`scaled-${label}`);
  const redisPrefix = `atelier-test-scaled-${label}-${randomBytes(4).toString('hex')}`;
  const common = {
    PATH: process.env.PATH,
    DATABASE_URL: database.url,
    RABBITMQ_URL: vhost.url,
    EVENT_NAMESPACE: testNamespace(`scaled-${label}`),
    INTERNAL_AUTH_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'info',
  };
  const processes = [];
  const pool = new pg.Pool({ connectionString: database.url, max: 3 });
  // An idle client cut by the database's drop at cleanup must not become an uncaught error.
  pool.on('error', () => undefined);
  return {
    database,
    vhost,
    redisPrefix,
    common,
    processes,
    /** Rows of one query against the run's database. */
    sql: async (text, params = []) => (await pool.query(text, params)).rows,
    /** Starts one process of `service` and waits until its /health/ready answers 200. */
    start: async (service, name, env) => {
      const started = await startProcess(name, ENTRIES[service], { ...common, ...env });
      processes.push(started);
      return started;
    },
    // Each step bounded, and named when slow: a test's cleanup never holds the whole run.
    close: async () => {
      await bounded('stopping the processes', Promise.all(processes.map((p) => p.stop())));
      await bounded('closing the pool', pool.end());
      await bounded(`dropping ${database.name}`, database.drop());
      await bounded(`deleting vhost ${vhost.name}`, vhost.delete());
      await bounded(`deleting Redis keys ${redisPrefix}*`, deleteRedisKeys(redisPrefix));
    },
  };
}

/**
 * Spawns `script` with `env` (PORT must be set) and resolves once /health/ready says 200. Keeps
 * the process's log lines (JSON, pino) so a test can count what each instance did, and prints
 * them when the process dies on its own, so a failure says why.
 */
export async function startProcess(name, script, env) {
  const port = Number(env.PORT);
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = spawn(process.execPath, [script], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  let partial = '';
  const keep = (chunk) => {
    const text = partial + chunk.toString();
    const parts = text.split('\n');
    partial = parts.pop();
    lines.push(...parts);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  let stopping = false;
  const exit = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      if (!stopping)
        console.error(`[${name}] exited on its own (${code ?? signal}):\n${lines.slice(-30).join('\n')}`);
      resolve({ code, signal });
    }),
  );
  const deadline = Date.now() + READY_DEADLINE_MS;
  for (;;) {
    if (exited) throw new Error(`${name} exited before it was ready`);
    const ready = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `${name} was not ready within ${READY_DEADLINE_MS / 1000} s:\n${lines.slice(-30).join('\n')}`,
      );
    }
    await sleep(200);
  }
  return {
    name,
    port,
    url,
    pid: child.pid,
    lines,
    /** Seconds from spawn to ready. */
    readySeconds: (performance.now() - t0) / 1000,
    /** Log records (parsed JSON lines) whose msg matches. */
    logged: (pattern) =>
      lines
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line))
        .filter((record) => pattern.test(record.msg ?? '')),
    /** SIGTERM (as Kubernetes and compose stop a container) and wait for the exit; SIGKILL after 30 s. */
    stop: async () => {
      if (exited) return exit;
      stopping = true;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      const result = await exit;
      clearTimeout(timer);
      return result;
    },
  };
}

/**
 * One JSON call; the admin's cookie and CSRF token, or a shopper's session, when given. With
 * `retry` (an object counting what it retried), a 502/503/504 or a dropped connection is tried
 * again after a pause, up to 8 times, as a shopper presses the button again: a replica that is
 * draining answers 503 to requests that reach it on a connection opened before it left.
 */
export async function call(base, method, path, options = {}) {
  const { retry } = options;
  for (let attempt = 1; ; attempt++) {
    const answer = await callOnce(base, method, path, options).catch((error) => {
      if (!retry || attempt >= 8) throw error;
      return { status: `network error (${error.cause?.code ?? error.message})` };
    });
    const transient = typeof answer.status === 'string' || [502, 503, 504].includes(answer.status);
    if (!retry || !transient || attempt >= 8) return answer;
    const key = `${method} ${path.replace(/\d+/g, ':id')} ${answer.status}`;
    retry[key] = (retry[key] ?? 0) + 1;
    await sleep(250 * attempt);
  }
}

async function callOnce(base, method, path, { body, session, admin, headers = {} } = {}) {
  const sent = { ...headers };
  if (body !== undefined) sent['content-type'] = 'application/json';
  if (session) sent['x-session-id'] = session;
  if (admin) Object.assign(sent, { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken });
  const response = await fetch(`${base}${path}`, {
    method,
    headers: sent,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  let parsed = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // an HTML page or plain text: kept as is
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** Signs in as the admin through a gateway: the session cookie and its CSRF token. */
export async function signIn(gateway, password) {
  const login = await call(gateway.url, 'POST', '/api/auth/login', {
    body: { username: 'admin', password },
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status} ${JSON.stringify(login.body)}`);
  return { cookie: login.headers.get('set-cookie').split(';')[0], csrfToken: login.body.csrfToken };
}

export const newSession = () => randomBytes(18).toString('base64url');
