import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { NotificationsDatabase } from '../database/notifications-database.js';
import { LoggedTextsRepository } from './logged-texts.repository.js';
import type { OutgoingText, SmsSender } from './sms-sender.js';

/** Marks the ids this sender gives, so the admin can tell logged texts from sent ones. */
export const LOGGED_ID_PREFIX = 'LOGGED-';

/**
 * The all-in-one (and no-credentials) sender: real product code, not a test fake. Nothing leaves
 * the machine; each text is logged and kept in logged_texts, so the demo (and the admin's counts)
 * show exactly what would have been sent.
 */
export class LoggingSmsSender implements SmsSender {
  readonly name = 'logging';

  private readonly texts: LoggedTextsRepository;

  constructor(
    db: NotificationsDatabase,
    private readonly logger: Logger,
  ) {
    this.texts = new LoggedTextsRepository(db);
  }

  async send(text: OutgoingText): Promise<string> {
    const sid = `${LOGGED_ID_PREFIX}${randomUUID()}`;
    await this.texts.record(sid, text.to, text.body);
    this.logger.info(
      { to: text.to, sid, body: text.body },
      'text logged (not sent: no SMS provider configured)',
    );
    return sid;
  }

  async findSent(to: string, body: string, since: Date): Promise<string | undefined> {
    return this.texts.findSid(to, body, since);
  }
}
