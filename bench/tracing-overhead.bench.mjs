#!/usr/bin/env node
// What tracing costs (issue 17): the public-read bench's request, GET /api/collections/active,
// through the gateway with the edge cache off (so every request crosses gateway -> catalog, the
// traced hops) and on (the edge answers from memory), each on a store with tracing off and on a
// store with tracing on (OTLP over http/protobuf to a local sink that accepts and drops the spans,
// sampling OTEL_TRACES_SAMPLER=parentbased_traceidratio at BENCH_TRACE_RATIO, default 0.1).
// Prints requests per second for each and the ratio on/off; the aim is at most 10 % fewer.
//
//   npm run build && node bench/tracing-overhead.bench.mjs
//
// Settings: BENCH_SECONDS (default 10) after a 2 s warm-up; BENCH_CONNECTIONS (default 50);
// BENCH_TRACE_RATIO (default 0.1). Figures go to bench/results/tracing-overhead.json.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST } from './lib/http-get.mjs';
import { load } from './lib/load.mjs';
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
};
const ratio = positive(process.env.BENCH_TRACE_RATIO, 0.1);
if (!existsSync(entry)) {
  console.error(`${entry} does not exist: run \`npm run build\` at the repository root first.`);
  process.exit(1);
}
const run = guardRun((4 * 60 + 4 * (settings.durationSeconds + settings.warmupSeconds + 15)) * 1000);

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

const tracingOn = {
  OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl,
  OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
  OTEL_TRACES_SAMPLER_ARG: String(ratio),
};
const results = [];
try {
  for (const edge of ['off', 'on']) {
    for (const tracing of ['off', 'on']) {
      const env = {
        ...(edge === 'off' ? { EDGE_CACHE_MAX_BYTES: '0' } : {}),
        ...(tracing === 'on' ? tracingOn : {}),
      };
      console.log(`starting the store: edge cache ${edge}, tracing ${tracing}`);
      const store = await startStore({ entry, cwd: root, env, readyPath: PATH, timeoutMs: 60_000 });
      run.onCleanup(() => store.stop());
      const name = `edge-${edge} tracing-${tracing}`;
      const result = await load(
        { name, url: `http://${HOST}:${store.port}${PATH}`, expectStatus: 200, description: name },
        settings,
      );
      console.log(
        `  ${result.requestsPerSecMean.toFixed(0)} req/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms`,
      );
      results.push({ edge, tracing, ...result });
      await store.stop();
    }
  }
  console.log(`\nspans exported to the local collector: ${sink.requests} requests, ${sink.bytes} bytes`);
  const rows = ['off', 'on'].map((edge) => {
    const off = results.find((r) => r.edge === edge && r.tracing === 'off');
    const on = results.find((r) => r.edge === edge && r.tracing === 'on');
    const onOverOff = on.requestsPerSecMean / off.requestsPerSecMean;
    return {
      edge,
      off: off.requestsPerSecMean,
      on: on.requestsPerSecMean,
      onOverOff,
      pass: onOverOff >= 0.9,
    };
  });
  console.log(`\nreq/s through the gateway, tracing at ratio ${ratio} vs off (aim: on/off >= 0.90)`);
  for (const row of rows)
    console.log(
      `  edge cache ${row.edge.padEnd(3)}  off ${row.off.toFixed(0).padStart(6)}  on ${row.on.toFixed(0).padStart(6)}  on/off ${row.onOverOff.toFixed(3)}  ${row.pass ? 'PASS' : 'MISS'}`,
    );
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(
    join(here, 'results', 'tracing-overhead.json'),
    `${JSON.stringify({ machine: machine(), loadAtEnd: os.loadavg()[0], settings, ratio, results, rows, sink }, null, 2)}\n`,
  );
} finally {
  await run.finish();
}
