import { z } from 'zod';
import { loadConfig } from '../config/load-config.js';
import { blankAsUnset, envBoolean } from '../config/env-fields.js';

/** Where a process's metrics listener listens, and who may read it. */
export interface MetricsListenerSettings {
  port: number;
  /** Loopback unless set: containers and pods set 0.0.0.0 so Prometheus can reach it. */
  host: string;
  /** When set, /metrics answers only requests with `Authorization: Bearer <token>`. */
  token?: string;
}

/**
 * Whether a process measures its requests, and where it serves its metrics. Never on an app's own
 * (public) port: on a listener of their own, which deployments open to Prometheus alone (the
 * Kubernetes NetworkPolicy lets only the monitoring namespace reach it; compose publishes no such
 * port). No listener when METRICS_PORT is unset.
 */
export interface MetricsSettings {
  enabled: boolean;
  listener?: MetricsListenerSettings;
}

/**
 * The settings every long-running process reads (gateway, services, the text worker, all-in-one):
 * each config.ts spreads them, so a bad value is refused at start-up with the rest.
 */
export const metricsEnvFields = {
  /** Counts and times requests, and serves them on METRICS_PORT; false: neither. */
  METRICS_ENABLED: envBoolean(true),
  /** The metrics listener's port (0: any free one, logged); unset: metrics are not served. */
  METRICS_PORT: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(0, 'must be a port number').max(65535, 'must be a port number').optional(),
  ),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  METRICS_TOKEN: z.preprocess(
    blankAsUnset,
    z.string().min(16, 'must be at least 16 characters (or unset for no token)').optional(),
  ),
};

/** The parsed metrics fields of a process's config (those left out take their defaults). */
export interface MetricsEnv {
  METRICS_ENABLED?: boolean | undefined;
  METRICS_PORT?: number | undefined;
  METRICS_HOST?: string | undefined;
  METRICS_TOKEN?: string | undefined;
}

/** The process's metrics settings from its parsed config. */
export function metricsSettingsOf(env: MetricsEnv): MetricsSettings {
  const enabled = env.METRICS_ENABLED ?? true;
  if (!enabled || env.METRICS_PORT === undefined) return { enabled };
  const listener: MetricsListenerSettings = {
    port: env.METRICS_PORT,
    host: env.METRICS_HOST ?? '127.0.0.1',
    ...(env.METRICS_TOKEN ? { token: env.METRICS_TOKEN } : {}),
  };
  return { enabled, listener };
}

/** The metrics settings from the environment alone (for code that has no config of its own at hand). */
export function loadMetricsSettings(env?: Record<string, string | undefined>): MetricsSettings {
  return metricsSettingsOf(loadConfig('metrics', z.object(metricsEnvFields), env));
}
