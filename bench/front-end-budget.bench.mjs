#!/usr/bin/env node
// The storefront's front-end budget (issue 7), measured on the built store with its demo data:
//
//   1. the JavaScript a first visit to the home route downloads, in Chromium (playwright-core):
//      every script the page fetched until the network was idle, counted as the gateway sends it
//      gzip-compressed (each one fetched again with `Accept-Encoding: gzip`) and as Chromium
//      received it (brotli); budget 110 KB gzip;
//   2. Lighthouse (the npm package, its default mobile profile: simulated slow 4G and a 4x slower
//      CPU) on the five page kinds (home, product, coming-soon, collection, artist: the demo's first
//      of each), performance and accessibility; targets >= 95 and 100 on every run. Each page is
//      audited BENCH_LIGHTHOUSE_RUNS times (default 3): every run's scores are printed, and the
//      median performance run's metrics. A run Lighthouse does not complete (NO_NAVSTART, say) is
//      listed by its error code and run again, twice at most per page.
//
// It starts one all-in-one store (bench/lib/store.mjs: free loopback ports, a fresh DATA_DIR, the
// demo catalogue seeded on first start), requests each page three times (a store that has served
// its pages before), and stops it whatever happens. Lighthouse's scores move with the machine's
// load (its CPU throttling multiplies what the page's scripts cost here): the load average is
// printed at the start and the end. Chromium is Debian's
// (/usr/bin/chromium, or CHROME_PATH). Writes bench/results/front-end-budget.json.
//
//   npm run build && npm run bench:front -w bench     (or: node bench/front-end-budget.bench.mjs)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { HOST, get } from './lib/http-get.mjs';
import { mainThreadTime } from './lib/main-thread-time.mjs';
import { machine } from './lib/report.mjs';
import { guardRun } from './lib/run-guard.mjs';
import { startStore } from './lib/store.mjs';

const JS_BUDGET_KB = 110;
const PERFORMANCE_TARGET = 95;
const ACCESSIBILITY_TARGET = 100;
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];
// Chromium 156 builds its omnibox's AI-mode popup, a WebUI page, in a renderer of its own while the
// audited page loads: 60-730 ms of main-thread work in the traces of the same Lighthouse runs, CPU
// the page's tasks waited for on this 2-core machine. It is the browser's own UI, not the page's;
// chrome-launcher's defaults turn off other such work (Translate, MediaRouter...) in their
// --disable-features, which a second --disable-features would replace, so that list is extended.
const LIGHTHOUSE_CHROME_FLAGS = [
  ...chromeLauncher.Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=') ? `${flag},WebUIOmniboxAimPopup` : flag,
  ),
  ...CHROME_FLAGS,
];

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const entry = resolve(root, process.env.BENCH_ENTRY ?? 'all-in-one/dist/src/main.js');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number.parseInt(process.env.BENCH_LIGHTHOUSE_RUNS ?? '', 10) || 3);
if (!existsSync(entry)) {
  console.error(`${entry} does not exist: run \`npm run build\` at the repository root first.`);
  process.exit(1);
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The scripts a first visit to `url` downloads, with their gzip and received (brotli) sizes. */
async function firstVisitScripts(url) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  try {
    const page = await (await browser.newContext({ viewport: { width: 412, height: 823 } })).newPage();
    const scripts = [];
    const problems = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const sizes = await request.sizes();
      scripts.push({ url: request.url(), receivedBytes: sizes.responseBodySize });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000); // anything loaded after idle (a lazy chunk) still counts
    for (const script of scripts) {
      const gz = await get(script.url, { headers: { 'accept-encoding': 'gzip' } });
      if (gz.status !== 200) throw new Error(`GET ${script.url} answered ${gz.status}`);
      // Files under 1 KB are sent as they are (not worth compressing): counted at their size.
      script.gzipBytes = gz.body.length;
      script.encoding = gz.headers['content-encoding'] ?? 'identity';
    }
    return { scripts, problems };
  } finally {
    await browser.close();
  }
}

/** `runs` Lighthouse audits of `url` (mobile defaults); the median performance run. */
async function audit(url) {
  const results = [];
  // A run Lighthouse could not complete is run again, twice at most for the page: the target is
  // about `runs` scored runs.
  const completedRuns = () => results.filter((r) => !r.runtimeError).length;
  for (let attempt = 0; completedRuns() < runs && attempt < runs + 2; attempt++) {
    // A fresh browser per run: no cache, no service state carried over.
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: LIGHTHOUSE_CHROME_FLAGS,
      ignoreDefaultFlags: true,
      logLevel: 'silent',
    });
    try {
      const { lhr, artifacts } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      // A run Lighthouse could not complete (no paint seen in time, a protocol timeout on a busy
      // machine) scores 0 without meaning 0: it is listed, not counted, and run again.
      if (lhr.runtimeError) {
        results.push({ runtimeError: lhr.runtimeError.code });
        continue;
      }
      const metric = (id) => lhr.audits[id]?.numericValue;
      results.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        fcpMs: Math.round(metric('first-contentful-paint')),
        lcpMs: Math.round(metric('largest-contentful-paint')),
        tbtMs: Math.round(metric('total-blocking-time')),
        cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
        speedIndexMs: Math.round(metric('speed-index')),
        lcpElement:
          lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
        failedAccessibility: Object.values(lhr.audits)
          .filter((a) => lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id) && a.score === 0)
          .map((a) => a.id),
        lighthouse: lhr.lighthouseVersion,
        // Lighthouse's own measure of this machine's CPU, taken before each run: its 4x slowdown
        // assumes a host of about 2000, and it warns at 1000 or below.
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        mainThread: mainThreadTime(artifacts.Trace.traceEvents, lhr.finalDisplayedUrl),
      });
    } finally {
      await chrome.kill();
    }
  }
  const completed = results.filter((r) => !r.runtimeError);
  if (completed.length === 0)
    throw new Error(`Lighthouse completed no run of ${url}: ${JSON.stringify(results)}`);
  const medianScore = median(completed.map((r) => r.performance));
  return { runs: results, median: completed.find((r) => r.performance === medianScore) };
}

