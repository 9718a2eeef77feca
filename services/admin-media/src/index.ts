// What the all-in-one launcher and tests use to run the admin-media service in-process.
export {
  startAdminMedia,
  adminMediaMigrationsDir,
  type RunningAdminMedia,
  type AdminMediaDependencies,
  type AdminMediaHttpOptions,
} from './admin-media-app.js';
export { ADMIN_MEDIA_SCHEMA } from './database/admin-media-database.js';
export { mediaStorageSettingsSchema, checkS3Settings, type MediaStorageSettings } from './config.js';
export { seedDemoHeroMedia } from './seed/seed-demo-hero-media.js';
export { createMediaStorage } from './storage/create-media-storage.js';
export { LocalMediaStorage } from './storage/local-media-storage.js';
