// Starts the built all-in-one store as a child process on loopback ports with a fresh DATA_DIR, and
// stops it (its whole process group) again.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/test-store.mjs';
import { HOST, get } from './http-get.mjs';

/**
 * Returns { port, catalogPort, pid, dataDir, readyMs, exited, output(), stop() } once GET
 * /health/ready and `readyPath` answer 200 through the gateway (timeoutMs at most; readyMs from the
 * spawn). `env` is added to the store's. A given `dataDir` is kept on stop (a warm start reuses
 * it); without one the store gets a fresh temporary one, removed on stop. `port` and `catalogPort`
 * pin the gateway's and the catalog's ports (default: free ones picked just before the spawn).
 */
export async function startStore({
  entry,
  cwd,
  env = {},
  readyPath,
  timeoutMs = 60_000,
  dataDir: keptDir,
  port: fixedPort,
  catalogPort: fixedCatalogPort,
}) {
  const dataDir = keptDir ?? mkdtempSync(join(os.tmpdir(), 'atelier-bench-'));
  const spawnedAt = performance.now();
  const port = fixedPort ?? (await freePort());
  let catalogPort = fixedCatalogPort ?? (await freePort());
  while (catalogPort === port) catalogPort = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST,
      PORT: String(port),
      CATALOG_PORT: String(catalogPort),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'bench-password-123',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group: whatever it spawns is stopped with it
  });
  let tail = '';
  const keep = (chunk) => {
    tail = (tail + chunk.toString()).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const store = {
    port,
    catalogPort,
    pid: child.pid,
    dataDir,
    exited: false,
    output: () => tail,
    stop: () =>
      new Promise((resolveStop) => {
        const removeDir = () => {
          if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
          resolveStop();
        };
        if (store.exited) return removeDir();
        const kill = (sig) => {
          try {
            process.kill(-child.pid, sig);
          } catch {
            /* already gone */
          }
        };
        const hard = setTimeout(() => kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(hard);
          kill('SIGKILL'); // anything left in its process group goes too
          removeDir();
        });
        kill('SIGTERM');
      }),
  };
  child.on('exit', (code, signal) => {
    store.exited = true;
    store.exitedWith = signal ?? code;
  });

  const deadline = Date.now() + timeoutMs;
  const pollMs = 25; // fine enough to time a start
  const ready = async () =>
    (await get(`http://${HOST}:${port}/health/ready`)).status === 200 &&
    (await get(`http://${HOST}:${port}${readyPath}`)).status === 200;
  while (!(await ready())) {
    if (store.exited || Date.now() > deadline) {
      // Named before stop(), which ends a store that is still starting.
      const why = store.exited
        ? `exited (${store.exitedWith}) before being ready`
        : `was not ready within ${timeoutMs / 1000} s`;
      await store.stop();
      throw new Error(`the store ${why}.\n--- store output (tail) ---\n${tail}`);
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  store.readyMs = performance.now() - spawnedAt;
  return store;
}
