import { createRequire } from 'node:module';
import { DegradedDependency } from '@atelier/platform';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
/** @fastify/rate-limit's own stores, as its store/*.js files define them (not in its typings). */
interface PluginStore {
  incr(key: string, done: Callback, timeWindow: number, max: number): void;
  read(key: string, done: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): PluginStore;
}
type StoreModule = new (...args: unknown[]) => PluginStore;
/** What the plugin hands a store's constructor and child(): its merged settings. */
interface StoreSettings {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
}

// The plugin's Redis and memory stores are reused as they are (same Lua script, same keys, same
// window arithmetic); only the choice between them is ours. It exports them by file only.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreModule;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreModule;

/**
 * Rate limits counted in Redis (shared by every gateway instance) that keep working while Redis is
 * down: each count goes to this instance's memory instead, so limits still hold, per instance, and
 * the gateway stays ready. Redis being down is said once in the log and in
 * atelier_degraded{dependency="redis"} (a DegradedDependency); counts made in memory meanwhile are
 * not carried over when it returns (a window lasts minutes). The plugin would otherwise fail every
 * limited request with a 500, or with skipOnError let everything through.
 */
export function fallbackRateLimitStore(
  redis: Redis,
  nameSpace: string,
  logger: Logger,
): { Store: FastifyRateLimitStoreCtor; outage: DegradedDependency } {
  const outage = new DegradedDependency(
    'redis',
    logger,
    'rate limits and sign-in throttling count in this instance only',
  );
  redis.on('ready', () => outage.up());
  redis.on('error', (error: Error) => outage.down(error.message));
  redis.on('close', () => outage.down('connection closed'));

  // The plugin's store interface, typed loosely by its typings (child's routeOptions): cast below.
  class FallbackStore {
    private readonly shared: PluginStore;
    private readonly local: PluginStore;

    constructor(options: StoreSettings, stores?: { shared: PluginStore; local: PluginStore }) {
      const { continueExceeding, exponentialBackoff } = options;
      this.shared = stores?.shared ?? new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace);
      this.local = stores?.local ?? new LocalStore(continueExceeding, exponentialBackoff, options.cache);
    }

    incr(key: string, done: Callback, timeWindow: number, max: number): void {
      this.count('incr', key, done, timeWindow, max);
    }

    read(key: string, done: Callback, timeWindow: number, max: number): void {
      this.count('read', key, done, timeWindow, max);
    }

    child(routeOptions: StoreSettings): FallbackStore {
      return new FallbackStore(routeOptions, {
        shared: this.shared.child(routeOptions),
        local: this.local.child(routeOptions),
      });
    }

    private count(
      method: 'incr' | 'read',
      key: string,
      done: Callback,
      timeWindow: number,
      max: number,
    ): void {
      // Not connected: straight to memory, never into ioredis's offline queue (the request would
      // wait for its reconnect attempts).
      if (redis.status !== 'ready') {
        outage.down(`redis is ${redis.status}`);
        return this.local[method](key, done, timeWindow, max);
      }
      this.shared[method](
        key,
        (error, result) => {
          if (!error) return done(null, result);
          outage.down(error.message);
          this.local[method](key, done, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }
  }
  return { Store: FallbackStore as unknown as FastifyRateLimitStoreCtor, outage };
}
