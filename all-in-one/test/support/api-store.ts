// A started all-in-one store for the API tests (its own data directory, a known admin password, rate
// limits out of the way), the admin's sign-in, and the OpenAPI document it serves.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../../src/main.js', import.meta.url));
export const ADMIN_PASSWORD = 'api-test-admin-password';
/** Set for the store so tests can sign a verified buyer's cookie as notifications would. */
export const INTERNAL_AUTH_SECRET = 'api-test-internal-auth-secret-0123456789';

export interface ApiStore {
  url: string;
  /** The process's metrics listener (METRICS_PORT), never the store's own port. */
  metricsUrl: string;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** `env`: settings of the test's own on top of these (e.g. METRICS_TOKEN). */
export async function startApiStore(env: Record<string, string> = {}): Promise<ApiStore> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-api-'));
  const [port, metricsPort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      METRICS_PORT: String(metricsPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'fatal',
      ADMIN_PASSWORD,
      INTERNAL_AUTH_SECRET,
      // Every request of these tests comes from 127.0.0.1: the per-address limits would answer 429.
      PUBLIC_WRITE_LIMIT_PER_MINUTE: '1000000',
      LOGIN_ATTEMPTS_PER_15_MINUTES: '1000000',
      MAX_HELD_PIECES_PER_ADDRESS: '100',
      HOLDS_PER_ADDRESS_PER_HOUR: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let i = 0; i < 900 && !output.includes('Atelier is ready'); i++) {
    if (child.exitCode !== null) throw new Error(`the store exited: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.match(output, /Atelier is ready/);
  return {
    url: `http://127.0.0.1:${port}`,
    metricsUrl: `http://127.0.0.1:${metricsPort}`,
    stop: async () => {
      await new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM')));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface AdminSession {
  cookie: string;
  csrfToken: string;
}

export async function signIn(url: string): Promise<AdminSession> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  assert.equal(login.status, 200, 'the admin signs in');
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  return { cookie: login.headers.get('set-cookie')!.split(';')[0]!, csrfToken };
}
