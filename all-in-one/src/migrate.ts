// The release's migrations command (the image's `migrate` process, Kubernetes' migrate Job):
// applies every schema's pending migrations to DATABASE_URL, then exits 0 (1 on any failure).
// Each schema is migrated under the advisory lock the services' own start-up migration takes, so
// it is safe beside running pods. A schema it creates stays marked as a new store until its
// service's first start, which then seeds the demo data when SEED_DEMO_DATA is set
// (claimFirstStart, libs/platform).
import { closeDatabase, connectPostgres, createLogger, runMigrations } from '@atelier/platform';
import { loadMigrateEnv } from './migrate-config.js';
import { storeSchemas } from './store-schemas.js';

const env = loadMigrateEnv();
const logger = createLogger('migrate', env.LOG_LEVEL);
const database = connectPostgres(env.DATABASE_URL, 1);
try {
  for (const { schema, migrationsDir } of storeSchemas) {
    const applied = await runMigrations(database, { schema, migrationsDir, logger });
    logger.info({ schema, applied: applied.length }, 'schema up to date');
  }
} catch (error) {
  logger.error({ error: (error as Error).message }, 'migration failed');
  process.exitCode = 1;
} finally {
  await closeDatabase(database);
}
