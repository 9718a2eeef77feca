#!/usr/bin/env node
// What Prometheus metrics cost the edge's public read (issue 17): GET /api/collections/active
// through the gateway, its edge cache warm, on two all-in-one stores started side by side in one
// run, one with METRICS_ENABLED=true (the default: every request counted and timed, /metrics
// scraped on its METRICS_PORT during the load as Prometheus would) and one with
// METRICS_ENABLED=false. The two are
// loaded in alternating rounds (on, off, off, on, on, off, ...) so that drift in the machine's load hits
// both alike; the report gives each round, the means, and the ratio on/off. Figures go to
// bench/results/metrics-overhead.json.
//
//   npm run build && npm run bench:metrics -w bench     (or: node bench/metrics-overhead.bench.mjs)
//
// Settings (environment): BENCH_SECONDS (default 10) per round after a 2 s warm-up that is not
// counted; BENCH_ROUNDS (default 3) per store; BENCH_CONNECTIONS (default 50); BENCH_SCRAPE_MS
// (default 5000: how often /metrics is scraped during the metrics-on rounds, three times
// Prometheus' usual 15 s; 0 = never).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST, get } from './lib/http-get.mjs';
import { load } from './lib/load.mjs';
import { machine } from './lib/report.mjs';
import { cpuSeconds } from './lib/process-cpu.mjs';
import { guardRun } from './lib/run-guard.mjs';
import { startStore } from './lib/store.mjs';
import { freePort } from '../scripts/test-store.mjs';

const PATH = '/api/collections/active';
const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const entry = resolve(root, 'all-in-one/dist/src/main.js');
const positiveInt = (value, fallback, min = 1) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= min ? n : fallback;
};
const settings = {
  connections: positiveInt(process.env.BENCH_CONNECTIONS, 50),
  pipelining: 1,
  durationSeconds: positiveInt(process.env.BENCH_SECONDS, 10),
  warmupSeconds: 2,
  rounds: positiveInt(process.env.BENCH_ROUNDS, 3),
  scrapeEveryMs: positiveInt(process.env.BENCH_SCRAPE_MS, 5000, 0),
};
if (!existsSync(entry)) {
  console.error(`${entry} does not exist: run \`npm run build\` at the repository root first.`);
  process.exit(1);
}

const run = guardRun(
  (120 + 2 * settings.rounds * (settings.durationSeconds + settings.warmupSeconds + 15) + 60) * 1000,
);

async function store(label, env) {
  console.log(`starting the all-in-one store (${label})`);
  const s = await startStore({ entry, cwd: root, env, readyPath: PATH, timeoutMs: 60_000 });
  run.onCleanup(() => s.stop());
  console.log(`  ready: gateway :${s.port}`);
  return s;
}

