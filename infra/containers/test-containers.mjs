// npm run test:containers: the store as ops run it, every process in its own container of the one
// image (infra/docker/node-app.Dockerfile), on this machine's PostgreSQL (a fresh database),
// Redis (a key prefix of its own), RabbitMQ (a vhost of its own) and a local S3 (s3rver).
//
// Builds the base images (infra/containers/build-base-images.sh, kept between runs) and the image
// (podman's layer cache keeps reruns fast), runs the release's migrate command, starts each
// process read-only, as uid 10001, without capabilities, waits for its readiness probe, then buys a
// quantity-1 piece and converts a sneak peek whose confirmed signup the worker container texts
// (logged sender), all through the gateway container; then stops every container with SIGTERM
// and checks that each exited 0. Prints the image size and each process's time from `run` to
// ready. Output is node:test's TAP, so scripts/test-all.mjs counts its tests.
//
// Needs root, podman, runc and debootstrap (Debian: apt-get install -y podman runc debootstrap).
// Ports 3400-3406, and 3410-3415 for the processes' metrics (CONTAINERS_PORT_BASE moves them).
// KEEP_CONTAINERS=1 leaves them for a look.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(join(ROOT, 'services/admin-media/package.json'));
const { default: pg } = await import(require.resolve('pg'));
const { default: S3rver } = await import(require.resolve('s3rver'));

const IMAGE = process.env.CONTAINERS_IMAGE ?? 'localhost/atelier:local';
const PODMAN = ['--runtime', 'runc', '--cgroup-manager=cgroupfs'];
// crun fails on this machine's cgroup layout, and runc refuses to start without explicit limits.
const RUN_FLAGS = ['--network', 'host', '--ulimit', 'nofile=20000:20000', '--ulimit', 'nproc=4096:4096'];
// The image's HEALTHCHECK needs systemd timers under podman (none here); the test polls readiness itself.
const HARDENING = [
  '--no-healthcheck',
  '--read-only',
  '--tmpfs',
  '/tmp:rw,size=64m,mode=1777',
  '--cap-drop',
  'ALL',
  '--security-opt',
  'no-new-privileges',
];
const run = randomBytes(3).toString('hex');
const base = Number(process.env.CONTAINERS_PORT_BASE ?? 3400);
const PORTS = {
  gateway: base,
  catalog: base + 1,
  'cart-checkout': base + 2,
  'notifications-api': base + 3,
  'admin-media': base + 4,
  'notifications-worker': base + 5,
  s3: base + 6,
};
// Each process's metrics listener (METRICS_PORT): on the host network they need ports of their own.
const METRICS_PORTS = Object.fromEntries(
  ['gateway', 'catalog', 'cart-checkout', 'notifications-api', 'admin-media', 'notifications-worker'].map(
    (name, i) => [name, base + 10 + i],
  ),
);
const database = `atelier_containers_${run}`;
const vhost = `atelier-containers-${run}`;
const PG_ADMIN = process.env.CONTAINERS_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_URL = Object.assign(new URL(PG_ADMIN), { pathname: `/${database}` }).toString();
const RABBITMQ_URL = `amqp://guest:guest@127.0.0.1:5672/${encodeURIComponent(vhost)}`;
const REDIS_URL = process.env.CONTAINERS_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = randomBytes(32).toString('base64url');
const ADMIN_PASSWORD = `containers-${randomBytes(6).toString('hex')}`;
const GATEWAY = `http://127.0.0.1:${PORTS.gateway}`;
const url = (name) => `http://127.0.0.1:${PORTS[name]}`;

