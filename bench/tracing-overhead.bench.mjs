#!/usr/bin/env node
// What tracing costs (issue 17): the public-read bench's request, GET /api/collections/active,
// through the gateway with the edge cache off (so every request crosses gateway -> catalog, the
// traced hops) and on (the edge answers from memory). For each, two all-in-one stores are started
// side by side in one run, one with tracing off and one with tracing on (OTLP over http/protobuf to
// a local sink that accepts and drops the spans, sampling OTEL_TRACES_SAMPLER=parentbased_traceidratio
// at BENCH_TRACE_RATIO, default 0.1), and loaded in alternating rounds (on, off, off, on, ...) so
// that drift in the machine's load hits both alike. Prints each round, requests per second and CPU
// per request of each store, and the ratio on/off (aim: at least 0.90, i.e. at most 10 % fewer).
//
//   npm run build && npm run bench:tracing -w bench     (or: node bench/tracing-overhead.bench.mjs)
//
// Settings (environment): BENCH_SECONDS (default 10) per round after a 2 s warm-up that is not
// counted; BENCH_ROUNDS (default 3) per store; BENCH_CONNECTIONS (default 50); BENCH_TRACE_RATIO
// (default 0.1); BENCH_EDGE (`off`, `on` or both, the default); BENCH_PORT_BASE (default: free
// ports): the first of ten consecutive ports the two stores' gateway and services listen on. Figures
// go to bench/results/tracing-overhead.json.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST } from './lib/http-get.mjs';
import { load } from './lib/load.mjs';
import { cpuSeconds } from './lib/process-cpu.mjs';
import { machine } from './lib/report.mjs';
import { guardRun } from './lib/run-guard.mjs';
import { startStore } from './lib/store.mjs';

