import { fileURLToPath } from 'node:url';
import {
  type OwnProcessDependencies,
  type RunningService,
  ServiceHost,
  type ServiceListenOptions,
} from '@atelier/platform';
import fastifyMultipart from '@fastify/multipart';
import { AdminMediaModule } from './app.module.js';
import { AdminMediaDatabase } from './database/admin-media-database.js';
import type { UploadSettings } from './media-tokens.js';
import type { MediaStorage } from './storage/media-storage.js';

export const adminMediaMigrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

export interface AdminMediaDependencies extends OwnProcessDependencies {
  /** Where uploads are kept: createMediaStorage(settings), or an adapter made by a test. */
  storage: MediaStorage;
}

export interface AdminMediaHttpOptions extends ServiceListenOptions {
  uploads: UploadSettings;
}

export type RunningAdminMedia = RunningService<AdminMediaDatabase>;

/**
 * Migrates the admin_media schema, prepares the media storage (bucket or folder), then serves uploads,
 * the stored media and the hero media API, and relays its outbox. The same code runs in every mode.
 */
export async function startAdminMedia(
  deps: AdminMediaDependencies,
  listenOn: AdminMediaHttpOptions,
): Promise<RunningAdminMedia> {
  const { service, db } = await ServiceHost.start('admin-media', deps, {
    migrationsDir: adminMediaMigrationsDir,
    openDatabase: () => new AdminMediaDatabase(deps.database, { outbox: deps }),
  });
  await deps.storage.prepare();
  const { app, url } = await service.serve(
    AdminMediaModule.forRoot({
      database: db,
      storage: deps.storage,
      uploads: listenOn.uploads,
      readinessChecks: service.readinessChecks({ name: 'media-storage', check: () => deps.storage.ping() }),
    }),
    {
      port: listenOn.port,
      host: listenOn.host,
      adminAssertionSecret: listenOn.internalAuthSecret,
      // Streams multipart bodies to the upload service, which applies the per-type size limits.
      configure: async (fastify) => void (await fastify.register(fastifyMultipart)),
    },
  );
  return { app, db, url, close: () => service.close() };
}
