import { type DynamicModule, Module } from '@nestjs/common';
import {
  backgroundWork,
  eventConsumers,
  HealthController,
  READINESS_CHECKS,
  type ReadinessCheck,
  SERVICE_LOGGER,
} from '@atelier/platform';
import type { Logger } from 'pino';
import { AdminSessionPurge } from './auth/admin-session-purge.js';
import { EdgeCache } from './edge-cache/edge-cache.js';
import { EdgeCacheInvalidation } from './edge-cache/edge-cache-invalidation.js';
import { EdgeCacheMetrics } from './edge-cache/edge-cache-metrics.js';
import { LiveChannels } from './live-updates/live-channels.js';
import { LiveUpdatesConsumer } from './live-updates/live-state-sources.js';
import { AdminAuthService, AUTH_SETTINGS, type AuthSettings } from './auth/admin-auth.service.js';
import { AdminUsersRepository } from './auth/admin-users.repository.js';
import { AuthController } from './auth/auth.controller.js';
import { GatewayDatabase } from './auth/gateway-database.js';
import { KnownDeviceCookie } from './auth/known-device-cookie.js';
import { SessionsRepository } from './auth/sessions.repository.js';
import { SignInThrottle } from './security/sign-in-throttle.js';

export interface GatewayModuleOptions {
  database: GatewayDatabase;
  auth: AuthSettings;
  signInThrottle: SignInThrottle;
  knownDevices: KnownDeviceCookie;
  readinessChecks: ReadinessCheck[];
  logger: Logger;
  /** Made before the app: the edge answers from it before Nest sees a request. */
  edgeCache: EdgeCache;
  /** Made before the app: the live streams' routes are Fastify's. */
  liveChannels: LiveChannels;
}

/**
 * The gateway's own Nest parts: admin sign-in and health, and the event consumers (the edge cache's
 * invalidation, the live updates) and background work ServiceHost subscribes and starts. Forwarding
 * lives in routing/.
 */
@Module({})
export class GatewayModule {
  static forRoot(options: GatewayModuleOptions): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [HealthController, AuthController],
      providers: [
        { provide: GatewayDatabase, useValue: options.database },
        { provide: AUTH_SETTINGS, useValue: options.auth },
        { provide: SignInThrottle, useValue: options.signInThrottle },
        { provide: KnownDeviceCookie, useValue: options.knownDevices },
        { provide: READINESS_CHECKS, useValue: options.readinessChecks },
        { provide: SERVICE_LOGGER, useValue: options.logger },
        { provide: EdgeCache, useValue: options.edgeCache },
        { provide: LiveChannels, useValue: options.liveChannels },
        AdminUsersRepository,
        SessionsRepository,
        AdminAuthService,
        ...eventConsumers(EdgeCacheInvalidation, LiveUpdatesConsumer),
        ...backgroundWork(AdminSessionPurge, EdgeCacheMetrics),
      ],
    };
  }
}
