#!/usr/bin/env node
// Benchmark of a public read, GET /api/collections/active (the request every storefront page makes),
// through every layer in one run (issue 5, item 6):
//
//   raw               the same bytes from memory, bare node:http, own process   (the ceiling here)
//   direct            the catalog service alone
//   gateway-cached    through the gateway, its edge cache warm
//   gateway-304       through the gateway with If-None-Match: <current ETag>, expecting 304s
//   gateway-uncached  through the gateway of a second store started with EDGE_CACHE_MAX_BYTES=0
//
// then the four ratios against their targets, PASS or MISS. With BENCH_BASELINE_ENTRY (another
// build's all-in-one entry, e.g. main's) the same targets run on both builds in alternating order,
// BENCH_ROUNDS times, and the summary prints them side by side (median and range of each figure):
// how the edge ratios moved, and what a change such as dropping the catalog's own response cache
// costs `direct` and `gateway-uncached` (issue 20). The figures go to
// bench/results/public-read.json. Traffic goes to 127.0.0.1 only; the run is bounded in time and
// stops the stores, the raw server and their temp dirs whatever happens.
//
//   npm run build && npm run bench -w bench      (or: node bench/public-read.bench.mjs)
//   BENCH_BASELINE_ENTRY=/work/main/all-in-one/dist/src/main.js BENCH_ROUNDS=3 npm run bench -w bench
//
// raw, gateway-cached and gateway-304 run in interleaved slices (raw, cached, 304, then again from
// the next one), so each ratio divides figures taken over the same stretch of time on this shared
// machine, whose speed drifts by tens of per cent within a minute; direct and gateway-uncached run
// after them.
//
// Settings (environment): BENCH_SECONDS (default 10) per target, cut into BENCH_SLICES (default 5)
// slices, each after a warm-up that is not counted (2 s before a target's first slice, 1 s before
// the others); BENCH_CONNECTIONS (default 50); BENCH_ENTRY (default all-in-one/dist/src/main.js,
// relative to the repository root); BENCH_BASELINE_ENTRY (none by default); BENCH_ROUNDS (default 1,
// or 2 with a baseline); BENCH_TARGETS (comma-separated target names, default all five; e.g.
// direct,gateway-uncached for a quick look at the proxy hop).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST, get } from './lib/http-get.mjs';
import { combineSlices, load } from './lib/load.mjs';
import { startRawServer } from './lib/raw-server.mjs';
import { machine, printReport, printSummary, ratios, summarise } from './lib/report.mjs';
import { startStore } from './lib/store.mjs';
import { guardRun } from './lib/run-guard.mjs';

const PATH = '/api/collections/active';
const STORE_START_BUDGET_S = 60;

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const entry = resolve(root, process.env.BENCH_ENTRY ?? 'all-in-one/dist/src/main.js');
const baselineEntry = process.env.BENCH_BASELINE_ENTRY
  ? resolve(root, process.env.BENCH_BASELINE_ENTRY)
  : undefined;