const PATH = '/api/collections/active';
const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const entry = resolve(root, 'all-in-one/dist/src/main.js');
const positive = (value, fallback) => {
  const n = Number(value ?? '');
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const settings = {
  connections: positive(process.env.BENCH_CONNECTIONS, 50),
  pipelining: 1,
  durationSeconds: positive(process.env.BENCH_SECONDS, 10),
  warmupSeconds: 2,
  rounds: Math.round(positive(process.env.BENCH_ROUNDS, 3)),
};
const ratio = positive(process.env.BENCH_TRACE_RATIO, 0.1);
const portBase = positive(process.env.BENCH_PORT_BASE, 0);
const edgeModes = ['off', 'on'].filter((mode) => (process.env.BENCH_EDGE ?? mode) === mode);
if (!existsSync(entry)) {
  console.error(`${entry} does not exist: run \`npm run build\` at the repository root first.`);
  process.exit(1);
}
const run = guardRun(
  (edgeModes.length *
    (2 * 60 + 2 * settings.rounds * (settings.durationSeconds + settings.warmupSeconds + 15)) +
    60) *
    1000,
);

// The collector stand-in: counts what it is sent, answers 200 as an OTLP receiver does.
const sink = { requests: 0, bytes: 0 };
const collector = createServer((req, res) => {
  req.on('data', (chunk) => (sink.bytes += chunk.length));
  req.on('end', () => {
    sink.requests++;
    res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
  });
});
await new Promise((done) => collector.listen(0, HOST, done));
run.onCleanup(() => new Promise((done) => collector.close(done)));
const collectorUrl = `http://${HOST}:${collector.address().port}`;

const tracingEnv = {
  off: {},
  on: {
    OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl,
    OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
    OTEL_TRACES_SAMPLER_ARG: String(ratio),
  },
};

/** The store's env (and startStore's ports) with every port pinned when BENCH_PORT_BASE is set. */
function ports(index, env) {
  if (!portBase) return { env };
  const [port, catalogPort, adminMedia, notifications, cartCheckout] = [0, 1, 2, 3, 4].map(
    (offset) => portBase + 5 * index + offset,
  );
  return {
    port,
    catalogPort,
    env: {
      ...env,
      ADMIN_MEDIA_PORT: String(adminMedia),
      NOTIFICATIONS_PORT: String(notifications),
      CART_CHECKOUT_PORT: String(cartCheckout),
    },
  };
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

/** One round's load on one store, with the CPU the store used per request. */
async function measure(store, name) {
  const cpuBefore = cpuSeconds(store.pid);
  const result = await load(
    { name, url: `http://${HOST}:${store.port}${PATH}`, expectStatus: 200, description: name },
    settings,
  );
  const cpuAfter = cpuSeconds(store.pid);
  // The warm-up's requests used CPU too: count them at autocannon's rate over the warm-up.
  const requests = result.totalRequests + result.requestsPerSecMean * settings.warmupSeconds;
  result.cpuMicrosPerRequest =
    cpuBefore === undefined || cpuAfter === undefined ? null : ((cpuAfter - cpuBefore) * 1e6) / requests;
  if (result.errors > 0) console.log(`  warning: ${result.errors} errors or answers other than 200`);
  return result;
}

/** Both stores of one edge mode, side by side, loaded in alternating rounds. */
async function compare(edge) {
  const stores = {};
  for (const [index, tracing] of ['off', 'on'].entries()) {
    console.log(`starting the store: edge cache ${edge}, tracing ${tracing}`);
    const env = { ...(edge === 'off' ? { EDGE_CACHE_MAX_BYTES: '0' } : {}), ...tracingEnv[tracing] };
    stores[tracing] = await startStore({
      entry,
      cwd: root,
      readyPath: PATH,
      // Generous: on a machine shared with other work a start has taken over a minute.
      timeoutMs: 180_000,
      ...ports(index, env),
    });
    run.onCleanup(() => stores[tracing].stop());
  }
  const rounds = { off: [], on: [] };
  const spansBefore = sink.requests;
  for (let round = 1; round <= settings.rounds; round++) {
    // Which store goes first alternates too: a round's second run is not always the same one.
    const order = round % 2 === 1 ? ['on', 'off'] : ['off', 'on'];
    for (const tracing of order) {
      const result = await measure(stores[tracing], `edge-${edge} tracing-${tracing}`);
      rounds[tracing].push(result);
      console.log(
        `  round ${round} tracing ${tracing.padEnd(3)}: ${result.requestsPerSecMean.toFixed(0)} req/s, ` +
          `p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms` +
          (result.cpuMicrosPerRequest === null
            ? ''
            : `, ${result.cpuMicrosPerRequest.toFixed(0)} us CPU/request`),
      );
    }
  }
  const exportsDuringLoad = sink.requests - spansBefore;
  await Promise.all(Object.values(stores).map((store) => store.stop()));
  // A tracing-on store that exported nothing measured nothing: the comparison would flatter it.
  if (exportsDuringLoad === 0) throw new Error(`edge ${edge}: the tracing-on store exported no spans`);

  const rpsOf = (tracing) => mean(rounds[tracing].map((r) => r.requestsPerSecMean));
  const cpuOf = (tracing) =>
    rounds[tracing].every((r) => r.cpuMicrosPerRequest !== null)
      ? mean(rounds[tracing].map((r) => r.cpuMicrosPerRequest))
      : null;
  const perRound = rounds.on.map((on, i) => on.requestsPerSecMean / rounds.off[i].requestsPerSecMean);
  const cpuOff = cpuOf('off');
  const cpuOn = cpuOf('on');
  return {
    edge,
    rounds,
    exportsDuringLoad,
    off: rpsOf('off'),
    on: rpsOf('on'),
    onOverOff: rpsOf('on') / rpsOf('off'),
    perRound,
    cpuMicrosPerRequest: { off: cpuOff, on: cpuOn },
    cpuOffOverOn: cpuOff && cpuOn ? cpuOff / cpuOn : null,
  };
}

const loadAtStart = os.loadavg()[0];
try {
  const rows = [];
  for (const edge of edgeModes) rows.push(await compare(edge));
  console.log(`\nspans exported to the local collector: ${sink.requests} requests, ${sink.bytes} bytes`);
  console.log(
    `\nGET ${PATH} through the gateway, ${settings.connections} connections, ${settings.rounds} rounds of ` +
      `${settings.durationSeconds} s per store; tracing at ratio ${ratio} vs off (aim: on/off >= 0.90)`,
  );
  console.log(
    '                 req/s off   req/s on   on/off  (rounds)          CPU us/req off   on   off/on',
  );
  for (const row of rows) {
    const range = `${Math.min(...row.perRound).toFixed(2)}-${Math.max(...row.perRound).toFixed(2)}`;
    const cpu = row.cpuMicrosPerRequest;
    console.log(
      `  edge cache ${row.edge.padEnd(3)} ${row.off.toFixed(0).padStart(9)} ${row.on.toFixed(0).padStart(10)}` +
        `   ${row.onOverOff.toFixed(3)}  (${range})${' '.repeat(Math.max(1, 12 - range.length))}` +
        (cpu.off === null
          ? ''
          : `${cpu.off.toFixed(0).padStart(10)} ${cpu.on.toFixed(0).padStart(5)}   ${row.cpuOffOverOn.toFixed(3)}`) +
        `  ${row.onOverOff >= 0.9 ? 'PASS' : 'MISS'}`,
    );
  }
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(
    join(here, 'results', 'tracing-overhead.json'),
    `${JSON.stringify(
      { date: new Date().toISOString(), machine: machine(loadAtStart), settings, ratio, rows, sink },
      null,
      2,
    )}\n`,
  );
  process.exitCode = 0;
} catch (err) {
  console.error(`benchmark failed: ${err.message}`);
  process.exitCode = 1;
} finally {
  await run.finish();
}
