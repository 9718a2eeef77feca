import { loadConfig, ownProcessEnvFields } from '@atelier/platform';
import { z } from 'zod';

/** Environment of the migrate command (migrate.ts): the database, and how much to log. */
const migrateEnvSchema = z.object(ownProcessEnvFields);

export const loadMigrateEnv = (env?: Record<string, string | undefined>) =>
  loadConfig('migrate', migrateEnvSchema, env);
