import { fileURLToPath } from 'node:url';
import {
  envBoolean,
  envByteSize,
  envHttpUrl,
  envInternalAuthSecret,
  envLogLevel,
  envOptional,
  envPort,
  envRedisUrl,
  envTrustedProxies,
  eventBusEnvFields,
  loadConfig,
  metricsEnvFields,
  ownProcessEnvFields,
} from '@atelier/platform';
import { EDGE_CACHE_DEFAULT_MAX_BYTES } from './edge-cache/edge-cache.js';
import { z } from 'zod';

const optionalServiceUrl = envHttpUrl.optional();

const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Settings shared by every mode; all-in-one fills the upstream URLs, database and secret itself. */
export const gatewaySettingsSchema = z.object({
  PORT: envPort(3000),
  HOST: z.string().default('0.0.0.0'),
  WEB_DIST_DIR: z.string().default(defaultWebDist),
  ADMIN_USERNAME: z.string().trim().min(1, 'must not be blank').max(100).default('admin'),
  ADMIN_PASSWORD: z
    .string({ error: 'is required (the admin password set on first start)' })
    .min(12, 'must be at least 12 characters'),
  COOKIE_SECURE: envBoolean(false),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(8),
  PUBLIC_WRITE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Live-update streams (auction and draw pages) one client address may hold open on an instance; more get 429. */
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().positive().default(6),
  /** Failed sign-ins allowed per client address and username before a growing lockout. */
  LOGIN_ATTEMPTS_PER_15_MINUTES: z.coerce.number().int().positive().default(10),
  /** Signs the admin assertion every service checks on its admin routes. */
  INTERNAL_AUTH_SECRET: envInternalAuthSecret,
  /** Proxies whose X-Forwarded-For names the client (addresses, CIDRs or loopback, comma separated). */
  TRUSTED_PROXIES: envTrustedProxies,
  /** Rate-limit counts live here, shared by every gateway instance; without it, in memory. */
  REDIS_URL: envOptional(envRedisUrl),
  REDIS_KEY_PREFIX: z.string().default('atelier:'),
  /** Bytes of public read answers the edge cache may hold (LRU); 0 turns it off (ETags and 304s stay). */
  EDGE_CACHE_MAX_BYTES: envByteSize(EDGE_CACHE_DEFAULT_MAX_BYTES),
  /** The site's public origin (https://atelier.example) for canonical URLs, Open Graph and the sitemap; unset: taken from each request. */
  PUBLIC_ORIGIN: envOptional(
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) origin' })
      .transform((url) => new URL(url).origin),
  ),
  LOG_LEVEL: envLogLevel,
  /** Its metrics, on a port of their own (never the public PORT); unset: none. */
  ...metricsEnvFields,
});

/** The gateway as its own process (cluster, containers). */
const gatewayEnvSchema = gatewaySettingsSchema.extend({
  ...ownProcessEnvFields,
  /** The services' committed events invalidate the edge cache: every gateway instance sees every one. */
  ...eventBusEnvFields,
  CATALOG_URL: envHttpUrl,
  CART_CHECKOUT_URL: optionalServiceUrl,
  NOTIFICATIONS_URL: optionalServiceUrl,
  ADMIN_MEDIA_URL: optionalServiceUrl,
});

export type GatewaySettings = z.infer<typeof gatewaySettingsSchema>;

export const loadGatewayEnv = (env?: Record<string, string | undefined>) =>
  loadConfig('gateway', gatewayEnvSchema, env);
