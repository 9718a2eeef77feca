import { fileURLToPath } from 'node:url';
import { ServiceHost, type ServiceDependencies } from '@atelier/platform';
import { NotificationsDatabase } from './database/notifications-database.js';
import { LoggingSmsSender } from './texts/logging-sms-sender.js';
import type { SmsSender } from './texts/sms-sender.js';
import { type TextingOptions, textingSettingsFrom } from './texts/texting-settings.js';

export const notificationsMigrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

export interface SmsSenderChoice {
  /** Twilio when configured; by default the logging sender, which records each text instead. */
  smsSender?: (db: NotificationsDatabase) => SmsSender;
}

/**
 * What the API and the text worker start alike: the service host on the migrated schema (both
 * migrate, under the same lock, so whichever starts first finds its tables), the texting settings
 * and the sender.
 */
export async function startNotificationsHost(
  name: string,
  deps: ServiceDependencies & SmsSenderChoice,
  texting: TextingOptions,
) {
  const { service, db } = await ServiceHost.start(name, deps, {
    migrationsDir: notificationsMigrationsDir,
    // The API publishes buyers' texting state (its outbox); the text worker, without a bus, publishes nothing.
    openDatabase: () =>
      new NotificationsDatabase(
        deps.database,
        deps.bus ? { outbox: { bus: deps.bus, logger: deps.logger } } : {},
      ),
  });
  const sender = deps.smsSender?.(db) ?? new LoggingSmsSender(db, deps.logger.child({ component: 'sms' }));
  return { service, db, settings: textingSettingsFrom(texting), sender };
}
