// What the all-in-one launcher and tests use to run the notifications service in-process.
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
export { BullMqTextQueue } from './texts/bullmq-text-queue.js';
export { TwilioSmsSender } from './texts/twilio-sms-sender.js';
export type { TextQueue } from './texts/text-queue.js';
export { textingEnvFields } from './config.js';
