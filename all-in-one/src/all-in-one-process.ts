// npm start: the whole store in one process (see store.ts), its address and the admin's sign-in printed.
import 'reflect-metadata';
import { closeOnSignals, METRICS_PATH, metricsSettingsOf, serveMetrics } from '@atelier/platform';
import { shownAdminPassword } from './admin-password.js';
import { loadAllInOneEnv } from './config.js';
import { startStore } from './store.js';

/** Starts the store; resolves once it is ready. A function, not top-level code: the bundle is CommonJS. */
export async function runAllInOne(): Promise<void> {
  const env = loadAllInOneEnv();
  const store = await startStore(env);
  // One listener for the whole process's metrics, on METRICS_PORT (never the store's PORT).
  const { listener } = metricsSettingsOf(env);
  const metrics = listener && (await serveMetrics(listener, store.logger));
  // Before the address is printed: whoever starts the store may stop it as soon as it reads that
  // line, and a SIGTERM before this would end the process without closing anything.
  closeOnSignals(store.logger, [() => store.close(), async () => metrics?.close()]);

  const shownUrl = store.url.replace('127.0.0.1', 'localhost');
  process.stdout.write(
    `\n  Atelier is ready at ${shownUrl}\n` +
      `  Admin sign-in at ${shownUrl}/admin  username: ${env.ADMIN_USERNAME}  password: ${shownAdminPassword(store.adminPassword)}\n` +
      (metrics ? `  Metrics: ${metrics.url}${METRICS_PATH}\n` : '') +
      `  Data: ${env.DATA_DIR}\n\n`,
  );
}
