import { envLogLevel, envPostgresUrl, loadConfig } from '@atelier/platform';
import { z } from 'zod';

/** Environment of the migrate command (migrate.ts): the database, and how much to log. */
const migrateEnvSchema = z.object({
  DATABASE_URL: envPostgresUrl,
  LOG_LEVEL: envLogLevel,
});

export const loadMigrateEnv = (env?: Record<string, string | undefined>) =>
  loadConfig('migrate', migrateEnvSchema, env);
