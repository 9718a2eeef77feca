import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import {
  createFastifyAdapter,
  metricsSettingsOf,
  type OwnProcessDependencies,
  runServiceProcess,
  ServiceHost,
} from '@atelier/platform';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { GatewayModule } from './app.module.js';
import { AdminAuthService } from './auth/admin-auth.service.js';
import { GatewayDatabase } from './auth/gateway-database.js';
import { KnownDeviceCookie } from './auth/known-device-cookie.js';
import { type GatewaySettings, loadGatewayEnv } from './config.js';
import { answerCachedReadFirst } from './edge-cache/cached-read-first.js';
import { CompressedCopies } from './edge-cache/compressed-copies.js';
import { createEdgeCache, type EdgeCache } from './edge-cache/edge-cache.js';
import { LiveChannels } from './live-updates/live-channels.js';
import { registerLiveStreams } from './live-updates/live-streams.js';
import { announceAnswers, readThroughGateway } from './live-updates/live-state-sources.js';
import { registerApiDocs } from './openapi/api-docs.js';
import { registerApiRoutes } from './routing/api-routes.js';
import { routeTable, type ServiceName } from './routing/route-table.js';
import { addBuyerHintWhereMissing } from './security/buyer-hint.js';
import { securityHeaderValues } from './security/security-headers.js';
import { rateLimitNamespace, SignInThrottle } from './security/sign-in-throttle.js';
import { registerWebApp } from './web-app/web-app.js';

export const gatewayMigrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

// Only the gateway's own sign-in bodies are parsed by Nest; forwarded routes set their own limits.
const OWN_BODY_LIMIT = 16 * 1024;

/**
 * bus: the services' events; the edge cache subscribes to them (per instance) to drop what they make
 * stale, and the live-update streams to write them to this instance's watchers. All-in-one passes
 * its in-process bus; the gateway's own process a RabbitMQ bus.
 */
export interface GatewayDependencies extends OwnProcessDependencies {
  /** Base URL of each running service; a service left out answers 503 at the edge. */
  upstreams: Partial<Record<ServiceName, string>>;
}

export interface RunningGateway {
  app: NestFastifyApplication;
  /** The edge cache's counters, for tests and the bench. */
  edgeCacheStats(): ReturnType<EdgeCache['stats']>;
  /** Open live-update streams on this instance, for tests. */
  liveStreams(): number;
  url: string;
  /** True when this start created the configured admin user. */
  createdAdmin: boolean;
  close(): Promise<void>;
}

/**
 * The public edge on Fastify: security headers, compression, cookies, rate limits (Redis when
 * configured), admin sessions, the /api route table forwarded with reply-from, the web app.
 */
