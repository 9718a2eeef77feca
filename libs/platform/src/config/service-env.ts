import { z } from 'zod';
import { metricsEnvFields } from '../metrics/metrics-settings.js';
import {
  blankAsUnset,
  envAmqpUrl,
  envInternalAuthSecret,
  envLogLevel,
  envBoolean,
  envNamespace,
  envPoolSize,
  envPort,
  envPostgresUrl,
  envServiceHost,
} from './env-fields.js';

/**
 * The settings the processes share, declared once; each config.ts spreads what it reads into its
 * own schema and adds its own settings (the manifests' tests check each config against the
 * Kubernetes and compose files, so a process reads only what it needs).
 */

/**
 * PostgreSQL: where, how many connections this process may hold (DATABASE_POOL_SIZE, default 10),
 * and whether it migrates its schema at start (MIGRATE_ON_START, default true) or, false, waits
 * until the release's migrate command has (Kubernetes, compose: only the migrate Job migrates).
 */
export const databaseEnvFields = {
  DATABASE_URL: envPostgresUrl,
  DATABASE_POOL_SIZE: envPoolSize,
  MIGRATE_ON_START: envBoolean(true),
};

/** Every own process (services, the text worker, migrate): PostgreSQL and how much to log. */
export const ownProcessEnvFields = {
  ...databaseEnvFields,
  LOG_LEVEL: envLogLevel,
};

/** A process on the event bus: the broker and the namespace its exchanges and queues are named in. */
export const eventBusEnvFields = {
  RABBITMQ_URL: envAmqpUrl,
  EVENT_NAMESPACE: envNamespace,
};

/** Where a process listens: its own default port; loopback unless HOST is set. */
export const listenEnvFields = (defaultPort: number) => ({
  PORT: envPort(defaultPort),
  HOST: envServiceHost,
});

/**
 * A service behind the gateway as its own process: where it listens (and serves its metrics), the
 * secret its admin routes check the gateway's assertion with, PostgreSQL, the event bus, the log level.
 */
export const serviceEnvFields = (defaultPort: number) => ({
  ...listenEnvFields(defaultPort),
  ...metricsEnvFields,
  INTERNAL_AUTH_SECRET: envInternalAuthSecret,
  ...databaseEnvFields,
  ...eventBusEnvFields,
  LOG_LEVEL: envLogLevel,
});

/** An http(s) URL (another service, an object store). */
export const envHttpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** A redis:// (or rediss://) URL. */
export const envRedisUrl = z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' });

/** Whose X-Forwarded-For names the client (Fastify's trustProxy: addresses, CIDRs or loopback). */
export const envTrustedProxies = z.string().trim().min(1).default('loopback');

/** An optional setting where a blank value (KEY=, as in a copied .env.example) means unset. */
export const envOptional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());
