import {
  envAmqpUrl,
  envBoolean,
  envInternalAuthSecret,
  envLogLevel,
  envNamespace,
  envPort,
  envPostgresUrl,
  envServiceHost,
  loadConfig,
} from '@atelier/platform';
import { z } from 'zod';

/** Environment of the catalog service when it runs as its own process (cluster, containers). */
const catalogEnvSchema = z.object({
  PORT: envPort(3101),
  HOST: envServiceHost,
  INTERNAL_AUTH_SECRET: envInternalAuthSecret,
  DATABASE_URL: envPostgresUrl,
  RABBITMQ_URL: envAmqpUrl,
  EVENT_NAMESPACE: envNamespace,
  LOG_LEVEL: envLogLevel,
  /** Fill a brand-new database with the demo catalogue (npm run start:cluster turns this on). */
  SEED_DEMO_DATA: envBoolean(false),
  /** How often expired stock holds are released (seconds). */
  STOCK_HOLD_SWEEP_SECONDS: z.coerce.number().positive().max(3600).default(15),
});

export const loadCatalogEnv = (env?: Record<string, string | undefined>) =>
  loadConfig('catalog', catalogEnvSchema, env);
