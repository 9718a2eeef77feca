import { type EventBus, reportQueueJobs, type ServiceHost } from '@atelier/platform';
import type { Logger } from 'pino';
import type { NotificationsDatabase } from '../database/notifications-database.js';
import { InProcessJobQueue } from '../jobs/in-process-job-queue.js';
import { subscribeReceiptMails } from '../receipts/receipt-mails.consumer.js';
import { LoggedMailSender } from './logged-mail-sender.js';
import { LoggedMailsRepository } from './logged-mails.repository.js';
import { MailDelivery } from './mail-delivery.js';
import { MailMessagesRepository } from './mail-messages.repository.js';
import { DEFAULT_MAIL_QUEUE_SETTINGS, MAIL_QUEUE_NAME, type MailKey, type MailQueue } from './mail-queue.js';
import type { MailSender } from './mail-sender.js';
import { DEFAULT_MAIL_FROM } from './mail-settings.js';
import { MailingMode } from './mailing-mode.js';

export interface MailChoice {
  /** An SMTP server when configured; by default the logged sender, which keeps each mail instead. */
  mailSender?: (db: NotificationsDatabase) => MailSender;
  /** BullMQ (cluster, containers); by default the in-process queue (all-in-one). */
  mailQueue?: MailQueue;
}

export interface MailingOptions {
  publicOrigin: string;
  from?: string;
}

/**
 * The house's mails in the API process: checkout's order events are recorded and queued as
 * receipts, and this process's worker sends them (always on: receipts are few, unlike the
 * drop-day texts the worker process scales for). Closed after the app: the mail being sent
 * finishes, the queue keeps the rest.
 */
export async function startMailing(
  deps: MailChoice & { bus: EventBus; logger: Logger },
  db: NotificationsDatabase,
  service: ServiceHost,
  options: MailingOptions,
) {
  const logger = deps.logger.child({ component: 'mail' });
  const from = options.from ?? DEFAULT_MAIL_FROM;
  const sender = deps.mailSender?.(db) ?? new LoggedMailSender(new LoggedMailsRepository(db), logger);
  const queue =
    deps.mailQueue ?? new InProcessJobQueue<MailKey>(MAIL_QUEUE_NAME, DEFAULT_MAIL_QUEUE_SETTINGS, logger);
  const mails = new MailMessagesRepository(db);
  await subscribeReceiptMails({
    bus: deps.bus,
    db,
    mails,
    queue,
    publicOrigin: options.publicOrigin,
    from,
    logger,
  });
  await queue.startWorker(new MailDelivery(mails, sender, from, logger).process);
  service.onClose(async () => {
    await queue.close();
    await sender.close();
  });
  service.onClose(reportQueueJobs(MAIL_QUEUE_NAME, () => queue.jobCounts()));
  return { queue, mode: new MailingMode(sender instanceof LoggedMailSender ? 'logged' : 'smtp') };
}
