import { envBoolean, loadConfig, serviceEnvFields } from '@atelier/platform';
import { z } from 'zod';

/** Environment of the catalog service when it runs as its own process (cluster, containers). */
const catalogEnvSchema = z.object({
  ...serviceEnvFields(3101),
  /** Fill a brand-new database with the demo catalogue (npm run start:cluster turns this on). */
  SEED_DEMO_DATA: envBoolean(false),
  /** How often expired stock holds are released (seconds). */
  STOCK_HOLD_SWEEP_SECONDS: z.coerce.number().positive().max(3600).default(15),
});

export const loadCatalogEnv = (env?: Record<string, string | undefined>) =>
  loadConfig('catalog', catalogEnvSchema, env);