const loadAtStart = os.loadavg()[0];
console.log(`load average (1 min) at the start: ${loadAtStart.toFixed(2)} on ${os.cpus().length} cores`);
const guard = guardRun(30 * 60_000);
try {
  const store = await startStore({ entry, cwd: root, readyPath: '/api/products' });
  guard.onCleanup(() => store.stop());
  const base = `http://${HOST}:${store.port}`;
  const list = async (path) => JSON.parse((await get(`${base}${path}`)).body.toString());
  const products = await list('/api/products');
  const product = products.find((p) => p.quantity > 0 && p.imageUrls.length > 0) ?? products[0];
  // The demo's first of each: the pages a shopper lands on from the home page.
  const [comingSoon] = await list('/api/coming-soon');
  const [collection] = await list('/api/collections/active');
  const [artist] = await list('/api/artists');
  if (!product || !comingSoon || !collection || !artist)
    throw new Error('the demo store lacks a product, sneak peek, collection or artist');
  const pages = [
    { name: 'home', url: `${base}/` },
    { name: 'product', url: `${base}/product/${product.id}` },
    { name: 'coming-soon', url: `${base}/coming-soon/${comingSoon.id}` },
    { name: 'collection', url: `${base}/collection/${collection.id}` },
    { name: 'artist', url: `${base}/artist/${artist.id}` },
  ];

  // A store that has served its pages before, as a live one has: the first render after a start
  // also loads the server render's code and fills the edge cache, and Lighthouse's simulation
  // counts the server's response time as measured.
  for (let i = 0; i < 3; i++)
    for (const page of pages) await get(page.url, { headers: { accept: 'text/html' } });

  const home = await firstVisitScripts(`${base}/`);
  const gzipTotal = home.scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
  const receivedTotal = home.scripts.reduce((sum, s) => sum + s.receivedBytes, 0);
  console.log(`\nJavaScript of a first visit to the home route (${home.scripts.length} files):`);
  for (const s of home.scripts)
    console.log(`  ${new URL(s.url).pathname.padEnd(44)} ${String(kb(s.gzipBytes)).padStart(6)} KB gzip`);
  console.log(
    `  total ${kb(gzipTotal)} KB gzip (${kb(receivedTotal)} KB as received, brotli)` +
      `  budget <= ${JS_BUDGET_KB} KB  ${kb(gzipTotal) <= JS_BUDGET_KB ? 'PASS' : 'MISS'}`,
  );
  if (home.problems.length) console.log(`  console errors/warnings: ${home.problems.join(' | ')}`);

  const audits = {};
  for (const page of pages) {
    audits[page.name] = await audit(page.url);
    const m = audits[page.name].median;
    // The target holds for every run, not the median: a page that scores 93 one time in three misses,
    // and so does one with fewer than `runs` completed runs.
    const completed = audits[page.name].runs.filter((r) => !r.runtimeError);
    const everyRun = (key, target) => completed.length >= runs && completed.every((r) => r[key] >= target);
    const incomplete = audits[page.name].runs.length - completed.length;
    console.log(
      `\nLighthouse ${m.lighthouse} mobile, ${page.name} (${new URL(page.url).pathname}), ` +
        `${completed.length} runs${incomplete ? ` (+${incomplete} not completed)` : ''}: ` +
        `performance ${audits[page.name].runs.map((r) => r.performance ?? r.runtimeError).join('/')} ` +
        `(every run >= ${PERFORMANCE_TARGET}: ${everyRun('performance', PERFORMANCE_TARGET) ? 'PASS' : 'MISS'}), ` +
        `accessibility ${completed.map((r) => r.accessibility).join('/')} (every run ${ACCESSIBILITY_TARGET}: ` +
        `${everyRun('accessibility', ACCESSIBILITY_TARGET) ? 'PASS' : 'MISS'})`,
    );
    console.log(
      `  Lighthouse's CPU benchmark index, each run: ${completed.map((r) => r.benchmarkIndex).join('/')}`,
    );
    // Wall-clock time Lighthouse scales against the page's own CPU time: a wide gap is time its
    // tasks waited for a core (lib/main-thread-time.mjs).
    console.log(
      `  TBT each run: ${completed.map((r) => r.tbtMs).join('/')} ms; the page's main thread busy ` +
        `${completed.map((r) => r.mainThread?.wallMs ?? '?').join('/')} ms, of it on a CPU ` +
        `${completed.map((r) => r.mainThread?.cpuMs ?? '?').join('/')} ms`,
    );
    console.log(
      `  median run: FCP ${m.fcpMs} ms, LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls}, ` +
        `Speed Index ${m.speedIndexMs} ms; LCP element: ${m.lcpElement ?? 'n/a'}`,
    );
    if (m.failedAccessibility.length) console.log(`  failed accessibility audits: ${m.failedAccessibility}`);
  }
  console.log(
    `\nload average (1 min) at the end: ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`,
  );

  const resultsDir = join(here, 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, 'front-end-budget.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: machine(loadAtStart),
        homeJavaScript: { gzipBytes: gzipTotal, receivedBytes: receivedTotal, files: home.scripts },
        lighthouse: audits,
      },
      null,
      2,
    ),
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await guard.finish();
}
