// Bakes the demo store (demo-template.ts) into all-in-one/dist: run by the build
// (scripts/build-pglite-template.mjs), never by a running store.
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  closeDatabase,
  createLogger,
  type DatabaseConnection,
  InProcessEventBus,
  openPglite,
  withSqlSession,
} from '@atelier/platform';
import { loadAllInOneEnv } from './config.js';
import { DEMO_TEMPLATE_MANIFEST, type DemoTemplateManifest, migrationsFingerprint } from './demo-template.js';
import { startStore } from './store.js';

/**
 * Starts the whole store once on a fresh data directory (from the plain template), lets every
 * event of the seed reach its consumers, stops it, removes the admin account its start created (each
 * store makes its own, with its own password) and moves the data directory into `distDir`.
 */
export async function bakeDemoTemplate(distDir: string): Promise<string> {
  // Inside distDir: the finished data directory is renamed into place (one filesystem).
  const dataDir = mkdtempSync(join(distDir, '.demo-template-'));
  try {
    const env = loadAllInOneEnv({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: randomBytes(24).toString('base64url'),
    });
    const logger = createLogger('demo-template', 'warn');
    const bus = new InProcessEventBus(logger);
    const store = await startStore(env, { logger, bus, useDemoTemplate: false });
    await untilEventsSettled(store.database, bus);
    await store.close();

    const pgliteDir = join(dataDir, 'pglite');
    const database = await openPglite(pgliteDir);
    await withSqlSession(database, async (session) => {
      await session.query('DELETE FROM gateway.sessions');
      await session.query('DELETE FROM gateway.users');
    });
    await closeDatabase(database);

    const migrations = migrationsFingerprint();
    const file = `pglite-demo-template-${migrations.slice(0, 16)}`;
    for (const old of readdirSync(distDir).filter((name) => name.startsWith('pglite-demo-template-')))
      rmSync(join(distDir, old), { recursive: true, force: true });
    renameSync(pgliteDir, join(distDir, file));
    const manifest: DemoTemplateManifest = { file, migrations };
    writeFileSync(join(distDir, DEMO_TEMPLATE_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return file;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Waits until the seed's events have all been relayed and handled (consumers write events of their
 * own, so twice in a row, a moment apart): the notifications service's read model of sneak peeks,
 * cart-checkout's of products and the search words are filled by them.
 */
async function untilEventsSettled(database: DatabaseConnection, bus: InProcessEventBus): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (let quiet = 0; quiet < 2;) {
    if (Date.now() > deadline) throw new Error("the demo seed's events did not settle within 60 s");
    await sleep(100);
    const unpublished = await withSqlSession(database, async (session) => {
      const outboxes = await session.query<{ table_schema: string }>(
        "SELECT table_schema FROM information_schema.tables WHERE table_name = 'outbox_events'",
      );
      let count = 0;
      for (const { table_schema: schema } of outboxes) {
        const [row] = await session.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM "${schema}".outbox_events WHERE published_at IS NULL`,
        );
        count += row!.n;
      }
      return count;
    });
    quiet = unpublished === 0 && bus.unsettledDeliveries === 0 ? quiet + 1 : 0;
  }
}
