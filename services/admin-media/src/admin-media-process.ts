// The admin-media service as its own process (cluster and container modes): PostgreSQL + RabbitMQ,
// media in S3/MinIO or a local folder.
import 'reflect-metadata';
import { runServiceProcess } from '@atelier/platform';
import { startAdminMedia } from './admin-media-app.js';
import { loadAdminMediaEnv } from './config.js';
import { seedDemoHeroMedia } from './seed/seed-demo-hero-media.js';
import { createMediaStorage } from './storage/create-media-storage.js';

const env = loadAdminMediaEnv();
await runServiceProcess('admin-media', env, async (deps) => {
  const adminMedia = await startAdminMedia(
    { ...deps, storage: createMediaStorage(env) },
    {
      port: env.PORT,
      host: env.HOST,
      internalAuthSecret: env.INTERNAL_AUTH_SECRET,
      uploads: { videoMaxBytes: env.UPLOAD_VIDEO_MAX_BYTES },
    },
  );
  if (adminMedia.createdSchema && env.SEED_DEMO_DATA) await seedDemoHeroMedia(adminMedia.db, deps.logger);
  return adminMedia;
});
