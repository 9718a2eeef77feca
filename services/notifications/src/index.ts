// What the all-in-one launcher and tests use to run the notifications service in-process. The BullMQ
// queue and the Twilio sender are imported from their own files by the processes that use them, so
// the all-in-one store (in-process queue, texts logged) never loads BullMQ or Twilio's SDK.
export {
  startNotifications,
  notificationsMigrationsDir,
  type RunningNotifications,
  type NotificationsDependencies,
  type NotificationsOptions,
} from './notifications-app.js';
export { startTextWorker, type RunningTextWorker } from './text-worker-app.js';
export { NOTIFICATIONS_SCHEMA } from './database/notifications-database.js';
export { InProcessTextQueue } from './texts/in-process-text-queue.js';
export type { TextQueue } from './texts/text-queue.js';
export { textingEnvFields } from './config.js';
