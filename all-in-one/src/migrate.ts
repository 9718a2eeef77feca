// The release's migrations command (the image's `migrate` process, Kubernetes' migrate Job):
// applies every schema's pending migrations to DATABASE_URL, then exits 0 (1 on any failure).
// Each schema is migrated under the advisory lock the services' own start-up migration takes, so
// it is safe beside running pods. A schema it creates stays marked as a new store until its
// service's first start, which then seeds the demo data when SEED_DEMO_DATA is set
// (claimFirstStart, libs/platform).
import { ADMIN_MEDIA_SCHEMA, adminMediaMigrationsDir } from '@atelier/admin-media';
import { CART_CHECKOUT_SCHEMA, cartCheckoutMigrationsDir } from '@atelier/cart-checkout';
import { CATALOG_SCHEMA, catalogMigrationsDir } from '@atelier/catalog';
import { GATEWAY_SCHEMA, gatewayMigrationsDir } from '@atelier/gateway';
import { NOTIFICATIONS_SCHEMA, notificationsMigrationsDir } from '@atelier/notifications';
import { closeDatabase, connectPostgres, createLogger, runMigrations } from '@atelier/platform';
import { loadMigrateEnv } from './migrate-config.js';

/** Every schema of the store and its migrations, in the order the services depend on each other. */
export const storeSchemas = [
  { schema: CATALOG_SCHEMA, migrationsDir: catalogMigrationsDir },
  { schema: CART_CHECKOUT_SCHEMA, migrationsDir: cartCheckoutMigrationsDir },
  { schema: NOTIFICATIONS_SCHEMA, migrationsDir: notificationsMigrationsDir },
  { schema: ADMIN_MEDIA_SCHEMA, migrationsDir: adminMediaMigrationsDir },
  { schema: GATEWAY_SCHEMA, migrationsDir: gatewayMigrationsDir },
];

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
