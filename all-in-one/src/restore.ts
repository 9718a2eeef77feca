// The restore command (the image's `restore` process): puts backup BACKUP_ID (a folder of
// BACKUP_PREFIX in BACKUP_BUCKET) back into an empty database and an empty uploads bucket. Without
// BACKUP_ID it lists the finished backups and exits 1. Stop the store first, run the migrate
// command after. docs/runbooks.md, "Backups and restore".
import { closeDatabase, connectPostgres, createLogger } from '@atelier/platform';
import { backupLocation, loadBackupEnv, uploadsLocation } from './backup/backup-config.js';
import { listBackups, restoreStore } from './backup/backup-store.js';
import { Bucket } from './backup/object-store.js';

const env = loadBackupEnv();
const logger = createLogger('restore', env.LOG_LEVEL);
const backups = new Bucket(backupLocation(env));
const database = connectPostgres(env.DATABASE_URL, 1);
try {
  if (!env.BACKUP_ID) {
    const ids = await listBackups(backups, env.BACKUP_PREFIX);
    logger.error({ backups: ids }, 'set BACKUP_ID to the backup to restore (one of these)');
    process.exitCode = 1;
  } else
    await restoreStore(
      {
        databaseUrl: env.DATABASE_URL,
        database,
        uploads: new Bucket(uploadsLocation(env)),
        backups,
        prefix: env.BACKUP_PREFIX,
        logger,
      },
      env.BACKUP_ID,
    );
} catch (error) {
  logger.error({ error: (error as Error).message }, 'restore failed');
  process.exitCode = 1;
} finally {
  await closeDatabase(database);
}
