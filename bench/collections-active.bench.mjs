#!/usr/bin/env node
// Benchmark of GET /api/collections/active, the storefront's hottest read.
//
//   npm run build && npm run bench -w bench      (or: node bench/collections-active.bench.mjs)
//
// In one run it starts the all-in-one store (built: all-in-one/dist/src/main.js)
// on free loopback ports with a fresh DATA_DIR, waits until it is ready, copies
// the catalog's exact response into a raw Node http server (in its own
// process), then loads three targets in turn with the same autocannon settings:
//
//   gateway  http://127.0.0.1:PORT/api/collections/active          (what browsers hit)
//   direct   http://127.0.0.1:CATALOG_PORT/api/collections/active  (catalog service alone)
//   raw      the same bytes from memory, plain node:http            (the ceiling here)
//
// and prints requests/s, latency p50/p99, errors and the ratios gateway/direct
// and direct/raw; the figures go to bench/results/collections-active.json.
// Traffic goes to 127.0.0.1 only; every run is bounded in time and the store,
// the raw server and the temp dir are removed at the end, whatever happens.
//
// Settings (environment): BENCH_SECONDS (default 10) per target after a 2 s
// warm-up that is not counted; BENCH_CONNECTIONS (default 50); BENCH_ENTRY
// (default all-in-one/dist/src/main.js, relative to the repository root).
import { spawn, fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/test-store.mjs';

const HOST = '127.0.0.1';
const PATH = '/api/collections/active';

// ------------------------------------------------------------------ raw server mode
// `node collections-active.bench.mjs --serve-raw` (forked below): receives the
// body and content type over IPC, answers them for every request.
if (process.argv[2] === '--serve-raw') {
  process.on('message', (msg) => {
    if (msg?.type !== 'serve') return;
    const body = Buffer.from(msg.body, 'base64');
    const headers = { 'content-type': msg.contentType, 'content-length': String(body.length) };
    const server = http.createServer((req, res) => {
      res.writeHead(200, headers);
      res.end(body);
    });
    server.keepAliveTimeout = 65_000;
    server.listen(0, HOST, () => process.send({ type: 'listening', port: server.address().port }));
  });
  process.on('disconnect', () => process.exit(0));
} else {
  await main();
}

// ------------------------------------------------------------------ benchmark

async function main() {
  const here = dirname(fileURLToPath(import.meta.url));
  const root = resolve(here, '..');
  // BENCH_ENTRY: another entry point with the same contract (used to test this script).
  const entry = resolve(root, process.env.BENCH_ENTRY ?? 'all-in-one/dist/src/main.js');
  const seconds = positiveInt(process.env.BENCH_SECONDS, 10);
  const connections = positiveInt(process.env.BENCH_CONNECTIONS, 50);
  const warmupSeconds = 2;
  const settings = { connections, pipelining: 1, durationSeconds: seconds, warmupSeconds };
  const loadAtStart = os.loadavg()[0];

  if (!existsSync(entry)) {
    console.error(`${entry} does not exist: run \`npm run build\` at the repository root first.`);
    process.exit(1);
  }

  const { default: autocannon } = await import('autocannon');
  const cleanup = [];
  let cleaned = false;
  const runCleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    for (const fn of cleanup.reverse()) {
      try {
        await fn();
      } catch (err) {
        console.error('cleanup:', err.message);
      }
    }
  };
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.once(sig, () => runCleanup().finally(() => process.exit(130)));
  }
  // Hard stop: the whole run cannot outlive its budget.
  const budgetMs = (60 + 3 * (seconds + warmupSeconds + 15) + 30) * 1000;
  const watchdog = setTimeout(() => {
    console.error(`benchmark exceeded ${budgetMs / 1000} s, stopping`);
    runCleanup().finally(() => process.exit(2));
  }, budgetMs);
  watchdog.unref();

  try {
    // 1. The store.
    const dataDir = mkdtempSync(join(os.tmpdir(), 'atelier-bench-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    let catalogPort = await freePort();
    while (catalogPort === port) catalogPort = await freePort();
    const store = startStore(entry, root, {
      PORT: String(port),
      CATALOG_PORT: String(catalogPort),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'bench-password-123',
      LOG_LEVEL: 'warn',
    });
    cleanup.push(() => store.stop());

    const gatewayUrl = `http://${HOST}:${port}${PATH}`;
    const directUrl = `http://${HOST}:${catalogPort}${PATH}`;
    console.log(
      `starting the all-in-one store (gateway :${port}, catalog :${catalogPort}, DATA_DIR ${dataDir})`,
    );
    const startedAt = Date.now();
    await waitUntil(
      async () =>
        (await get(`http://${HOST}:${port}/health/ready`)).status === 200 &&
        (await get(gatewayUrl)).status === 200,
      60_000,
      () => store.exited,
      (why) => `${why}\n--- store output (tail) ---\n${store.output()}`,
    );
    console.log(`store ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

    // 2. The exact catalog response, served raw.
    const direct = await get(directUrl);
    if (direct.status !== 200) throw new Error(`catalog answered ${direct.status} on ${directUrl}`);
    const contentType = direct.headers['content-type'] ?? 'application/json';
    const viaGateway = await get(gatewayUrl);
    const raw = await startRawServer(direct.body, contentType);
    cleanup.push(() => raw.stop());
    const rawUrl = `http://${HOST}:${raw.port}${PATH}`;
    const rawCheck = await get(rawUrl);
    if (!rawCheck.body.equals(direct.body)) throw new Error('the raw server does not answer the same bytes');
    console.log(
      `response: ${direct.body.length} bytes, ${contentType}; gateway body ${
        viaGateway.body.equals(direct.body) ? 'identical to' : 'DIFFERENT from'
      } the catalog's`,
    );

    // 3. Load each target in turn.
    const targets = [
      { name: 'gateway', url: gatewayUrl, what: 'gateway -> catalog (the public path)' },
      { name: 'direct', url: directUrl, what: 'catalog service alone' },
      { name: 'raw', url: rawUrl, what: 'same bytes from memory, bare node:http' },
    ];
    const results = [];
    for (const t of targets) {
      console.log(
        `\nloading ${t.name} (${t.url}): ${warmupSeconds} s warm-up + ${seconds} s, ${connections} connections`,
      );
      if (store.exited) throw new Error(`the store exited during the benchmark.\n${store.output()}`);
      const r = await autocannon({
        url: t.url,
        connections,
        pipelining: 1,
        duration: seconds,
        timeout: 10,
        warmup: { connections, duration: warmupSeconds },
      });
      results.push({
        target: t.name,
        url: t.url,
        description: t.what,
        requestsPerSecMean: r.requests.mean,
        requestsPerSecStddev: r.requests.stddev,
        latencyMs: {
          p50: r.latency.p50,
          p90: r.latency.p90,
          p99: r.latency.p99,
          mean: r.latency.average,
          max: r.latency.max,
        },
        throughputBytesPerSecMean: r.throughput.mean,
        totalRequests: r.requests.total,
        ok2xx: r['2xx'],
        non2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
        durationSeconds: r.duration,
      });
    }

    // 4. Report.
    const by = Object.fromEntries(results.map((r) => [r.target, r]));
    const ratios = {
      gatewayOverDirect: round(by.gateway.requestsPerSecMean / by.direct.requestsPerSecMean, 3),
      directOverRaw: round(by.direct.requestsPerSecMean / by.raw.requestsPerSecMean, 3),
    };
    printTable(results, ratios);

    const report = {
      benchmark: 'GET /api/collections/active',
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        memoryGiB: round(os.totalmem() / 2 ** 30, 1),
        platform: `${os.platform()} ${os.release()}`,
        node: process.version,
        // Other work on the machine moves the figures: the 1-minute load average before and after.
        loadAverage1m: { atStart: round(loadAtStart, 2), atEnd: round(os.loadavg()[0], 2) },
      },
      settings,
      response: {
        bytes: direct.body.length,
        contentType,
        gatewayBodyIdentical: viaGateway.body.equals(direct.body),
      },
      results,
      ratios,
    };
    const out = join(here, 'results/collections-active.json');
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nwritten ${out}`);
    process.exitCode = 0;
  } catch (err) {
    console.error(`benchmark failed: ${err.message}`);
    process.exitCode = 1;
  } finally {
    await runCleanup();
    clearTimeout(watchdog);
  }
}

// ------------------------------------------------------------------ helpers

function positiveInt(value, fallback) {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function round(n, digits) {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** GET with node:http (no decompression, no keep-alive): { status, headers, body: Buffer }. */
function get(url, timeoutMs = 5000) {
  return new Promise((resolveGet) => {
    const req = http.get(url, { agent: false, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolveGet({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', () => resolveGet({ status: 0, headers: {}, body: Buffer.alloc(0) }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolveGet({ status: 0, headers: {}, body: Buffer.alloc(0) }));
  });
}

async function waitUntil(check, timeoutMs, failedEarly, describeFailure) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (failedEarly()) throw new Error(describeFailure('the store exited before being ready.'));
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(describeFailure(`the store was not ready within ${timeoutMs / 1000} s.`));
}

function startStore(entry, cwd, env) {
  const child = spawn(process.execPath, [entry], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group: whatever it spawns is stopped with it
  });
  let tail = '';
  const keep = (chunk) => {
    tail = (tail + chunk.toString()).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const state = {
    exited: false,
    output: () => tail,
    stop: () =>
      new Promise((resolveStop) => {
        if (state.exited) return resolveStop();
        const kill = (sig) => {
          try {
            process.kill(-child.pid, sig);
          } catch {
            /* already gone */
          }
        };
        const hard = setTimeout(() => kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(hard);
          // Anything left in its process group goes too.
          kill('SIGKILL');
          resolveStop();
        });
        kill('SIGTERM');
      }),
  };
  child.on('exit', () => {
    state.exited = true;
  });
  return state;
}

function startRawServer(body, contentType) {
  return new Promise((resolveServer, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--serve-raw'], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const timer = setTimeout(() => reject(new Error('the raw server did not start')), 10_000);
    child.on('error', reject);
    child.on('message', (msg) => {
      if (msg?.type !== 'listening') return;
      clearTimeout(timer);
      resolveServer({
        port: msg.port,
        stop: () =>
          new Promise((resolveStop) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
            child.once('exit', resolveStop);
            child.kill('SIGTERM');
          }),
      });
    });
    child.send({ type: 'serve', body: body.toString('base64'), contentType });
  });
}

function printTable(results, ratios) {
  const rows = [
    ['target', 'req/s (mean)', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'],
    ...results.map((r) => [
      r.target,
      r.requestsPerSecMean.toFixed(0),
      String(r.latencyMs.p50),
      String(r.latencyMs.p99),
      String(r.errors), // timeouts included
      String(r.non2xx),
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(`\n${line(rows[0])}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows.slice(1)) console.log(line(row));
  console.log(`\ngateway/direct (req/s): ${ratios.gatewayOverDirect}`);
  console.log(`direct/raw     (req/s): ${ratios.directOverRaw}`);
  console.log(`load average (1 min) at the end: ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`);
}
