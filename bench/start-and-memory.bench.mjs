#!/usr/bin/env node
// Start time and memory of the all-in-one store (issue 14), on the built store:
//
//   - first start: a fresh DATA_DIR (the demo catalogue is created and seeded), from spawning the
//     process until GET /health/ready and GET /api/products answer 200 through the gateway;
//   - warm start: the same DATA_DIR again (the database exists), timed the same way;
//   - RSS at rest: VmRSS of the store process BENCH_REST_SECONDS (default 15) after each start was
//     ready, with no request in between (the measure: start, wait 15 s, read VmRSS).
//
// BENCH_STARTS (default 3) pairs of starts; the median and the range of each figure are printed.
// Targets: ready in <= 2 s warm and <= 4 s on a first start; 250 MiB at rest. The figures move with
// the machine's load, printed at the start and the end. Writes bench/results/start-and-memory.json.
//
//   npm run build && npm run bench:start -w bench     (or: node bench/start-and-memory.bench.mjs)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { machine } from './lib/report.mjs';
import { processCpuMs, processMemory } from './lib/process-memory.mjs';
import { guardRun } from './lib/run-guard.mjs';
import { startStore } from './lib/store.mjs';

const TARGETS = { firstMs: 4000, warmMs: 2000, restMiB: 250 };
const STARTS = Number(process.env.BENCH_STARTS ?? 3);
const REST_SECONDS = Number(process.env.BENCH_REST_SECONDS ?? 15);

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const entry = resolve(root, process.env.BENCH_ENTRY ?? 'all-in-one/dist/src/main.js');

const guard = guardRun(STARTS * 2 * (REST_SECONDS + 60) * 1000);

/** One start on `dataDir`: how long until ready, and the RSS after REST_SECONDS at rest. */
async function measureStart(dataDir) {
  const store = await startStore({ entry, cwd: root, readyPath: '/api/products', dataDir });
  const cpuMs = processCpuMs(store.pid);
  guard.onCleanup(() => store.stop());
  await sleep(REST_SECONDS * 1000);
  const { rss } = processMemory(store.pid);
  await store.stop();
  return { readyMs: store.readyMs, cpuMs, restMiB: rss };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const summary = (xs, digits = 0) =>
  `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;

const loadAtStart = os.loadavg()[0];
console.log(
  `start-and-memory: ${STARTS} first + warm starts, RSS read ${REST_SECONDS} s after ready; load average ${loadAtStart.toFixed(2)}`,
);
const first = [];
const warm = [];
try {
  for (let i = 0; i < STARTS; i++) {
    const dataDir = mkdtempSync(join(os.tmpdir(), 'atelier-start-'));
    guard.onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
    first.push(await measureStart(dataDir));
    warm.push(await measureStart(dataDir));
    console.log(
      `run ${i + 1}: first start ready in ${first.at(-1).readyMs.toFixed(0)} ms (${first.at(-1).cpuMs} ms CPU), ${first.at(-1).restMiB.toFixed(1)} MiB at rest; ` +
        `warm start ready in ${warm.at(-1).readyMs.toFixed(0)} ms (${warm.at(-1).cpuMs} ms CPU), ${warm.at(-1).restMiB.toFixed(1)} MiB at rest`,
    );
  }
  const rows = [
    [
      'first start, ready ms',
      summary(first.map((r) => r.readyMs)),
      `<= ${TARGETS.firstMs}`,
      median(first.map((r) => r.readyMs)) <= TARGETS.firstMs,
    ],
    [
      'warm start, ready ms',
      summary(warm.map((r) => r.readyMs)),
      `<= ${TARGETS.warmMs}`,
      median(warm.map((r) => r.readyMs)) <= TARGETS.warmMs,
    ],
    // No target: the CPU the process used until ready, a figure the machine's load hardly moves.
    ['first start, CPU ms until ready', summary(first.map((r) => r.cpuMs)), '', undefined],
    ['warm start, CPU ms until ready', summary(warm.map((r) => r.cpuMs)), '', undefined],
    [
      'first start, RSS at rest MiB',
      summary(
        first.map((r) => r.restMiB),
        1,
      ),
      `<= ${TARGETS.restMiB}`,
      median(first.map((r) => r.restMiB)) <= TARGETS.restMiB,
    ],
    [
      'warm start, RSS at rest MiB',
      summary(
        warm.map((r) => r.restMiB),
        1,
      ),
      `<= ${TARGETS.restMiB}`,
      median(warm.map((r) => r.restMiB)) <= TARGETS.restMiB,
    ],
  ];
  console.log('\n| measure | median (min–max) | target | |\n| --- | ---: | ---: | --- |');
  for (const [name, value, target, ok] of rows)
    console.log(`| ${name} | ${value} | ${target} | ${ok === undefined ? '' : ok ? 'PASS' : 'MISS'} |`);
  console.log(`load average (1 min) at the end: ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`);
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(
    join(here, 'results', 'start-and-memory.json'),
    JSON.stringify({ machine: machine(), loadAtStart, loadAtEnd: os.loadavg()[0], first, warm }, null, 2),
  );
} finally {
  await guard.finish();
}
