import type { Logger } from 'pino';
import type { NotificationsDatabase } from '../database/notifications-database.js';
import { InProcessJobQueue } from '../jobs/in-process-job-queue.js';
import { LoggedMailSender } from './logged-mail-sender.js';
import { LoggedMailsRepository } from './logged-mails.repository.js';
import { DEFAULT_MAIL_QUEUE_SETTINGS, MAIL_QUEUE_NAME, type MailKey, type MailQueue } from './mail-queue.js';
import type { MailSender } from './mail-sender.js';

export interface MailChoice {
  /** An SMTP server when configured; by default the logged sender, which keeps each mail instead. */
  mailSender?: (db: NotificationsDatabase) => MailSender;
  /** BullMQ (cluster, containers); by default the in-process queue (all-in-one). */
  mailQueue?: MailQueue;
}

/**
 * The house's mails in the API process: the sender (SMTP, or logged for the owner to read) and the
 * queue checkout's order events fill (ReceiptMailsConsumer) and this process's worker empties
 * (always on: receipts are few, unlike the drop-day texts the worker process scales for).
 */
export function mailAdapters(deps: MailChoice & { logger: Logger }, db: NotificationsDatabase) {
  const logger = deps.logger.child({ component: 'mail' });
  const sender = deps.mailSender?.(db) ?? new LoggedMailSender(new LoggedMailsRepository(db), logger);
  const queue =
    deps.mailQueue ?? new InProcessJobQueue<MailKey>(MAIL_QUEUE_NAME, DEFAULT_MAIL_QUEUE_SETTINGS, logger);
  return { sender, queue };
}