export async function startGateway(
  deps: GatewayDependencies,
  settings: GatewaySettings,
): Promise<RunningGateway> {
  const { service, db: database } = await ServiceHost.start('gateway', deps, {
    migrationsDir: gatewayMigrationsDir,
    openDatabase: () => new GatewayDatabase(deps.database),
  });
  const edgeCache = createEdgeCache({ maxBytes: settings.EDGE_CACHE_MAX_BYTES, routes: routeTable });
  // ioredis is loaded only by a gateway that shares its limits through Redis (not all-in-one).
  const redis = settings.REDIS_URL
    ? new (await import('ioredis')).Redis(settings.REDIS_URL, {
        maxRetriesPerRequest: 2,
        enableOfflineQueue: true,
      })
    : undefined;
  if (redis) service.onClose(() => redis.disconnect());
  // Shared counts in Redis, this instance's memory while it is down (and the gateway stays ready).
  const rateLimitStore = redis
    ? (await import('./security/fallback-rate-limit-store.js')).fallbackRateLimitStore(
        redis,
        rateLimitNamespace(settings.REDIS_KEY_PREFIX),
        deps.logger,
      ).Store
    : undefined;
  const answerHeaders = await securityHeaderValues();
  const compressedCopies = new CompressedCopies();
  // Served on the process's metrics listener (METRICS_PORT), never on this public port.
  const metrics = metricsSettingsOf(settings);
  const adapter = createFastifyAdapter({
    bodyLimit: OWN_BODY_LIMIT,
    trustProxy: settings.TRUSTED_PROXIES,
    answerHeaders,
    answerFirst: answerCachedReadFirst({
      edge: edgeCache,
      compressedCopies,
      answerHeaders,
      logger: deps.logger,
      metricsService: metrics.enabled ? 'gateway' : undefined,
    }),
  });
  const fastify = adapter.getInstance() as unknown as FastifyInstance;
  // Auction and draw pages follow catalog's events from this instance's own subscription
  // (LiveUpdatesConsumer, like the edge cache's EdgeCacheInvalidation, is GatewayModule's).
  const liveChannels = new LiveChannels({ read: readThroughGateway(fastify) });
  // Registered first: it hooks every route declared after it (the route table's public writes).
  await fastify.register(fastifyRateLimit, {
    global: false,
    ...(rateLimitStore ? { store: rateLimitStore } : {}),
    errorResponseBuilder: () =>
      Object.assign(new Error('Too many requests. Please slow down and try again shortly.'), {
        statusCode: 429,
      }),
  });
  const knownDevices = new KnownDeviceCookie(settings.INTERNAL_AUTH_SECRET, settings.COOKIE_SECURE);
  const signInThrottle = new SignInThrottle(
    fastify,
    settings.LOGIN_ATTEMPTS_PER_15_MINUTES,
    (req, username) => knownDevices.deviceOf(req, username),
  );
  let createdAdmin = false;
  const { app, url } = await service.serve(
    GatewayModule.forRoot({
      database,
      signInThrottle,
      knownDevices,
      auth: { sessionTtlMs: settings.SESSION_TTL_HOURS * 3_600_000, cookieSecure: settings.COOKIE_SECURE },
      // Its database (admin sessions) only. Not the services: each route answers 503 for its own
      // service while that one is down, and the storefront's other pages keep working; not Redis
      // (rate limits count in memory meanwhile); not the event bus (the edge cache is cleared once
      // it is back, see EdgeCacheInvalidation). Any of them in readiness would take every
      // gateway out of its Service at once: the whole store down for one dependency's blip.
      readinessChecks: service.readinessChecks(),
      logger: deps.logger,
      edgeCache,
      liveChannels,
    }),
    {
      port: settings.PORT,
      host: settings.HOST,
      adapter,
      metrics,
      configure: async (edge, nest) => {
        await edge.register(fastifyCompress, { encodings: ['br', 'gzip'] });
        await edge.register(fastifyCookie);
        addBuyerHintWhereMissing(edge, settings.INTERNAL_AUTH_SECRET, settings.COOKIE_SECURE);
        await registerApiRoutes(edge, {
          auth: nest.get(AdminAuthService),
          cookieSecure: settings.COOKIE_SECURE,
          upstreams: deps.upstreams,
          publicWritesPerMinute: settings.PUBLIC_WRITE_LIMIT_PER_MINUTE,
          internalAuthSecret: settings.INTERNAL_AUTH_SECRET,
          logger: deps.logger,
          edge: edgeCache,
          compressedCopies,
          announce: announceAnswers(liveChannels),
        });
        await registerLiveStreams(
          edge,
          routeTable.filter((route) => route.liveUpdates),
          { channels: liveChannels, perAddress: settings.LIVE_STREAMS_PER_ADDRESS, logger: deps.logger },
        );
        registerApiDocs(edge);
        await registerWebApp(edge, {
          webDistDir: settings.WEB_DIST_DIR,
          publicOrigin: settings.PUBLIC_ORIGIN,
          logger: deps.logger,
        });
      },
      // Before it listens: a first sign-in finds the configured admin.
      beforeListening: async (made) => {
        createdAdmin = await made
          .get(AdminAuthService)
          .ensureAdmin(settings.ADMIN_USERNAME, settings.ADMIN_PASSWORD);
      },
    },
  );
  return {
    app,
    url,
    createdAdmin,
    edgeCacheStats: () => edgeCache.stats(),
    liveStreams: () => liveChannels.watching,
    close: () => service.close(),
  };
}

/**
 * The gateway as its own process (cluster and container modes, started by main.ts). It only
 * consumes events (edge cache invalidation, live updates); it publishes nothing.
 */
export async function runGatewayProcess(): Promise<RunningGateway> {
  const env = loadGatewayEnv();
  return runServiceProcess('gateway', env, (deps) =>
    startGateway(
      {
        ...deps,
        upstreams: {
          catalog: env.CATALOG_URL,
          'cart-checkout': env.CART_CHECKOUT_URL,
          notifications: env.NOTIFICATIONS_URL,
          'admin-media': env.ADMIN_MEDIA_URL,
        },
      },
      env,
    ),
  );
}
