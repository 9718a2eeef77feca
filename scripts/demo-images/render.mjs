#!/usr/bin/env node
// Renders the demo images (artist portraits, portfolio showcases, collection covers, heroes,
// product and coming-soon views) from SVG scenes and writes them as WebP at 480, 960 and 1600 px
// to web/public/demo, which the web app serves as /demo/... Deterministic: no network, no
// photographs, no third-party assets; a re-render is byte-identical.
//
//   node scripts/demo-images/render.mjs            render everything, then run the check
//   node scripts/demo-images/render.mjs ember      re-render only images whose path contains "ember"
//   node scripts/demo-images/render.mjs --check    only verify that every /demo/...webp URL named in
//                                                  services/catalog/src/seed/demo-catalog.ts exists
//
// Where things are:
//   pieces/<slug>.mjs        one product or coming-soon piece: its shape (`draw`), room and views
//   artists/<slug>.mjs       one artist: portrait colours and shapes, portfolio showcase
//   collections/<slug>.mjs   one collection cover: which pieces stand where in which room
//   lib/                     shared drawing: canvas, materials, piece builder, props, rooms, scenes
//   jobs.mjs                 the list of files to render; check.mjs the catalog check
//
// To add a piece: copy the closest pieces/<slug>.mjs, rename it, change `slug`, `dims`, `draw`
// and its room; list it in pieces/index.mjs; run `node scripts/demo-images/render.mjs <slug>`
// and look at the result; then name it in demo-catalog.ts (productImages('<slug>', views)).
// Artists and covers work the same way through their own folder and index.mjs.
//
// Needs `sharp` (a root devDependency), only for rendering.

import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { check } from './check.mjs';
import { jobs } from './jobs.mjs';
import { FOLDERS, OUT, WEBP, WIDTHS } from './paths.mjs';

/** Rasterises one job at 1600 px, refuses a blank picture, and writes the three WebP widths. */
async function renderOne(job) {
  const svg = job.svg();
  const vb = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  const ratio = Number(vb[2]) / Number(vb[1]);
  const master = await sharp(Buffer.from(svg), { density: (72 * 1600) / Number(vb[1]) })
    .resize(1600, Math.round(1600 * ratio), { fit: 'fill' })
    .png()
    .toBuffer();
  const { channels } = await sharp(master).stats();
  if (channels.slice(0, 3).every((ch) => ch.stdev < 6)) throw new Error(`${job.out} renders blank`);
  let bytes = 0;
  for (const w of WIDTHS) {
    const buf = await sharp(master)
      .resize(w, Math.round(w * ratio), { kernel: 'lanczos3' })
      .webp(WEBP)
      .toBuffer();
    await writeFile(join(OUT, `${job.out}-${w}.webp`), buf);
    bytes += buf.length;
  }
  console.log(`  ${job.out}`);
  return bytes;
}

async function render(filter) {
  const list = jobs().filter((j) => !filter || j.out.includes(filter));
  if (!list.length) throw new Error(`no image matches "${filter}"`);
  for (const dir of FOLDERS) await mkdir(join(OUT, dir), { recursive: true });
  const t0 = Date.now();
  let bytes = 0;
  // librsvg renders on libuv worker threads: keep a few jobs in flight
  const queue = [...list];
  const workers = Array.from({ length: Math.max(1, Math.min(4, availableParallelism())) }, async () => {
    while (queue.length) bytes += await renderOne(queue.shift());
  });
  await Promise.all(workers);
  console.log(
    `rendered ${list.length * WIDTHS.length} files (${(bytes / 1048576).toFixed(2)} MB) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}

/** A full render starts from empty folders, so an image no job makes any more disappears. */
async function clean() {
  for (const dir of FOLDERS) {
    const names = await readdir(join(OUT, dir)).catch(() => []);
    for (const n of names) if (n.endsWith('.webp')) await rm(join(OUT, dir, n));
  }
}

const args = process.argv.slice(2);
const filter = args.find((a) => !a.startsWith('--'));
if (args.includes('--check')) {
  await check();
} else if (filter) {
  await render(filter);
} else {
  await clean();
  await render();
  await check();
}