const common = {
  DATABASE_URL,
  // As in Kubernetes and compose: only the migrate command migrates; the others wait for it.
  MIGRATE_ON_START: 'false',
  RABBITMQ_URL,
  EVENT_NAMESPACE: 'atelier',
  LOG_LEVEL: 'info',
  HOST: '127.0.0.1',
};
const secret = { INTERNAL_AUTH_SECRET: SECRET };
const redis = { REDIS_URL, REDIS_KEY_PREFIX: `atelier-containers-${run}` };
/** Each process, in start order (as compose's depends_on), with the environment it is given. */
const PROCESSES = [
  {
    name: 'notifications-api',
    // The API only queues texts; the worker container sends them.
    env: { ...common, ...secret, ...redis, PORT: PORTS['notifications-api'], TEXT_WORKER: 'false' },
  },
  {
    name: 'notifications-worker',
    // No broker and no internal secret: it is given neither.
    env: {
      DATABASE_URL,
      MIGRATE_ON_START: 'false',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      ...redis,
      PORT: PORTS['notifications-worker'],
    },
  },
  {
    // After notifications: its seed's events must find notifications' queues.
    name: 'catalog',
    env: { ...common, ...secret, PORT: PORTS.catalog, SEED_DEMO_DATA: 'true' },
  },
  {
    name: 'admin-media',
    env: {
      ...common,
      ...secret,
      PORT: PORTS['admin-media'],
      SEED_DEMO_DATA: 'true',
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: url('s3'),
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      S3_BUCKET: `atelier-containers-${run}`,
    },
  },
  {
    name: 'cart-checkout',
    env: {
      ...common,
      ...secret,
      PORT: PORTS['cart-checkout'],
      CATALOG_URL: url('catalog'),
      PAYMENT_PROVIDER: 'simulated',
    },
  },
  {
    name: 'gateway',
    env: {
      ...common,
      ...secret,
      ...redis,
      REDIS_KEY_PREFIX: `atelier-containers-${run}:`,
      PORT: PORTS.gateway,
      CATALOG_URL: url('catalog'),
      CART_CHECKOUT_URL: url('cart-checkout'),
      NOTIFICATIONS_URL: url('notifications-api'),
      ADMIN_MEDIA_URL: url('admin-media'),
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD,
      COOKIE_SECURE: 'false',
    },
  },
];
const containerName = (name) => `atelier-ct-${run}-${name}`;

// ------------------------------------------------------------------ helpers