const positiveInt = (value, fallback) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const settings = {
  connections: positiveInt(process.env.BENCH_CONNECTIONS, 50),
  pipelining: 1,
  durationSeconds: positiveInt(process.env.BENCH_SECONDS, 10),
  warmupSeconds: 2,
};
const rounds = positiveInt(process.env.BENCH_ROUNDS, baselineEntry ? 2 : 1);
const slices = positiveInt(process.env.BENCH_SLICES, 5);
const builds = [
  { label: 'this build', entry },
  ...(baselineEntry ? [{ label: 'baseline', entry: baselineEntry }] : []),
];
const TARGETS = ['raw', 'direct', 'gateway-cached', 'gateway-304', 'gateway-uncached'];
const chosen = (process.env.BENCH_TARGETS ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = chosen.filter((name) => !TARGETS.includes(name));
if (unknown.length > 0) {
  console.error(`BENCH_TARGETS: unknown target ${unknown.join(', ')} (known: ${TARGETS.join(', ')})`);
  process.exit(1);
}
const wanted = (name) => chosen.length === 0 || chosen.includes(name);

for (const build of builds)
  if (!existsSync(build.entry)) {
    console.error(`${build.entry} does not exist: run \`npm run build\` (in that checkout) first.`);
    process.exit(1);
  }

const perBuildRunMs =
  (2 * STORE_START_BUDGET_S + 5 * (settings.durationSeconds + settings.warmupSeconds + slices + 15)) * 1000;
const budgetMs = rounds * builds.length * perBuildRunMs + 60_000;
// Everything started is stopped on success, failure, Ctrl-C or the watchdog.
const run = guardRun(budgetMs);

/** Starts a store and registers its stop; `stopNow()` stops it early (then cleanup skips it). */
async function store(build, label, env) {
  console.log(`starting the all-in-one store of ${build.label} (${label})`);
  const startedAt = Date.now();
  const s = await startStore({
    entry: build.entry,
    cwd: root,
    env,
    readyPath: PATH,
    timeoutMs: STORE_START_BUDGET_S * 1000,
  });
  run.onCleanup(() => s.stop());
  console.log(
    `  ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s: gateway :${s.port}, catalog :${s.catalogPort}`,
  );
  return s;
}

async function measure(target) {
  console.log(
    `loading ${target.name} (${target.url}): ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s, ${settings.connections} connections`,
  );
  const result = await load(target, settings);
  console.log(
    `  ${result.requestsPerSecMean.toFixed(0)} req/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms`,
  );
  return result;
}

/**
 * Each target's BENCH_SECONDS cut into `slices` slices, run in turn (raw, cached, 304, then cached, 304,
 * raw, ...: each round of slices starts one target later, so no target always follows the same one). The
 * first slice of a target warms it up for settings.warmupSeconds, the others for 1 s (new
 * connections). One result per target, its slices combined (lib/load.mjs combineSlices).
 */
async function measureInterleaved(targets) {
  if (targets.length === 0) return [];
  const sliceSeconds = Math.max(1, settings.durationSeconds / slices);
  console.log(
    `loading ${targets.map((t) => t.name).join(', ')} in ${slices} interleaved slices of ${sliceSeconds.toFixed(1)} s each, ${settings.connections} connections`,
  );
  const done = new Map(targets.map((t) => [t.name, []]));
  for (let slice = 0; slice < slices; slice++)
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(i + slice) % targets.length];
      const warmupSeconds = slice === 0 ? settings.warmupSeconds : 1;
      const result = await load(target, { ...settings, durationSeconds: sliceSeconds, warmupSeconds });
      done.get(target.name).push(result);
    }
  return targets.map((target) => {
    const result = combineSlices(done.get(target.name));
    console.log(
      `  ${target.name}: ${result.requestsPerSecMean.toFixed(0)} req/s (slices ${result.slices.map((s) => s.toFixed(0)).join(', ')}), p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms`,
    );
    return result;
  });
}

const loadAtStart = os.loadavg()[0];
const skipped = {};
const notes = [];
/** { build, round, results, ratios } per run of one build. */
const runs = [];
let response;
let rawServer;

