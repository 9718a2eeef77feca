// How long the draw's ordering takes (issue 16): the catalog's drawOrder (HMAC-SHA256 of every
// entry id under the seed, then a sort) for 1,000 to 100,000 entries, and the dependency-free
// scripts/verify-draw.mjs recomputing a 10,000-entry draw from a saved record (a fresh Node process,
// as a verifier runs it). The whole draw on PostgreSQL (close, order, store each place, offer) is
// printed by services/catalog/test/drawn-releases.int-spec.ts. Median of 5 runs each.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { drawOrder, newDrawSeed, drawCommitment } = await import(
  path.join(root, 'services/catalog/dist/src/drawn-releases/draw-order.js')
);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const time = (work) => {
  const runs = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    work();
    runs.push(performance.now() - started);
  }
  return median(runs);
};

for (const count of [1_000, 10_000, 100_000]) {
  const ids = Array.from({ length: count }, () => randomUUID());
  const seed = newDrawSeed();
  console.log(
    `drawOrder, ${count.toLocaleString('en-US')} entries: ${time(() => drawOrder(seed, ids)).toFixed(1)} ms`,
  );
}

const dir = mkdtempSync(path.join(tmpdir(), 'draw-bench-'));
try {
  const ids = Array.from({ length: 10_000 }, () => randomUUID()).sort();
  const seed = newDrawSeed();
  const record = {
    quantity: 1,
    seed,
    seedSha256: drawCommitment(seed),
    entryIds: ids,
    order: drawOrder(seed, ids),
  };
  const file = path.join(dir, 'draw.json');
  writeFileSync(file, JSON.stringify(record));
  const script = path.join(root, 'scripts/verify-draw.mjs');
  const ms = time(() =>
    execFileSync(process.execPath, [script, file], { stdio: ['ignore', 'ignore', 'ignore'] }),
  );
  console.log(`scripts/verify-draw.mjs, 10,000 entries (whole process): ${ms.toFixed(0)} ms`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