/** Runs a command; resolves { code, stdout, stderr } (never rejects). */
function exec(command, args, { timeout = 120_000, echo = false } = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (echo) process.stderr.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      if (echo) process.stderr.write(chunk);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeout);
    child.on('error', (error) => {
      stderr += String(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolvePromise({ code: code ?? 1, stdout, stderr });
    });
  });
}
const podman = (args, options) => exec('podman', [...PODMAN, ...args], options);
const envFlags = (env) => Object.entries(env).flatMap(([key, value]) => ['-e', `${key}=${value}`]);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(method, path, { body, session, admin } = {}) {
  const headers = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (session) headers['x-session-id'] = session;
  if (admin) Object.assign(headers, { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken });
  const response = await fetch(`${GATEWAY}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let parsed = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // HTML (the web app) stays text.
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** Polls until `check` returns a value (not undefined), or fails after `ms`. */
async function eventually(what, check, ms = 30_000) {
  const deadline = Date.now() + ms;
  let last;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      if (error.fatal) throw error;
      last = error;
    }
    await sleep(250);
  }
  throw new Error(`${what}: not within ${ms / 1000} s${last ? ` (${last.message})` : ''}`);
}

async function ready(name) {
  const response = await fetch(`${url(name)}/health/ready`, { signal: AbortSignal.timeout(2_000) });
  return response.ok ? true : undefined;
}

async function logsOf(name) {
  const { stdout, stderr } = await podman(['logs', containerName(name)]);
  return stdout + stderr;
}

/** A US number whose daytime window (8 am to 8 or 9 pm, by area code) is open now, if any. */
function numberInDaytime(now = new Date()) {
  const zones = [
    ['America/New_York', '212'],
    ['America/Chicago', '312'],
    ['America/Denver', '303'],
    ['America/Los_Angeles', '415'],
    ['America/Anchorage', '907'],
    ['Pacific/Honolulu', '808'],
  ];
  const suffix = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  for (const [timeZone, code] of zones) {
    const hour = Number(
      new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now),
    );
    // An hour's margin before closing (8 pm for the earliest-closing states).
    if (hour >= 8 && hour < 19) return { e164: `+1${code}555${suffix}`, daytime: true };
  }
  return { e164: `+1212555${suffix}`, daytime: false };
}

// ------------------------------------------------------------------ the run

const figures = { image: {}, ready: {}, stop: {}, memory: {} };
const started = new Set();
let s3;
let s3Dir;
let pgAdmin;
const suiteStarted = Date.now();

before(async () => {
  pgAdmin = new pg.Client({ connectionString: PG_ADMIN });
  await pgAdmin.connect();
  await pgAdmin.query(`CREATE DATABASE "${database}"`);
  await exec('rabbitmqctl', ['--quiet', 'add_vhost', vhost]);
  await exec('rabbitmqctl', ['--quiet', 'set_permissions', '-p', vhost, 'guest', '.*', '.*', '.*']);
  s3Dir = mkdtempSync(join(tmpdir(), 'atelier-containers-s3-'));
  s3 = new S3rver({ address: '127.0.0.1', port: PORTS.s3, silent: true, directory: s3Dir });
  await s3.run();
});

after(async () => {
  if (process.env.KEEP_CONTAINERS !== '1')
    for (const name of started) await podman(['rm', '-f', '-t', '0', containerName(name)]);
  await s3?.close().catch(() => undefined);
  if (s3Dir) rmSync(s3Dir, { recursive: true, force: true });
  await exec('rabbitmqctl', ['--quiet', 'delete_vhost', vhost]);
  if (pgAdmin) {
    if (process.env.KEEP_CONTAINERS !== '1')
      await pgAdmin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => undefined);
    await pgAdmin.end();
  }
  const keys = await exec('redis-cli', [
    '-u',
    REDIS_URL,
    '--scan',
    '--pattern',
    `atelier-containers-${run}*`,
  ]);
  const found = keys.stdout.split('\n').filter(Boolean);
  for (let i = 0; i < found.length; i += 500)
    await exec('redis-cli', ['-u', REDIS_URL, 'del', ...found.slice(i, i + 500)]);
  printFigures();
});

function printFigures() {
  const lines = ['', 'containers: figures'];
  if (figures.image.size) {
    lines.push(`  image ${IMAGE}: ${(figures.image.size / 1e6).toFixed(0)} MB`);
    if (figures.image.baseSeconds !== undefined)
      lines.push(
        `  base images: ${figures.image.baseSeconds} s; image build: ${figures.image.buildSeconds} s`,
      );
  }
  for (const [name, ms] of Object.entries(figures.ready))
    lines.push(
      `  ${name.padEnd(22)} run to ready ${(ms / 1000).toFixed(1)} s` +
        (figures.memory[name] ? `, memory after the flows ${figures.memory[name]}` : ''),
    );
  for (const [name, { ms, code }] of Object.entries(figures.stop))
    lines.push(`  ${name.padEnd(22)} SIGTERM to exit ${(ms / 1000).toFixed(1)} s, exit code ${code}`);
  lines.push(`  whole run: ${Math.round((Date.now() - suiteStarted) / 1000)} s`, '');
  // On stderr: the TAP stream on stdout stays parseable.
  process.stderr.write(`${lines.join('\n')}\n`);
}

describe('containers', { concurrency: false }, () => {
  test(
    'the base images exist or are built (debootstrap trixie, node from npm)',
    { timeout: 20 * 60_000 },
    async () => {
      for (const tool of ['podman', 'runc', 'debootstrap'])
        assert.equal(
          (await exec('sh', ['-c', `command -v ${tool}`])).code,
          0,
          `${tool} is missing: apt-get install -y podman runc debootstrap (as root)`,
        );
      const t0 = Date.now();
      const built = await exec('bash', [join(ROOT, 'infra/containers/build-base-images.sh')], {
        timeout: 20 * 60_000,
        echo: true,
      });
      figures.image.baseSeconds = Math.round((Date.now() - t0) / 1000);
      assert.equal(built.code, 0, built.stderr.slice(-2000));
    },
  );

  test('the image builds (multi-stage)', { timeout: 40 * 60_000 }, async () => {
    const t0 = Date.now();
    // CONTAINERS_REUSE_IMAGE=1: run against the image as built before (a quick rerun of the rest).
    const reuse = process.env.CONTAINERS_REUSE_IMAGE === '1';
    const built = reuse
      ? { code: 0, stdout: '', stderr: '' }
      : await podman(
          [
            'build',
            ...RUN_FLAGS,
            '--layers',
            '--format',
            'docker',
            '-f',
            'infra/docker/node-app.Dockerfile',
            '-t',
            IMAGE,
            '.',
          ],
          { timeout: 40 * 60_000 },
        );
    figures.image.buildSeconds = Math.round((Date.now() - t0) / 1000);
    assert.equal(built.code, 0, (built.stdout + built.stderr).slice(-4000));
    // Layers left by earlier builds (untagged, unused as cache by this one) would fill the disk
    // over many runs; this build's own and the ones it reused are kept.
    if (!reuse) await podman(['image', 'prune', '-f', '--filter', 'until=1h']);
    const inspect = await podman(['image', 'inspect', IMAGE, '--format', '{{.Size}} {{.Config.User}}']);
    const [size, user] = inspect.stdout.trim().split(' ');
    figures.image.size = Number(size);
    assert.ok(figures.image.size > 0, inspect.stderr);
    assert.equal(user, '10001:10001', 'the image runs as the unprivileged atelier user (uid >= 10000)');
  });

  test('an unknown process name is refused with a usage line', async () => {
    const r = await podman(['run', '--rm', ...RUN_FLAGS, '--no-healthcheck', IMAGE, 'catalogue']);
    assert.equal(r.code, 64);
    assert.match(r.stderr, /unknown process "catalogue"\nusage: run-process\.mjs <gateway\|catalog\|/);
  });

  test('migrate applies every schema to a fresh database and exits 0', { timeout: 5 * 60_000 }, async () => {
    const r = await podman(
      [
        'run',
        '--rm',
        ...RUN_FLAGS,
        ...HARDENING,
        ...envFlags({ DATABASE_URL, LOG_LEVEL: 'info' }),
        IMAGE,
        'migrate',
      ],
      { timeout: 5 * 60_000 },
    );
    assert.equal(r.code, 0, r.stdout + r.stderr);
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    const { rows } = await client
      .query(
        `SELECT table_schema AS schema FROM information_schema.tables
         WHERE table_name = '_prisma_migrations' ORDER BY table_schema`,
      )
      .finally(() => client.end());
    assert.deepEqual(
      rows.map((row) => row.schema),
      ['admin_media', 'cart_checkout', 'catalog', 'gateway', 'notifications'],
    );
    // A second run (the next release, nothing pending) is a no-op that still exits 0.
    const again = await podman(
      ['run', '--rm', ...RUN_FLAGS, ...HARDENING, ...envFlags({ DATABASE_URL }), IMAGE, 'migrate'],
      { timeout: 5 * 60_000 },
    );
    assert.equal(again.code, 0, again.stdout + again.stderr);
    assert.match(again.stdout, /"applied":0/);
  });

  for (const proc of PROCESSES) {
    proc.env = { ...proc.env, METRICS_PORT: METRICS_PORTS[proc.name], METRICS_HOST: '127.0.0.1' };
    test(`${proc.name} starts in its own container and gets ready`, { timeout: 3 * 60_000 }, async () => {
      const t0 = performance.now();
      const r = await podman([
        'run',
        '-d',
        '--name',
        containerName(proc.name),
        ...RUN_FLAGS,
        ...HARDENING,
        ...envFlags(proc.env),
        IMAGE,
        proc.name,
      ]);
      assert.equal(r.code, 0, r.stderr);
      started.add(proc.name);
      let polls = 0;
      const readyOrExited = async () => {
        // Every few polls: a process that crashed at start fails now, not after the timeout.
        if (++polls % 8 === 0) {
          const state = await podman(['inspect', containerName(proc.name), '--format', '{{.State.Status}}']);
          if (state.stdout.trim() === 'exited')
            throw Object.assign(new Error(`${proc.name} exited before it was ready`), { fatal: true });
        }
        return ready(proc.name);
      };
      try {
        await eventually(`${proc.name} ready`, readyOrExited, 120_000);
      } catch (error) {
        throw new Error(`${error.message}\n${(await logsOf(proc.name)).slice(-3000)}`, { cause: error });
      }
      figures.ready[proc.name] = performance.now() - t0;
      // Its metrics on their own port; its own port has none. The metrics listener opens once the
      // process's start has finished, which for catalog and admin-media includes the demo seed,
      // after the app already answers: wait for it.
      const metrics = await eventually(`${proc.name} metrics`, async () => {
        const response = await fetch(`http://127.0.0.1:${METRICS_PORTS[proc.name]}/metrics`);
        return response.status === 200 ? response.text() : undefined;
      });
      assert.match(metrics, /atelier_http_requests_total/);
      assert.equal((await fetch(`${url(proc.name)}/metrics`)).status, 404);
    });
  }

  let admin;
  test('the gateway container serves the storefront, rendered on the server', async () => {
    const page = await call('GET', '/');
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type'), /text\/html/);
    assert.match(page.body, /<div id="root">\s*<[a-z]/, 'the page is rendered, not an empty shell');
    const login = await call('POST', '/api/auth/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    admin = { cookie: login.headers.get('set-cookie')?.split(';')[0], csrfToken: login.body.csrfToken };
    assert.ok(admin.cookie && admin.csrfToken);
  });

  test('the demo data was seeded although the migrate command created the schemas', async () => {
    const products = await eventually('seeded products', async () => {
      const r = await call('GET', '/api/products');
      const list = Array.isArray(r.body) ? r.body : r.body?.items;
      return r.status === 200 && list?.length > 0 ? list : undefined;
    });
    assert.ok(products.length > 0);
    const hero = await call('GET', '/api/hero-media/active');
    assert.equal(hero.status, 200);
    assert.match(hero.body?.mediaUrl ?? '', /^\/demo\/heroes\//);
  });

  test('a quantity-1 piece is bought once through the gateway; a second shopper is refused', async () => {
    assert.ok(admin, 'signed in');
    const created = await call('POST', '/api/products', {
      admin,
      body: { name: `Containers Piece ${run}`, price: '1200', quantity: 1, description: 'One of a kind' },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const productId = created.body.id;
    const shopper = randomBytes(18).toString('base64url');
    const other = randomBytes(18).toString('base64url');
    // cart-checkout learns of the piece from catalog's event.
    await eventually('the cart takes the piece', async () => {
      const r = await call('POST', '/api/cart', {
        session: shopper,
        body: { productId, quantity: 1, sessionId: shopper },
      });
      if (r.status === 404) return undefined;
      assert.equal(r.status, 201, JSON.stringify(r.body));
      return true;
    });
    const intent = await call('POST', '/api/create-cart-payment-intent', {
      session: shopper,
      body: { sessionId: shopper },
    });
    assert.equal(intent.status, 200, JSON.stringify(intent.body));
    const paid = await call('POST', '/api/checkout/simulated/confirm', {
      session: shopper,
      body: { clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' },
    });
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    const processed = await call('POST', '/api/process-payment', {
      session: shopper,
      body: {
        sessionId: shopper,
        paymentData: {
          recipientName: 'Container Shopper',
          recipientEmail: 'shopper@example.com',
          recipientPhone: '555-010-0199',
          billingAddress: {
            street: '1 Main St',
            city: 'Hudson',
            state: 'NY',
            zipCode: '12534',
            country: 'US',
          },
          sameAsbilling: true,
        },
      },
    });
    assert.equal(processed.status, 200, JSON.stringify(processed.body));
    const product = await call('GET', `/api/products/${productId}`);
    assert.equal(product.body.quantity, 0);
    // Sold: another shopper can no longer hold it.
    const late = await call('POST', '/api/cart', {
      session: other,
      body: { productId, quantity: 1, sessionId: other },
    });
    assert.equal(late.status, 409, JSON.stringify(late.body));
  });

  test(
    'a sneak-peek conversion texts a confirmed signup, sent by the worker container',
    { timeout: 120_000 },
    async () => {
      assert.ok(admin, 'signed in');
      const items = await call('GET', '/api/coming-soon');
      assert.equal(items.status, 200);
      const item = items.body[0];
      assert.ok(item, 'the demo store has sneak-peek items');
      const phone = numberInDaytime();
      // notifications knows the item from catalog's seed events (its only source).
      await eventually('the signup is taken', async () => {
        const r = await call('POST', `/api/coming-soon/${item.id}/notify`, {
          body: { phoneNumber: phone.e164 },
        });
        if (r.status === 404) return undefined;
        assert.equal(r.status, 201, JSON.stringify(r.body));
        return true;
      });
      // The worker sends the confirmation text (in the number's daytime); the admin answers YES for
      // the phone (texts are logged, so replies are simulated).
      if (phone.daytime)
        await eventually('the confirmation text is logged by the worker', async () =>
          (await logsOf('notifications-worker')).includes(phone.e164) ? true : undefined,
        );
      const yes = await call('POST', '/api/sms/simulated-replies', {
        admin,
        body: { phoneNumber: phone.e164, body: 'YES' },
      });
      assert.equal(yes.status, 200, JSON.stringify(yes.body));
      const converted = await call('POST', `/api/coming-soon/${item.id}/convert`, { admin, body: {} });
      assert.ok([200, 201].includes(converted.status), JSON.stringify(converted.body));

      const signup = await eventually(
        'the drop-day text',
        async () => {
          const r = await call('GET', '/api/notification-signups', { admin });
          const mine = r.body.find((s) => s.phoneNumber === phone.e164 && s.comingSoonId === item.id);
          const status = mine?.notification?.status;
          if (phone.daytime) return status === 'sent' ? mine : undefined;
          return status === 'queued' ? mine : undefined;
        },
        60_000,
      );
      if (phone.daytime) {
        assert.equal(signup.notification.status, 'sent');
        const logs = await logsOf('notifications-worker');
        const logged = logs
          .split('\n')
          .filter((line) => line.includes(phone.e164) && line.includes('text logged'));
        assert.equal(logged.length, 2, 'the confirmation and the drop-day text, each once');
        // The API only queued: it sent nothing itself.
        assert.ok(!(await logsOf('notifications-api')).includes('text logged'));
      } else {
        // No US daytime window is open now (about 07:00-13:00 UTC): the worker put the text back
        // until the window opens, which is all it may do.
        assert.equal(signup.notification.status, 'queued');
      }
    },
  );

  test('an admin uploads a photo: admin-media re-encodes it (sharp) into S3, served through the gateway', async () => {
    assert.ok(admin, 'signed in');
    const { default: sharp } = await import('sharp');
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#a0522d' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([jpeg], { type: 'image/jpeg' }), 'chair.jpg');
    const response = await fetch(`${GATEWAY}/api/upload`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken },
      body: form,
    });
    const body = await response.json();
    assert.equal(response.status, 201, JSON.stringify(body));
    assert.equal(body.contentType, 'image/webp');
    const served = await fetch(`${GATEWAY}${body.url}`);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    assert.equal(meta.format, 'webp');
    assert.equal(meta.width, 960);
  });

  test(
    'backup dumps every schema and copies the uploads to S3; restore puts them into an empty store',
    {
      timeout: 5 * 60_000,
    },
    async () => {
      const backupEnv = {
        DATABASE_URL,
        LOG_LEVEL: 'info',
        S3_ENDPOINT: url('s3'),
        S3_ACCESS_KEY: 'S3RVER',
        S3_SECRET_KEY: 'S3RVER',
        S3_BUCKET: `atelier-containers-${run}`,
        BACKUP_BUCKET: `atelier-containers-${run}-backups`,
      };
      const backup = await podman(
        ['run', '--rm', ...RUN_FLAGS, ...HARDENING, ...envFlags(backupEnv), IMAGE, 'backup'],
        {
          timeout: 5 * 60_000,
        },
      );
      assert.equal(backup.code, 0, backup.stdout + backup.stderr);
      assert.match(backup.stdout, /"msg":"backup complete"/);
      const restoredDatabase = `${database}_restored`;
      const admin = new pg.Client({ connectionString: PG_ADMIN });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${restoredDatabase}"`);
      const restoredUrl = Object.assign(new URL(PG_ADMIN), { pathname: `/${restoredDatabase}` }).toString();
      try {
        const listed = await podman([
          'run',
          '--rm',
          ...RUN_FLAGS,
          ...HARDENING,
          ...envFlags(backupEnv),
          IMAGE,
          'restore',
        ]);
        assert.equal(listed.code, 1, 'restore without BACKUP_ID lists the backups and exits 1');
        const id = /"backups":\["([^"]+)"\]/.exec(listed.stdout)?.[1];
        assert.ok(id, listed.stdout + listed.stderr);
        const restore = await podman(
          [
            'run',
            '--rm',
            ...RUN_FLAGS,
            ...HARDENING,
            ...envFlags({
              ...backupEnv,
              DATABASE_URL: restoredUrl,
              S3_BUCKET: `atelier-containers-${run}-restored`,
              BACKUP_ID: id,
            }),
            IMAGE,
            'restore',
          ],
          { timeout: 5 * 60_000 },
        );
        assert.equal(restore.code, 0, restore.stdout + restore.stderr);
        const count = async (connectionString) => {
          const client = new pg.Client({ connectionString });
          await client.connect();
          try {
            return (await client.query('SELECT count(*)::int AS n FROM cart_checkout.orders')).rows[0].n;
          } finally {
            await client.end();
          }
        };
        const orders = await count(DATABASE_URL);
        assert.ok(orders > 0, 'the flows above made an order');
        assert.equal(await count(restoredUrl), orders, 'every order restored');
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS "${restoredDatabase}" WITH (FORCE)`);
        await admin.end();
      }
    },
  );

  test('the processes run as uid 10001 on a read-only root filesystem', async () => {
    const who = await podman(['exec', containerName('catalog'), 'id', '-u']);
    assert.equal(who.stdout.trim(), '10001');
    const write = await podman(['exec', containerName('catalog'), 'sh', '-c', 'touch /app/x']);
    assert.notEqual(write.code, 0, 'the root filesystem took a write');
    assert.match(write.stderr, /Read-only file system/);
  });

  test('memory of each process after the flows (podman stats)', async () => {
    const names = [...started].map(containerName);
    const stats = await podman(['stats', '--no-stream', '--format', '{{.Name}} {{.MemUsage}}', ...names]);
    assert.equal(stats.code, 0, stats.stderr);
    for (const line of stats.stdout.trim().split('\n')) {
      const [name, usage] = [line.slice(0, line.indexOf(' ')), line.slice(line.indexOf(' ') + 1)];
      figures.memory[name.replace(`atelier-ct-${run}-`, '')] = usage.split(' / ')[0];
    }
    assert.equal(Object.keys(figures.memory).length, started.size);
  });

  test('every process stops on SIGTERM and exits 0', { timeout: 5 * 60_000 }, async () => {
    assert.ok(started.size > 0, 'nothing started');
    // The edge first, the worker last, as a rolling stop would.
    for (const name of [...started].reverse()) {
      const t0 = performance.now();
      // SIGTERM (the image's default stop signal through tini), SIGKILL only after 25 s.
      await podman(['stop', '-t', '25', containerName(name)], { timeout: 60_000 });
      const code = Number(
        (await podman(['inspect', containerName(name), '--format', '{{.State.ExitCode}}'])).stdout.trim(),
      );
      figures.stop[name] = { ms: performance.now() - t0, code };
    }
    const failed = Object.entries(figures.stop).filter(([, { code }]) => code !== 0);
    assert.deepEqual(failed, [], 'exit codes after SIGTERM');
    for (const name of started) assert.match(await logsOf(name), /shutting down/);
  });
});
