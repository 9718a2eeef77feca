// The real catalog service as its own process (cluster mode), for tests of the cart-checkout
// service that need its stock holds. Started from its build, not imported: a service never
// imports another service.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const catalogMain = fileURLToPath(new URL('../../../../catalog/dist/src/main.js', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

export interface CatalogProcess {
  url: string;
  /** Its metrics listener (METRICS_PORT), as Prometheus scrapes it. */
  metricsUrl: string;
  stop(): Promise<void>;
}

export async function startCatalogProcess(env: {
  DATABASE_URL: string;
  RABBITMQ_URL: string;
  EVENT_NAMESPACE: string;
  INTERNAL_AUTH_SECRET: string;
  STOCK_HOLD_SWEEP_SECONDS?: string;
}): Promise<CatalogProcess> {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(process.execPath, [catalogMain], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
      SEED_DEMO_DATA: 'false',
      // Tests run offline: no drand beacon (drawn releases open with the house's seed alone).
      DRAND_URLS: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`catalog exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('catalog did not become ready in 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    metricsUrl: `http://127.0.0.1:${metricsPort}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
