// The backup command (the image's `backup` process: Kubernetes' CronJob `backup`, compose's
// `backup` service): pg_dump of each of the store's schemas and a copy of every upload, into
// BACKUP_BUCKET under BACKUP_PREFIX/<UTC time>/, with a manifest written last. Exits 0, or 1 on
// any failure. Restore: restore.ts. docs/runbooks.md, "Backups and restore".
import { closeDatabase, connectPostgres, createLogger } from '@atelier/platform';
import { backupLocation, loadBackupEnv, uploadsLocation } from './backup/backup-config.js';
import { backupStore } from './backup/backup-store.js';
import { Bucket } from './backup/object-store.js';
import { storeSchemas } from './store-schemas.js';

const env = loadBackupEnv();
const logger = createLogger('backup', env.LOG_LEVEL);
const database = connectPostgres(env.DATABASE_URL, 1);
try {
  await backupStore({
    databaseUrl: env.DATABASE_URL,
    database,
    schemas: storeSchemas.map((s) => s.schema),
    uploads: new Bucket(uploadsLocation(env)),
    backups: new Bucket(backupLocation(env)),
    prefix: env.BACKUP_PREFIX,
    logger,
  });
} catch (error) {
  logger.error({ error: (error as Error).message }, 'backup failed');
  process.exitCode = 1;
} finally {
  await closeDatabase(database);
}
