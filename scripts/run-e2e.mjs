#!/usr/bin/env node
// The e2e project's `test` target: starts the built all-in-one store (fresh data directory, known
// admin password) and runs the browser tests under e2e/tests against it, then stops the store.
// Exit code and TAP summary are the test runner's. Given files (relative to e2e/), runs only those:
//   node scripts/run-e2e.mjs tests/auctions.e2e.test.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStoreForTests } from './test-store.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const adminPassword = 'e2e-admin-password';
const chosenTests = process.argv.length > 2 ? process.argv.slice(2) : ['tests'];
const dataDir = mkdtempSync(join(tmpdir(), 'atelier-e2e-'));
let status = 1;
try {
  const store = await startStoreForTests({ dataDir, adminPassword });
  try {
    status =
      spawnSync(process.execPath, [join(root, 'scripts/run-node-tests.mjs'), ...chosenTests], {
        cwd: join(root, 'e2e'),
        stdio: 'inherit',
        env: {
          ...process.env,
          E2E_BASE_URL: store.url,
          E2E_ADMIN_USERNAME: 'admin',
          E2E_ADMIN_PASSWORD: adminPassword,
        },
      }).status ?? 1;
  } finally {
    await store.stop();
  }
} catch (error) {
  console.error(`e2e: could not start the store: ${error.message}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