/** One build's targets: a store with the edge cache on, then (for gateway-uncached) one with it off. */
async function runBuild(build, round) {
  const results = [];
  const cached = await store(build, 'edge cache on: default EDGE_CACHE_MAX_BYTES', {});
  const gatewayUrl = `http://${HOST}:${cached.port}${PATH}`;
  const directUrl = `http://${HOST}:${cached.catalogPort}${PATH}`;
  const direct = await get(directUrl);
  if (direct.status !== 200) throw new Error(`the catalog answered ${direct.status} on ${directUrl}`);
  const contentType = direct.headers['content-type'] ?? 'application/json';
  const viaGateway = await get(gatewayUrl);
  const identical = viaGateway.body.equals(direct.body);
  console.log(
    `response: ${direct.body.length} bytes, ${contentType}; through the gateway ${identical ? 'identical' : 'DIFFERENT'}; ` +
      `ETag ${viaGateway.headers.etag ?? '(none)'}; Cache-Control ${viaGateway.headers['cache-control'] ?? '(none)'}`,
  );
  if (!response) response = { bytes: direct.body, contentType, identical };
  // The demo data carries its seeding time, so each store's bytes differ; their size should not.
  else if (response.bytes.length !== direct.body.length)
    notes.push(
      `${build.label} answers ${direct.body.length} bytes, the first store ${response.bytes.length}`,
    );

  // raw, gateway-cached and gateway-304 are measured in interleaved slices (below), so a drift in
  // the machine's speed during the run (other work, the store's own after-start work) weighs on
  // every target alike, and each ratio divides figures of the same moments.
  const sideBySide = [];
  if (wanted('raw')) {
    if (!rawServer) {
      rawServer = await startRawServer(response.bytes, response.contentType);
      run.onCleanup(() => rawServer.stop());
    }
    const rawUrl = `http://${HOST}:${rawServer.port}${PATH}`;
    if (!(await get(rawUrl)).body.equals(response.bytes))
      throw new Error('the raw server does not answer the same bytes');
    sideBySide.push({
      name: 'raw',
      url: rawUrl,
      expectStatus: 200,
      description: 'same bytes, bare node:http',
    });
  }
  if (wanted('gateway-cached'))
    sideBySide.push({
      name: 'gateway-cached',
      url: gatewayUrl,
      expectStatus: 200,
      description: 'gateway, edge cache warm',
    });

  // The 304 target needs the gateway to send an ETag and honour If-None-Match.
  const etag = (await get(gatewayUrl)).headers.etag;
  if (!wanted('gateway-304')) {
    skipped['gateway-304'] = 'not in BENCH_TARGETS';
  } else if (!etag) {
    skipped['gateway-304'] = 'the gateway sends no ETag';
  } else {
    const revalidated = await get(gatewayUrl, { headers: { 'if-none-match': etag } });
    if (revalidated.status !== 304)
      skipped['gateway-304'] = `the gateway answered ${revalidated.status} to If-None-Match: ${etag}`;
    else
      sideBySide.push({
        name: 'gateway-304',
        url: gatewayUrl,
        headers: { 'if-none-match': etag },
        expectStatus: 304,
        description: 'gateway, If-None-Match of the current ETag',
      });
  }
  results.push(...(await measureInterleaved(sideBySide)));
  // direct after them, on its own: its 50 concurrent misses queue PGlite queries, and interleaved,
  // the gateway's slices that followed one ran 30-50 % slower than the others.
  if (wanted('direct'))
    results.push(
      await measure({
        name: 'direct',
        url: directUrl,
        expectStatus: 200,
        description: 'catalog service alone',
      }),
    );
  if (skipped['gateway-304']) console.log(`gateway-304 skipped: ${skipped['gateway-304']}`);
  await cached.stop();

  if (wanted('gateway-uncached')) {
    const uncached = await store(build, 'edge cache off: EDGE_CACHE_MAX_BYTES=0', {
      EDGE_CACHE_MAX_BYTES: '0',
    });
    results.push(
      await measure({
        name: 'gateway-uncached',
        url: `http://${HOST}:${uncached.port}${PATH}`,
        expectStatus: 200,
        description: 'gateway, EDGE_CACHE_MAX_BYTES=0',
      }),
    );
    await uncached.stop();
  }
  for (const name of TARGETS) if (!wanted(name)) skipped[name] ??= 'not in BENCH_TARGETS';

  // The edge cache answers with a strong ETag of its own; without one it is not wired in yet.
  if (!etag || etag.startsWith('W/'))
    notes.push(
      `${build.label}: the gateway's ETag is ${etag ? `weak (${etag})` : 'missing'}: its edge cache is not wired in, ` +
        'so gateway-cached and gateway-uncached ran the same code',
    );
  const ratioRows = ratios(results, skipped);
  console.log(`\n${build.label}, round ${round + 1} of ${rounds}:`);
  printReport(results, ratioRows, []);
  runs.push({ build: build.label, entry: build.entry, round: round + 1, results, ratios: ratioRows, etag });
}

try {
  for (let round = 0; round < rounds; round++) {
    // Alternating order, so a drift in the machine's load hits both builds alike.
    const order = round % 2 === 0 ? builds : [...builds].reverse();
    for (const build of order) await runBuild(build, round);
  }
  const summary = summarise(runs, builds, rounds);
  printSummary(summary, builds, rounds, notes);

  const out = join(here, 'results/public-read.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify(
      {
        benchmark: `GET ${PATH}`,
        date: new Date().toISOString(),
        machine: machine(loadAtStart),
        settings: { ...settings, rounds, builds },
        response: {
          bytes: response.bytes.length,
          contentType: response.contentType,
          gatewayBodyIdentical: response.identical,
        },
        runs,
        summary,
        notes,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`written ${out}`);
  process.exitCode = 0;
} catch (err) {
  console.error(`benchmark failed: ${err.message}`);
  process.exitCode = 1;
} finally {
  await run.finish();
}
