// The admin-media service as its own process (cluster and container modes): PostgreSQL + RabbitMQ,
// media in S3/MinIO or a local folder.
import 'reflect-metadata';
import { claimFirstStart, runServiceProcess } from '@atelier/platform';
import { startAdminMedia } from './admin-media-app.js';
import { ADMIN_MEDIA_SCHEMA } from './database/admin-media-database.js';
import { loadAdminMediaEnv } from './config.js';
import { seedDemoHeroMedia } from './seed/seed-demo-hero-media.js';
import { createMediaStorage } from './storage/create-media-storage.js';

const env = loadAdminMediaEnv();
await runServiceProcess('admin-media', env, async (deps) => {
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
