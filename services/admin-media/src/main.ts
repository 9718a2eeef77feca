// The admin-media service as its own process (cluster and container modes): PostgreSQL + RabbitMQ,
// media in S3/MinIO or a local folder.
import 'reflect-metadata';
import {
  closeDatabase,
  closeOnSignals,
  connectPostgres,
  createLogger,
  RabbitMqEventBus,
} from '@atelier/platform';
import { startAdminMedia } from './admin-media-app.js';
import { loadAdminMediaEnv } from './config.js';
import { createMediaStorage } from './storage/create-media-storage.js';

const env = loadAdminMediaEnv();
const logger = createLogger('admin-media', env.LOG_LEVEL);
const database = connectPostgres(env.DATABASE_URL);
const bus = new RabbitMqEventBus({ url: env.RABBITMQ_URL, namespace: env.EVENT_NAMESPACE, logger });
await bus.start();
const adminMedia = await startAdminMedia(
  { database, bus, logger, storage: createMediaStorage(env) },
  {
    port: env.PORT,
    host: env.HOST,
    internalAuthSecret: env.INTERNAL_AUTH_SECRET,
    uploads: { videoMaxBytes: env.UPLOAD_VIDEO_MAX_BYTES },
  },
);

closeOnSignals(logger, [() => adminMedia.close(), () => bus.close(), () => closeDatabase(database)]);
