import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import {
  claimFirstStart,
  type OwnProcessDependencies,
  type RunningService,
  runServiceProcess,
  ServiceHost,
  type ServiceListenOptions,
} from '@atelier/platform';
import fastifyMultipart from '@fastify/multipart';
import { AdminMediaModule } from './app.module.js';
import { loadAdminMediaEnv } from './config.js';
import { ADMIN_MEDIA_SCHEMA, AdminMediaDatabase } from './database/admin-media-database.js';
import type { UploadSettings } from './media-tokens.js';
import { seedDemoHeroMedia } from './seed/seed-demo-hero-media.js';
import { createMediaStorage } from './storage/create-media-storage.js';
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

/**
 * The admin-media service as its own process (cluster and container modes, started by main.ts):
 * PostgreSQL and RabbitMQ from the environment, media in S3/MinIO or a local folder.
 */
export async function runAdminMediaProcess(): Promise<RunningAdminMedia> {
  const env = loadAdminMediaEnv();
  return runServiceProcess('admin-media', env, async (deps) => {
    const adminMedia = await startAdminMedia(
      { ...deps, storage: await createMediaStorage(env) },
      {
        port: env.PORT,
        host: env.HOST,
        internalAuthSecret: env.INTERNAL_AUTH_SECRET,
        uploads: { videoMaxBytes: env.UPLOAD_VIDEO_MAX_BYTES },
      },
    );
    // A new store's first start (its schema made by this start or by the release's migrate command)
    // decides once whether it gets the demo heroes.
    await claimFirstStart(
      deps.database,
      ADMIN_MEDIA_SCHEMA,
      env.SEED_DEMO_DATA ? () => seedDemoHeroMedia(adminMedia.db, deps.logger) : undefined,
    );
    return adminMedia;
  });
}
