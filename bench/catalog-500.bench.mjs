#!/usr/bin/env node
// Benchmark of the catalogue reads at 500 products (issue 7), through the gateway:
//
//   GET /api/products                    the whole list for sale
//   GET /api/products/search?q=<term>    three terms: an exact name word, an accent-insensitive one
//                                        (no accent typed, the names carry one), a one-typo one
//
// each "cold", with 1 connection and with BENCH_CONNECTIONS (every request has its own query string,
// so it misses the gateway's edge cache and runs the PGlite query; the catalog keeps no cache of its
// own since issue 20), and "warm" (one URL, the edge cache warm).
// It also reads the store's resident memory (VmRSS, issue 14): at rest BENCH_REST_SECONDS (default 15)
// after it was ready, after seeding, right after the load (with its peak, VmHWM) and at rest again.
// It starts one all-in-one store, signs in as admin through the gateway, creates products until
// there are 500, then loads each target with autocannon. The figures go to
// bench/results/catalog-500.json. Traffic goes to 127.0.0.1 only; a watchdog bounds the run and the
// store and its temp dir are removed whatever happens.
//
//   npm run build && npm run bench:catalog -w bench     (or: node bench/catalog-500.bench.mjs)
//
// Settings (environment): BENCH_SECONDS (default 10) per target after a 2 s warm-up that is not
// counted; BENCH_CONNECTIONS (default 50); BENCH_REST_SECONDS (default 15); BENCH_ENTRY (default
// all-in-one/dist/src/main.js).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { HOST, get } from './lib/http-get.mjs';
import { load } from './lib/load.mjs';
import { processMemory } from './lib/process-memory.mjs';
import { machine } from './lib/report.mjs';
import { startStore } from './lib/store.mjs';
import { guardRun } from './lib/run-guard.mjs';

const PRODUCTS = 500;
const ADMIN_PASSWORD = 'bench-password-123'; // the one lib/store.mjs configures
const STORE_START_BUDGET_S = 60;
const SEED_BUDGET_S = 180;
// An exact name word, the same word typed without its accent, a word one letter short.
const SEARCH_TERMS = [
  { kind: 'exact', term: 'walnut' },
  { kind: 'accent-insensitive', term: 'erable' },
  { kind: 'one-typo', term: 'sideboad' },
];

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const entry = resolve(root, process.env.BENCH_ENTRY ?? 'all-in-one/dist/src/main.js');
const positiveInt = (value, fallback) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const settings = {
  connections: positiveInt(process.env.BENCH_CONNECTIONS, 50),
  pipelining: 1,
  durationSeconds: positiveInt(process.env.BENCH_SECONDS, 10),
  warmupSeconds: 2,
  restSeconds: positiveInt(process.env.BENCH_REST_SECONDS, 15),
};
if (!existsSync(entry)) {
  console.error(`${entry} does not exist: run \`npm run build\` at the repository root first.`);
  process.exit(1);
}

const targetCount = 3 * (1 + SEARCH_TERMS.length);
const budgetMs =
  (STORE_START_BUDGET_S +
    SEED_BUDGET_S +
    targetCount * (settings.durationSeconds + settings.warmupSeconds + 45) +
    2 * settings.restSeconds +
    60) *
  1000;
// Everything started is stopped on success, failure, Ctrl-C or the watchdog.
const run = guardRun(budgetMs);

