import {
  envAmqpUrl,
  envBoolean,
  envLogLevel,
  envNamespace,
  envPort,
  envPostgresUrl,
  loadConfig,
} from '@atelier/platform';
import { z } from 'zod';

/** Environment of the catalog service when it runs as its own process (cluster, containers). */
const catalogEnvSchema = z.object({
  PORT: envPort(3101),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: envPostgresUrl,
  RABBITMQ_URL: envAmqpUrl,
  EVENT_NAMESPACE: envNamespace,
  LOG_LEVEL: envLogLevel,
  /** Fill a brand-new database with the demo catalogue (npm run start:cluster turns this on). */
  SEED_DEMO_DATA: envBoolean(false),
});

export const loadCatalogEnv = (env?: Record<string, string | undefined>) =>
  loadConfig('catalog', catalogEnvSchema, env);
