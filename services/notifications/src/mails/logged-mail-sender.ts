import type { Logger } from 'pino';
import type { LoggedMailsRepository } from './logged-mails.repository.js';
import type { MailSender, OutgoingMail } from './mail-sender.js';

/**
 * The all-in-one (and no-SMTP) sender: real product code, not a test fake. Nothing leaves the
 * machine; each mail is logged and kept in logged_mails, where the owner reads it in the dashboard
 * (Mails), exactly as it would have been sent.
 */
export class LoggedMailSender implements MailSender {
  readonly name = 'logged';

  constructor(
    private readonly mails: LoggedMailsRepository,
    private readonly logger: Logger,
  ) {}

  async send(mail: OutgoingMail): Promise<string> {
    await this.mails.record(mail);
    this.logger.info(
      { to: mail.to, subject: mail.subject, messageId: mail.messageId },
      'mail logged (not sent: no SMTP server configured)',
    );
    return 'logged';
  }

  async close(): Promise<void> {}
}
