import { envBoolean, loadConfig, serviceEnvFields } from '@atelier/platform';
import { z } from 'zod';
import { parseDrandUrls, PUBLIC_DRAND_URLS } from './drawn-releases/beacon/drand-urls.js';

/** Environment of the catalog service when it runs as its own process (cluster, containers). */
const catalogEnvSchema = z.object({
  ...serviceEnvFields(3101),
  /** Fill a brand-new database with the demo catalogue (npm run start:cluster turns this on). */
  SEED_DEMO_DATA: envBoolean(false),
  /** How often expired stock holds are released (seconds). */
  STOCK_HOLD_SWEEP_SECONDS: z.coerce.number().positive().max(3600).default(15),
  /**
   * drand quicknet mirrors for drawn releases (comma-separated; 'off' or empty: no beacon, releases
   * open with the house's seed alone). Unset: drand's public mirrors.
   */
  DRAND_URLS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseDrandUrls(value, PUBLIC_DRAND_URLS);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
});

export const loadCatalogEnv = (env?: Record<string, string | undefined>) =>
  loadConfig('catalog', catalogEnvSchema, env);
