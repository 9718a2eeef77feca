import { z } from 'zod';
import { loadConfig } from '../config/load-config.js';
import { envBoolean } from '../config/env-fields.js';

/** Whether an app serves /metrics and measures its requests, and who may read it. */
export interface MetricsSettings {
  enabled: boolean;
  /** When set, /metrics answers only requests with `Authorization: Bearer <token>`. */
  token?: string;
}

// Read by every process alike (gateway, services, worker, all-in-one), so kept here rather than
// repeated in each app's config.ts; still validated once at start-up, like the rest of the config.
const metricsEnvSchema = z.object({
  METRICS_ENABLED: envBoolean(true),
  METRICS_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16, 'must be at least 16 characters (or unset for no token)').optional(),
  ),
});

export function loadMetricsSettings(env?: Record<string, string | undefined>): MetricsSettings {
  const { METRICS_ENABLED, METRICS_TOKEN } = loadConfig('metrics', metricsEnvSchema, env);
  return { enabled: METRICS_ENABLED, ...(METRICS_TOKEN ? { token: METRICS_TOKEN } : {}) };
}
