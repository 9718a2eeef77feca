import { z } from 'zod';
import { keyRingProblems } from '../http/key-ring.js';

// Reusable pieces of the per-app zod env schemas (config/service-env.ts groups the shared ones).
/** An empty variable (PORT=) means "not set", not port 0 or an empty string. */
export const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);

export const envPort = (fallback: number) =>
  z.preprocess(
    blankAsUnset,
    z.coerce
      .number()
      .int()
      .min(0, 'must be a port number')
      .max(65535, 'must be a port number')
      .default(fallback),
  );

/** A size in bytes (a plain non-negative integer, e.g. EDGE_CACHE_MAX_BYTES=33554432; 0 turns a cache off). */
export const envByteSize = (fallback: number) =>
  z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: 'must be a number of bytes' })
      .int('must be a whole number of bytes')
      .min(0, 'must be a number of bytes')
      .default(fallback),
  );

export const envBoolean = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1');

export const envPostgresUrl = z
  .string({ error: 'is required' })
  .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL');

/** Connections one process may hold open to PostgreSQL (its pool's max). */
export const envPoolSize = z.preprocess(
  blankAsUnset,
  z.coerce
    .number({ error: 'must be a number of connections' })
    .int('must be a whole number of connections')
    .min(1, 'must be at least 1 connection')
    .max(200, 'must be at most 200 connections')
    .default(10),
);

export const envAmqpUrl = z.string({ error: 'is required' }).regex(/^amqps?:\/\//, 'must be an amqp:// URL');

export const envLogLevel = z
  .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  .default('info');

export const envNamespace = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._-]{0,60}$/, 'must be lowercase letters, digits, dot, dash or underscore')
  .default('atelier');

/**
 * The keys the gateway and the services sign and check their tokens with (cookies, claim links,
 * assertions): one shared random secret, or a key ring `id:secret,id:secret` (current first) while
 * a key is rotated (http/key-ring.ts; README, "Rotating keys").
 */
export const envInternalAuthSecret = z
  .string({ error: 'is required (a shared random secret of at least 32 characters)' })
  .superRefine((value, ctx) => {
    for (const problem of keyRingProblems(value)) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Where a service listens: loopback unless set (containers set 0.0.0.0 explicitly). */
export const envServiceHost = z.string().min(1).default('127.0.0.1');
