#!/usr/bin/env node
// Benchmark of media uploads through the gateway (issue 8): POST /api/upload of a 5 MB JPEG, which
// admin-media re-encodes to WebP at 480, 960 and 1600 px, and of a 5 MB MP4, stored as it is, in the
// same run (their ratio is the cost of the image work). Reports the time to answer and the store
// process's memory: resident size before, the peak sampled while uploading, and the kernel's
// high-water mark (VmHWM). The upload streams through the gateway and the service holds an image
// once in memory, so the peak should grow by a small multiple of 5 MB, not of the number of copies.
//
//   npm run build && npm run bench:upload -w bench     (or: node bench/upload.bench.mjs)
//
// Settings (environment): BENCH_UPLOADS (default 8) per file kind, one at a time after one warm-up
// upload each; BENCH_ENTRY (default all-in-one/dist/src/main.js). Loopback only; a watchdog bounds
// the run and the store and its temp dir are removed whatever happens.
import { existsSync } from 'node:fs';
import os from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { HOST } from './lib/http-get.mjs';
import { machine } from './lib/report.mjs';
import { guardRun } from './lib/run-guard.mjs';
import { processMemory } from './lib/process-memory.mjs';
import { startStore } from './lib/store.mjs';

const ADMIN_PASSWORD = 'bench-password-123'; // the one lib/store.mjs configures
const TARGET_BYTES = 5 * 1024 * 1024;
const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const entry = resolve(root, process.env.BENCH_ENTRY ?? 'all-in-one/dist/src/main.js');
const uploads = Math.max(1, Number.parseInt(process.env.BENCH_UPLOADS ?? '', 10) || 8);
if (!existsSync(entry)) {
  console.error(`${entry} does not exist: run \`npm run build\` at the repository root first.`);
  process.exit(1);
}

const guard = guardRun(300_000);
const loadAtStart = os.loadavg()[0];
const store = await startStore({ entry, cwd: root, readyPath: '/api/hero-media/active' });
guard.onCleanup(() => store.stop());
const base = `http://${HOST}:${store.port}`;

/** Resident memory of the store process, in MiB: now (VmRSS) and its high-water mark (VmHWM). */
const memory = () => processMemory(store.pid);

/** A photo-like JPEG of about 5 MB: noise compresses badly, so its size is set by its pixel count. */
async function jpegOfAboutFiveMb() {
  let side = 1800;
  for (;;) {
    const raw = Buffer.alloc(side * side * 3);
    // Deterministic noise (a multiplicative hash of the offset), so every run sends the same file.
    for (let i = 0; i < raw.length; i++) raw[i] = (Math.imul(i, 2654435761) >>> 24) ^ (i % 251);
    const jpeg = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer();
    if (jpeg.length >= TARGET_BYTES * 0.95 || side > 6000) return { jpeg, side };
    side = Math.ceil(side * Math.sqrt((TARGET_BYTES * 1.02) / jpeg.length));
  }
}

const mp4 = Buffer.concat([
  Buffer.from('000000186674797069736f6d0000000069736f6d6d703432', 'hex'),
  Buffer.alloc(TARGET_BYTES - 24, 7),
]);

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
});
if (!login.ok) throw new Error(`sign-in answered ${login.status}`);
const { csrfToken } = await login.json();
const cookie = login.headers.get('set-cookie').split(';')[0];

async function upload(bytes, name, type) {
  const form = new FormData();
  form.append('image', new Blob([bytes], { type }), name);
  const started = performance.now();
  const response = await fetch(`${base}/api/upload`, {
    method: 'POST',
    headers: { cookie, 'x-csrf-token': csrfToken },
    body: form,
  });
  const body = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${JSON.stringify(body)}`);
  return { ms, stored: body.bytes };
}

const { jpeg, side } = await jpegOfAboutFiveMb();
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))];

// Each kind: one warm-up upload (JIT, sharp's first load), then the measured ones, the memory sampled every 10 ms.
const results = [];
for (const [label, bytes, name, type] of [
  [`JPEG ${side}x${side}`, jpeg, 'photo.jpg', 'image/jpeg'],
  ['MP4 (stored as is)', mp4, 'clip.mp4', 'video/mp4'],
]) {
  await upload(bytes, name, type);
  const before = memory();
  let peak = before.rss;
  const sampler = setInterval(() => (peak = Math.max(peak, memory().rss)), 10);
  const times = [];
  let stored = 0;
  for (let i = 0; i < uploads; i++) {
    const one = await upload(bytes, name, type);
    times.push(one.ms);
    stored = one.stored;
  }
  clearInterval(sampler);
  results.push({
    label,
    size: bytes.length,
    stored,
    before,
    peak: Math.max(peak, memory().rss),
    hwm: memory().hwm,
    times,
  });
}

const mib = (n) => n.toFixed(1);
console.log(
  `\nPOST /api/upload through the gateway, ${uploads} uploads each, one at a time (${new Date().toISOString()})`,
);
const { cpus, cpuModel, node, loadAverage1m } = machine(loadAtStart);
console.log(
  `${cpus} cores (${cpuModel}), Node ${node}, load average ${loadAverage1m.atStart} at the start, ${loadAverage1m.atEnd} at the end`,
);
console.log(
  '| file | bytes sent | bytes stored | p50 ms | min ms | max ms | RSS before MiB | RSS peak MiB | VmHWM MiB |',
);
console.log(
  '| ---- | ---------: | -----------: | -----: | -----: | -----: | -------------: | -----------: | --------: |',
);
for (const r of results)
  console.log(
    `| ${r.label} | ${r.size.toLocaleString('en-US')} | ${r.stored.toLocaleString('en-US')} | ${Math.round(percentile(r.times, 0.5))} | ${Math.round(Math.min(...r.times))} | ${Math.round(Math.max(...r.times))} | ${mib(r.before.rss)} | ${mib(r.peak)} | ${mib(r.hwm)} |`,
  );
const [image, video] = results;
console.log(
  `\nratio JPEG / MP4 time to answer (p50): ${(percentile(image.times, 0.5) / percentile(video.times, 0.5)).toFixed(1)}x; ` +
    `peak RSS growth over the idle store: JPEG +${mib(image.peak - image.before.rss)} MiB, MP4 +${mib(video.peak - video.before.rss)} MiB`,
);
await guard.finish();
