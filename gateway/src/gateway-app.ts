import { fileURLToPath } from 'node:url';
import {
  createHttpApp,
  type DatabaseConnection,
  listen,
  pingDatabase,
  runMigrations,
} from '@atelier/platform';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import type { Logger } from 'pino';
import { GatewayModule } from './app.module.js';
import { AdminAuthService } from './auth/admin-auth.service.js';
import { GATEWAY_SCHEMA, GatewayDatabase } from './auth/gateway-database.js';
import type { GatewaySettings } from './config.js';
import { ServiceProxy } from './proxy/service-proxy.js';
import { apiRouter } from './routing/api-router.js';
import type { ServiceName } from './routing/route-table.js';
import { RateLimiter } from './security/rate-limiter.js';
import { securityHeaders } from './security/security-headers.js';
import { webAppMiddleware } from './web-app/web-app.middleware.js';

export const gatewayMigrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

export interface GatewayDependencies {
  database: DatabaseConnection;
  logger: Logger;
  /** Base URL of each running service; a service left out answers 503 at the edge. */
  upstreams: Partial<Record<ServiceName, string>>;
}

export interface RunningGateway {
  app: NestExpressApplication;
  url: string;
  /** True when this start created the configured admin user. */
  createdAdmin: boolean;
  close(): Promise<void>;
}

/** The public edge: security headers, compression, admin sessions, the /api route table, the web app. */
export async function startGateway(
  deps: GatewayDependencies,
  settings: GatewaySettings,
): Promise<RunningGateway> {
  await runMigrations(deps.database, {
    schema: GATEWAY_SCHEMA,
    migrationsDir: gatewayMigrationsDir,
    logger: deps.logger,
  });
  const database = new GatewayDatabase(deps.database);
  const proxy = new ServiceProxy(deps.upstreams, deps.logger);
  const publicWriteLimiter = new RateLimiter(settings.PUBLIC_WRITE_LIMIT_PER_MINUTE, 60_000);
  const app = await createHttpApp(
    GatewayModule.forRoot({
      database,
      cookieSecure: settings.COOKIE_SECURE,
      auth: {
        sessionTtlMs: settings.SESSION_TTL_HOURS * 3_600_000,
        loginAttempts: settings.LOGIN_ATTEMPTS_PER_15_MINUTES,
        loginWindowMs: 15 * 60_000,
      },
      readinessChecks: [
        { name: 'database', check: () => pingDatabase(deps.database) },
        { name: 'services', check: () => proxy.checkUpstreams() },
      ],
    }),
    {
      logger: deps.logger,
      bodyLimit: '16kb', // only the gateway's own sign-in bodies are parsed here
      configure: (nest) => {
        nest.use(securityHeaders());
        nest.use(compression());
        nest.use(cookieParser());
        nest.use(apiRouter({ auth: nest.get(AdminAuthService), proxy, publicWriteLimiter }));
        nest.use(...webAppMiddleware(settings.WEB_DIST_DIR));
      },
    },
  );
  const auth = app.get(AdminAuthService);
  const createdAdmin = await auth.ensureAdmin(settings.ADMIN_USERNAME, settings.ADMIN_PASSWORD);
  const purgeTimer = setInterval(() => void auth.purgeExpiredSessions().catch(() => undefined), 10 * 60_000);
  purgeTimer.unref();
  const url = await listen(app, settings.PORT, settings.HOST);
  deps.logger.info({ url }, 'gateway listening');
  return {
    app,
    url,
    createdAdmin,
    close: async () => {
      clearInterval(purgeTimer);
      await app.close();
      await proxy.close();
      await database.prisma.$disconnect();
    },
  };
}
