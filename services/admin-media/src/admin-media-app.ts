import { fileURLToPath } from 'node:url';
import {
  createHttpApp,
  type DatabaseConnection,
  type EventBus,
  listen,
  pingDatabase,
  runMigrations,
} from '@atelier/platform';
import fastifyMultipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { AdminMediaModule } from './app.module.js';
import { ADMIN_MEDIA_SCHEMA, AdminMediaDatabase } from './database/admin-media-database.js';
import type { UploadSettings } from './media-tokens.js';
import type { MediaStorage } from './storage/media-storage.js';

export const adminMediaMigrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

export interface AdminMediaDependencies {
  database: DatabaseConnection;
  bus: EventBus;
  logger: Logger;
  /** Where uploads are kept: createMediaStorage(settings), or an adapter made by a test. */
  storage: MediaStorage;
}

export interface AdminMediaHttpOptions {
  port: number;
  host: string;
  /** INTERNAL_AUTH_SECRET: admin routes accept only requests carrying the gateway's signed assertion. */
  internalAuthSecret: string;
  uploads: UploadSettings;
}

export interface RunningAdminMedia {
  app: NestFastifyApplication;
  db: AdminMediaDatabase;
  url: string;
  close(): Promise<void>;
}

/**
 * Migrates the admin_media schema, prepares the media storage (bucket or folder), then serves uploads,
 * the stored media and the hero media API, and relays its outbox. The same code runs in every mode.
 */
export async function startAdminMedia(
  deps: AdminMediaDependencies,
  listenOn: AdminMediaHttpOptions,
): Promise<RunningAdminMedia> {
  await runMigrations(deps.database, {
    schema: ADMIN_MEDIA_SCHEMA,
    migrationsDir: adminMediaMigrationsDir,
    logger: deps.logger,
  });
  await deps.storage.prepare();
  const db = new AdminMediaDatabase(deps.database, deps.bus, deps.logger);
  const app = await createHttpApp(
    AdminMediaModule.forRoot({
      database: db,
      storage: deps.storage,
      uploads: listenOn.uploads,
      readinessChecks: [
        { name: 'database', check: () => pingDatabase(deps.database) },
        { name: 'event-bus', check: () => deps.bus.ping() },
        { name: 'media-storage', check: () => deps.storage.ping() },
      ],
    }),
    {
      service: 'admin-media',
      logger: deps.logger,
      adminAssertionSecret: listenOn.internalAuthSecret,
      // Streams multipart bodies to the upload service, which applies the per-type size limits.
      configure: async (fastify) => void (await fastify.register(fastifyMultipart)),
    },
  );
  const url = await listen(app, listenOn.port, listenOn.host);
  db.relay.start();
  deps.logger.info({ url }, 'admin-media listening');
  return {
    app,
    db,
    url,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
