#!/usr/bin/env node
// The e2e project's `test` target: starts the built all-in-one store (fresh data directory, known
// admin password) and runs the browser tests under e2e/tests against it, then stops the store.
// Given files (relative to e2e/), runs only those:
//   node scripts/run-e2e.mjs tests/auctions.e2e.test.mjs
//
// The test files are split into E2E_SHARDS groups (default 2), each against a store of its own,
// side by side: a browser test spends most of its time waiting on pages, the store and animations,
// and two stores never see each other's carts, bids or lists. Within a shard the files run one at
// a time (they share that store, and some read its lists whole). Each shard's TAP output is printed
// whole once it ends, with its own summary (npm test adds them up); the exit code is 1 if any failed.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStoreForTests } from './test-store.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const e2eDir = join(root, 'e2e');
const adminPassword = 'e2e-admin-password';

const chosen = process.argv.length > 2 ? process.argv.slice(2) : ['tests'];
const files = chosen.flatMap((path) =>
  statSync(join(e2eDir, path)).isDirectory()
    ? readdirSync(join(e2eDir, path))
        .filter((name) => name.endsWith('.e2e.test.mjs'))
        .map((name) => join(path, name))
    : [path],
);
const shardCount = Math.max(1, Math.min(Number(process.env.E2E_SHARDS ?? 2), files.length));

// Balanced by size (a file's length follows its scenarios closely enough): largest first, each to
// the lightest shard so far.
const shards = Array.from({ length: shardCount }, () => ({ files: [], weight: 0 }));
for (const file of [...files].sort((a, b) => size(b) - size(a))) {
  const lightest = shards.reduce((x, y) => (y.weight < x.weight ? y : x));
  lightest.files.push(file);
  lightest.weight += size(file);
}

function size(file) {
  return statSync(join(e2eDir, file)).size;
}

/** Runs one shard's files against a store of its own; resolves with its exit code and output. */
async function runShard(shard) {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-e2e-'));
  let output = '';
  try {
    const store = await startStoreForTests({ dataDir, adminPassword });
    try {
      const status = await new Promise((resolve) => {
        const child = spawn(process.execPath, [join(root, 'scripts/run-node-tests.mjs'), ...shard.files], {
          cwd: e2eDir,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: {
            ...process.env,
            E2E_BASE_URL: store.url,
            E2E_ADMIN_USERNAME: 'admin',
            E2E_ADMIN_PASSWORD: adminPassword,
            ATELIER_TEST_CONCURRENCY: '1',
          },
        });
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => resolve(code ?? 1));
      });
      return { status, output };
    } finally {
      await store.stop();
    }
  } catch (error) {
    return { status: 1, output: `${output}\ne2e: could not start the store: ${error.message}\n` };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const statuses = await Promise.all(
  shards.map(async (shard, index) => {
    const { status, output } = await runShard(shard);
    process.stdout.write(
      `\n=== e2e shard ${index + 1} of ${shardCount}: ${shard.files.join(', ')}\n${output}`,
    );
    return status;
  }),
);
process.exit(statuses.some((status) => status !== 0) ? 1 : 0);