/** Scrapes /metrics on the metrics port every `everyMs` until stopped, as Prometheus would during the load. */
function scraper(port, everyMs) {
  let scrapes = 0;
  let failures = 0;
  if (everyMs === 0) return { stop: async () => ({ scrapes, failures }) };
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const answer = await get(`http://${HOST}:${port}/metrics`).catch(() => ({ status: 0 }));
      if (answer.status === 200) scrapes++;
      else failures++;
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return { scrapes, failures };
    },
  };
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
const loadAtStart = os.loadavg()[0];
try {
  const [onMetricsPort, offMetricsPort] = [await freePort(), await freePort()];
  const on = await store('METRICS_ENABLED=true', {
    METRICS_ENABLED: 'true',
    METRICS_PORT: String(onMetricsPort),
  });
  const off = await store('METRICS_ENABLED=false', {
    METRICS_ENABLED: 'false',
    METRICS_PORT: String(offMetricsPort),
  });
  if ((await get(`http://${HOST}:${onMetricsPort}/metrics`)).status !== 200)
    throw new Error('the metrics-on store does not answer /metrics on its metrics port');
  if ((await get(`http://${HOST}:${offMetricsPort}/metrics`).catch(() => ({ status: 0 }))).status === 200)
    throw new Error('the metrics-off store answers /metrics');

  const rounds = { on: [], off: [] };
  let scrapeTotals = { scrapes: 0, failures: 0 };
  for (let round = 1; round <= settings.rounds; round++) {
    // Which store goes first alternates too: a round's second run is not always the same one.
    const order = [
      ['on', on],
      ['off', off],
    ];
    for (const [name, s] of round % 2 === 1 ? order : order.reverse()) {
      const scrapes = scraper(onMetricsPort, name === 'on' ? settings.scrapeEveryMs : 0);
      const cpuBefore = cpuSeconds(s.pid);
      const result = await load(
        {
          name: `metrics-${name}`,
          url: `http://${HOST}:${s.port}${PATH}`,
          expectStatus: 200,
          description: `gateway, edge cache warm, METRICS_ENABLED=${name === 'on'}`,
        },
        settings,
      );
      const scraped = await scrapes.stop();
      const cpuAfter = cpuSeconds(s.pid);
      // The warm-up's requests used CPU too: count them as autocannon's rate over the warm-up.
      const requests = result.totalRequests + result.requestsPerSecMean * settings.warmupSeconds;
      result.cpuMicrosPerRequest =
        cpuBefore === undefined || cpuAfter === undefined ? null : ((cpuAfter - cpuBefore) * 1e6) / requests;
      scrapeTotals = {
        scrapes: scrapeTotals.scrapes + scraped.scrapes,
        failures: scrapeTotals.failures + scraped.failures,
      };
      if (result.errors > 0) console.log(`  warning: ${result.errors} errors or answers other than 200`);
      rounds[name].push(result);
      console.log(
        `round ${round} metrics ${name.padEnd(3)}: ${result.requestsPerSecMean.toFixed(0)} req/s, ` +
          `p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms` +
          (result.cpuMicrosPerRequest === null
            ? ''
            : `, ${result.cpuMicrosPerRequest.toFixed(0)} us CPU/request`) +
          (name === 'on' ? `, ${scraped.scrapes} scrapes` : ''),
      );
    }
  }
  const summary = Object.fromEntries(
    Object.entries(rounds).map(([name, results]) => [
      name,
      {
        requestsPerSecMean: mean(results.map((r) => r.requestsPerSecMean)),
        p50Ms: mean(results.map((r) => r.latencyMs.p50)),
        p99Ms: mean(results.map((r) => r.latencyMs.p99)),
        cpuMicrosPerRequest: results.every((r) => r.cpuMicrosPerRequest !== null)
          ? mean(results.map((r) => r.cpuMicrosPerRequest))
          : null,
      },
    ]),
  );
  const ratio = summary.on.requestsPerSecMean / summary.off.requestsPerSecMean;
  console.log('');
  console.log(`GET ${PATH} through the gateway, edge cache warm, ${settings.connections} connections`);
  console.log(`                      req/s     p50 ms   p99 ms   CPU us/request`);
  for (const name of ['on', 'off'])
    console.log(
      `  metrics ${name.padEnd(3)}      ${summary[name].requestsPerSecMean.toFixed(0).padStart(8)}   ` +
        `${summary[name].p50Ms.toFixed(1).padStart(6)}   ${summary[name].p99Ms.toFixed(1).padStart(6)}   ` +
        `${summary[name].cpuMicrosPerRequest?.toFixed(0).padStart(8) ?? '       -'}`,
    );
  const cpuRatio =
    summary.on.cpuMicrosPerRequest && summary.off.cpuMicrosPerRequest
      ? summary.on.cpuMicrosPerRequest / summary.off.cpuMicrosPerRequest
      : null;
  if (cpuRatio !== null)
    console.log(
      `  CPU per request on/off: ${cpuRatio.toFixed(3)} (${((cpuRatio - 1) * 100).toFixed(1)} % more CPU per request with metrics on)`,
    );
  console.log(
    `  ratio on/off: ${ratio.toFixed(3)} (${((1 - ratio) * 100).toFixed(1)} % fewer requests per second with metrics on; ` +
      `${scrapeTotals.scrapes} scrapes during the load, ${scrapeTotals.failures} failed)`,
  );

  const out = join(here, 'results/metrics-overhead.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify(
      {
        benchmark: `GET ${PATH}, gateway edge cache warm, metrics on vs off`,
        date: new Date().toISOString(),
        machine: machine(loadAtStart),
        settings,
        rounds,
        summary,
        ratioOnOff: ratio,
        cpuPerRequestRatioOnOff: cpuRatio,
        scrapes: scrapeTotals,
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
