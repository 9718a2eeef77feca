#!/usr/bin/env node
// npm run start:cluster: one process per service against the machine's PostgreSQL and RabbitMQ.
// Builds what changed, creates the database if needed, then runs catalog, cart-checkout and the
// gateway with the same edge as containers: services on loopback, rate limits in Redis, events over
// RabbitMQ, each process's metrics on a loopback port of its own (9464-9468). Apps start in the
// order their `waitsFor` asks (as compose's depends_on): an event reaches only the queues that
// exist when it is published.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startInOrder } from './start-in-order.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const { resolveAdminPassword, shownAdminPassword } = await import('../all-in-one/dist/src/admin-password.js');

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/atelier';
const rabbitmqUrl = process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// Shared by the gateway (signs admin assertions) and the services (check them); a fresh one per start.
const internalAuthSecret = process.env.INTERNAL_AUTH_SECRET ?? randomBytes(32).toString('base64url');
const port = process.env.PORT ?? '3000';
const catalogPort = process.env.CATALOG_PORT ?? '3101';
const adminMediaPort = process.env.ADMIN_MEDIA_PORT ?? '3104';
const notificationsPort = process.env.NOTIFICATIONS_PORT ?? '3103';
const cartCheckoutPort = process.env.CART_CHECKOUT_PORT ?? '3102';
// Each process serves its metrics on a port of its own, never its app port (METRICS_PORT).
// METRICS_PORT_BASE moves the five (the auction bench's cluster run beside a running cluster).
const metricsBase = Number(process.env.METRICS_PORT_BASE ?? 9464);
const metricsPorts = {
  gateway: metricsBase,
  catalog: metricsBase + 1,
  'admin-media': metricsBase + 2,
  notifications: metricsBase + 3,
  'cart-checkout': metricsBase + 4,
};
const dataDir = resolve(root, process.env.DATA_DIR ?? '.data');
mkdirSync(dataDir, { recursive: true });
const adminPassword = resolveAdminPassword(dataDir, process.env.ADMIN_PASSWORD);

await createDatabaseIfMissing(databaseUrl);

const common = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  INTERNAL_AUTH_SECRET: internalAuthSecret,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
};
const apps = [
  {
    name: 'catalog',
    script: 'services/catalog/dist/src/main.js',
    // HOST is left to its default, loopback: only the gateway is reachable from outside.
    env: { ...common, PORT: catalogPort, RABBITMQ_URL: rabbitmqUrl, SEED_DEMO_DATA: 'true' },
    // Its seed's events must find notifications' queues (its read model has no other source).
    waitsFor: ['notifications'],
  },
  {
    name: 'admin-media',
    script: 'services/admin-media/dist/src/main.js',
    // Uploads in DATA_DIR/uploads unless MEDIA_STORAGE=s3 (with S3_ENDPOINT and keys) says otherwise.
    env: {
      MEDIA_DIR: resolve(dataDir, 'uploads'),
      ...common,
      PORT: adminMediaPort,
      RABBITMQ_URL: rabbitmqUrl,
      SEED_DEMO_DATA: 'true',
    },
  },
  {
    name: 'notifications',
    script: 'services/notifications/dist/src/main.js',
    env: {
      ...common,
      PORT: notificationsPort,
      RABBITMQ_URL: rabbitmqUrl,
      REDIS_URL: redisUrl,
      PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    },
  },
  {
    name: 'cart-checkout',
    script: 'services/cart-checkout/dist/src/main.js',
    // Stripe when PAYMENT_PROVIDER=stripe and its keys are in the environment; simulated otherwise.
    env: {
      ...common,
      PORT: cartCheckoutPort,
      RABBITMQ_URL: rabbitmqUrl,
      CATALOG_URL: `http://127.0.0.1:${catalogPort}`,
    },
    // Its start-up fill reads catalog's products (events from then on keep them current).
    waitsFor: ['catalog'],
  },
  {
    name: 'gateway',
    script: 'gateway/dist/src/main.js',
    env: {
      ...common,
      PORT: port,
      CATALOG_URL: `http://127.0.0.1:${catalogPort}`,
      ADMIN_MEDIA_URL: `http://127.0.0.1:${adminMediaPort}`,
      NOTIFICATIONS_URL: `http://127.0.0.1:${notificationsPort}`,
      CART_CHECKOUT_URL: `http://127.0.0.1:${cartCheckoutPort}`,
      REDIS_URL: redisUrl,
      // Its edge cache drops what the catalog's events make stale (its own queue per instance).
      RABBITMQ_URL: rabbitmqUrl,
      ADMIN_PASSWORD: adminPassword.password,
    },
  },
];

for (const app of apps) app.env.METRICS_PORT = String(metricsPorts[app.name]);

let stopping = false;
const children = [];
function start({ name, script, env }) {
  const child = spawn(process.execPath, [script], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => out.write(chunk.toString().replace(/^(?=.)/gm, `[${name}] `)));
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.error(`[${name}] exited with ${code}; stopping the cluster`);
    stopAll(code ?? 1);
  });
  children.push(child);
}

/** Polls the app's /health/ready until it answers 200 (migrations and subscriptions are done). */
async function whenReady({ name, env }) {
  const deadline = Date.now() + 120_000;
  while (!stopping) {
    const ready = await fetch(`http://127.0.0.1:${env.PORT}/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`${name} was not ready within 2 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

console.log(`\n  Atelier (cluster) starting at http://localhost:${port}\n`);
startInOrder(apps, { start, whenReady }).then(
  () =>
    console.log(
      `\n  Atelier (cluster) ready at http://localhost:${port}\n  Admin: ${process.env.ADMIN_USERNAME ?? 'admin'} / ${shownAdminPassword(adminPassword)}\n` +
        `  Metrics: ${apps.map((app) => `${app.name} http://127.0.0.1:${app.env.METRICS_PORT}/metrics`).join(', ')}\n`,
    ),
  (error) => {
    console.error(`cluster start failed: ${error.message}`);
    stopAll(1);
  },
);

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function createDatabaseIfMissing(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  await client.end();
}
