// Starts the built all-in-one store on a free port for browser tests and benchmarks, and waits
// until it is ready. Used by scripts/run-e2e.mjs (the e2e tests) and the bench.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export async function startStoreForTests({ dataDir, adminPassword, timeoutMs = 90_000 }) {
  const port = await freePort();
  const child = spawn(process.execPath, ['all-in-one/dist/src/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
      // Every browser of the tests shares 127.0.0.1; some leave their checkout open (reserved pieces).
      MAX_HELD_PIECES_PER_ADDRESS: '50',
      HOLDS_PER_ADDRESS_PER_HOUR: '10000',
      LIVE_STREAMS_PER_ADDRESS: '50',
      // Every buyer the browser tests verify asks for a code from 127.0.0.1.
      BUYER_CODES_PER_ADDRESS_PER_HOUR: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the store exited with code ${child.exitCode}`);
    const ready = await fetch(`${url}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) {
      return {
        url,
        stop: () =>
          new Promise((resolve) => {
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the store was not ready within ${timeoutMs} ms`);
}