/** JSON request through the gateway with the admin session: { status, body }. */
async function send(base, method, path, body, session) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(session ? { cookie: session.cookie, 'x-csrf-token': session.csrfToken } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

async function signIn(base) {
  const answer = await send(base, 'POST', '/api/auth/login', { username: 'admin', password: ADMIN_PASSWORD });
  if (answer.status !== 200)
    throw new Error(`sign-in answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const cookie = answer.headers.get('set-cookie')?.split(';')[0];
  if (!cookie || !answer.body?.csrfToken) throw new Error('sign-in gave no session cookie or csrfToken');
  return { cookie, csrfToken: answer.body.csrfToken };
}

// Word pools for names and descriptions: varied enough that terms match some pieces, not all, and
// with accented words so that folding has work to do.
const WOODS = ['Walnut', 'Oak', 'Érable', 'Frêne', 'Hêtre', 'Cherry', 'Teak', 'Ash', 'Elm', 'Châtaignier'];
const PIECES = [
  'Sideboard',
  'Cabinet',
  'Table',
  'Chair',
  'Bench',
  'Lamp',
  'Desk',
  'Bed',
  'Shelf',
  'Console',
  'Stool',
];
const MOODS = ['Meridian', 'Ember', 'Solstice', 'Tidal', 'Lumière', 'Aurore', 'Drift', 'Café', 'Nocturne'];
const FINISHES = [
  'hand-rubbed oil',
  'a smoked lacquer',
  'beeswax over raw grain',
  'a charred shou sugi ban skin',
  'milk paint worn back at the edges',
  'a pale limed finish',
];
const DETAILS = [
  'dovetailed drawers that close on a cushion of air',
  'brass inlay traced along the grain',
  'legs turned on a pole lathe',
  'a top cut from a single board',
  'joinery pegged without a screw',
  'carved handles that fit one hand',
];

function productInput(i, categories, artistIds, collectionIds) {
  const pick = (list, salt) => list[(i * salt + Math.floor(i / list.length)) % list.length];
  const wood = pick(WOODS, 7);
  const piece = pick(PIECES, 3);
  return {
    name: `${pick(MOODS, 5)} ${wood} ${piece} ${i + 1}`,
    description:
      `A ${piece.toLowerCase()} in ${wood.toLowerCase()} with ${pick(FINISHES, 11)}, ` +
      `${pick(DETAILS, 13)}. Piece ${i + 1} of the bench catalogue.`,
    price: 800 + ((i * 379) % 40_000),
    quantity: 1 + (i % 4),
    category: pick(categories, 1),
    artistId: artistIds.length > 0 ? pick(artistIds, 1) : null,
    collectionId: collectionIds.length > 0 && i % 3 !== 0 ? pick(collectionIds, 1) : null,
  };
}

/** Creates products through the gateway until the public list has PRODUCTS: the count created. */
async function seed(base) {
  const session = await signIn(base);
  // GET /api/collections (every collection, not only the active ones) is an admin read.
  const list = async (path) => {
    const answer = await send(base, 'GET', path, undefined, session);
    if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
    return answer.body;
  };
  const existing = (await list('/api/products')).length;
  const artistIds = (await list('/api/artists')).map((a) => a.id);
  const collectionIds = (await list('/api/collections')).map((c) => c.id);
  const categories = ['dining', 'storage', 'surfaces', 'seating', 'lighting', 'decor', 'bedroom', 'office'];
  const missing = Math.max(0, PRODUCTS - existing);
  // A few at a time: the point is the catalogue, not a write benchmark.
  let next = 0;
  const worker = async () => {
    while (next < missing) {
      const i = next++;
      const answer = await send(
        base,
        'POST',
        '/api/products',
        productInput(i, categories, artistIds, collectionIds),
        session,
      );
      if (answer.status !== 201 && answer.status !== 200)
        throw new Error(`POST /api/products answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  const total = (await list('/api/products')).length;
  if (total !== PRODUCTS) throw new Error(`the list has ${total} products after seeding, not ${PRODUCTS}`);
  return { existing, created: missing, artists: artistIds.length, collections: collectionIds.length };
}

/** autocannon's request list giving every request its own query string (`nocache=<n>`). */
function everyRequestDistinct(path) {
  let n = 0;
  const sep = path.includes('?') ? '&' : '?';
  return [
    {
      setupRequest: (req) => {
        n += 1;
        return { ...req, path: `${path}${sep}nocache=${n}` };
      },
    },
  ];
}

/**
 * Per path: cold with one connection (the latency one shopper sees, and the rate of one query at a
 * time), cold with BENCH_CONNECTIONS (the store saturated with misses), warm with BENCH_CONNECTIONS.
 */
const MODES = [
  {
    name: 'cold x1',
    cold: true,
    connections: 1,
    description: 'distinct query string per request, 1 connection',
  },
  { name: 'cold', cold: true, description: 'distinct query string per request: misses both caches' },
  { name: 'warm', cold: false, description: 'one URL, the edge cache warm' },
];

/** Waits (120 s at most) until a never-seen URL of `path` answers: the ms it took. */
async function drain(base, path) {
  const started = Date.now();
  const sep = path.includes('?') ? '&' : '?';
  const answer = await get(`${base}${path}${sep}nocache=drain-${started}`, { timeoutMs: 120_000 });
  if (answer.status !== 200) throw new Error(`the store did not recover after loading ${path}`);
  return Date.now() - started;
}

const round = (n) => Math.round(n);

/** The store's VmRSS now (and its peak so far, VmHWM), in MiB to one decimal, printed as `moment`. */
function memoryAt(pid, moment) {
  const { rss, hwm } = processMemory(pid);
  const reading = { moment, rssMiB: Math.round(rss * 10) / 10, peakMiB: Math.round(hwm * 10) / 10 };
  console.log(`memory ${moment}: RSS ${reading.rssMiB} MiB (peak so far ${reading.peakMiB} MiB)`);
  return reading;
}

function printTable(results) {
  const rows = [
    ['target', 'req/s (mean)', 'p50 ms', 'p99 ms', 'errors', 'drain ms', 'statuses'],
    ...results.map((r) => [
      r.target,
      r.requestsPerSecMean.toFixed(0),
      String(r.latencyMs.p50),
      String(r.latencyMs.p99),
      String(r.errors),
      String(r.drainMs),
      Object.entries(r.byStatus)
        .map(([status, count]) => `${status}:${count}`)
        .join(' '),
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) =>
    row.map((cell, i) => (i === 0 || i === 6 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(`\n${line(rows[0])}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows.slice(1)) console.log(line(row));
  console.log(`load average (1 min) at the end: ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`);
}

const loadAtStart = os.loadavg()[0];
console.log(
  `catalog-500: ${PRODUCTS} products; ${settings.connections} connections, pipelining 1, ` +
    `${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s per target; load average ${loadAtStart.toFixed(2)}`,
);
try {
  const store = await startStore({
    entry,
    cwd: root,
    readyPath: '/api/products',
    timeoutMs: STORE_START_BUDGET_S * 1000,
  });
  run.onCleanup(() => store.stop());
  const base = `http://${HOST}:${store.port}`;
  await sleep(settings.restSeconds * 1000);
  const memory = [memoryAt(store.pid, `at rest ${settings.restSeconds} s after ready`)];
  const started = Date.now();
  const seeded = await seed(base);
  console.log(
    `seeded: ${seeded.existing} demo products + ${seeded.created} created in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(${seeded.artists} artists, ${seeded.collections} collections)`,
  );
  memory.push(memoryAt(store.pid, `after seeding ${PRODUCTS} products`));

  // The lists' sizes as the client gets them: identity and gzip (get() does not decompress). The
  // whole list, and what the collection and artist pages ask for (their pieces only), and one page.
  const sizeOf = async (path) => {
    const plain = await get(`${base}${path}`);
    if (plain.status !== 200) throw new Error(`GET ${path} answered ${plain.status}`);
    const gzipped = await get(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } });
    const size = {
      path,
      bytes: plain.body.length,
      gzipBytes: gzipped.headers['content-encoding'] === 'gzip' ? gzipped.body.length : null,
      products: JSON.parse(plain.body.toString()).length,
    };
    console.log(
      `GET ${path}: ${size.products} products, ${size.bytes} bytes` +
        (size.gzipBytes === null ? ' (no gzip offered)' : `, ${size.gzipBytes} bytes gzipped`),
    );
    return size;
  };
  const listSize = await sizeOf('/api/products');
  const all = JSON.parse((await get(`${base}/api/products`)).body.toString());
  const mostCommon = (key) => {
    const counts = new Map();
    for (const p of all) if (p[key] !== null) counts.set(p[key], (counts.get(p[key]) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1])[0][0];
  };
  const pageSizes = [
    await sizeOf(`/api/products?collectionId=${mostCommon('collectionId')}`),
    await sizeOf(`/api/products?artistId=${mostCommon('artistId')}`),
    await sizeOf('/api/products?limit=24'),
  ];

  const paths = [
    { name: 'list', path: '/api/products' },
    ...SEARCH_TERMS.map((t) => ({
      name: `search ${t.kind} "${t.term}"`,
      path: `/api/products/search?q=${t.term}`,
    })),
  ];
  const matches = {};
  for (const { name, path } of paths.slice(1)) {
    const answer = await get(`${base}${path}`);
    if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
    matches[name] = { results: JSON.parse(answer.body.toString()).length, bytes: answer.body.length };
    console.log(`${name}: ${matches[name].results} results (at most 50), ${matches[name].bytes} bytes`);
  }
  // The cold path must be accepted with the extra parameter, and must not be answered from a cache.
  const probe = await get(`${base}/api/products?nocache=probe`);
  if (probe.status !== 200) throw new Error(`GET /api/products?nocache=probe answered ${probe.status}`);

  const results = [];
  for (const { name, path } of paths) {
    for (const mode of MODES) {
      const target = {
        name: `${name} ${mode.name}`,
        url: `${base}${path}`,
        expectStatus: 200,
        description: mode.description,
        ...(mode.cold ? { requests: everyRequestDistinct(path) } : {}),
      };
      const connections = mode.connections ?? settings.connections;
      console.log(`loading ${target.name} (${connections} connections) ...`);
      const result = await load(target, { ...settings, connections });
      // Requests autocannon gave up on may still queue in the store (PGlite runs one query at a
      // time): wait until a fresh cold request is answered, so the next target starts on an idle store.
      result.drainMs = await drain(base, path);
      results.push({ ...result, connections });
    }
  }
  printTable(results);
  memory.push(memoryAt(store.pid, 'right after the load'));
  await sleep(settings.restSeconds * 1000);
  memory.push(memoryAt(store.pid, `at rest ${settings.restSeconds} s after the load`));
  const out = join(here, 'results/catalog-500.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify(
      {
        benchmark: 'GET /api/products and /api/products/search at 500 products, through the gateway',
        date: new Date().toISOString(),
        machine: machine(loadAtStart),
        settings,
        seeded,
        listSize,
        pageSizes,
        searchMatches: matches,
        results: results.map((r) => ({ ...r, requestsPerSecMean: round(r.requestsPerSecMean) })),
        memory,
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
