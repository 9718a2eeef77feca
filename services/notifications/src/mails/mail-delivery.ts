import { inSpan, SpanKind } from '@atelier/platform';
import type { Logger } from 'pino';
import type { JobOutcome } from '../jobs/job-queue.js';
import { waitForRecord } from '../jobs/unrecorded-record.js';
import type { MailMessagesRepository } from './mail-messages.repository.js';
import type { MailJobRun } from './mail-queue.js';
import { MailSendError, type MailSender } from './mail-sender.js';

/**
 * The mail worker's job: send one of the house's mails. The record decides: a finished mail (sent,
 * or failed for good) is never sent again, whatever re-runs the job. A mail left 'sending' by a
 * worker that died mid-send is sent again (SMTP cannot be asked whether it went out) with the same
 * Message-ID, which receiving servers use to drop a repeat.
 */
export class MailDelivery {
  constructor(
    private readonly mails: MailMessagesRepository,
    private readonly sender: MailSender,
    private readonly from: string,
    private readonly logger: Logger,
  ) {}

  readonly process = async (run: MailJobRun): Promise<JobOutcome> => {
    const mail = await this.mails.findByKey(run);
    if (!mail)
      return waitForRecord(run.queuedAt, this.logger, { eventId: run.eventId, kind: run.kind }, 'mail');
    if (this.mails.isFinished(mail.status)) return { kind: 'done' };
    const logFields = { mailId: mail.id, kind: mail.kind, orderId: mail.orderId, attempt: run.attempt };
    await this.mails.markSending(mail.id);
    try {
      const response = await inSpan(
        'mail send',
        {
          kind: SpanKind.CLIENT,
          attributes: { 'atelier.mail.sender': this.sender.name, 'atelier.mail.id': mail.id },
        },
        () =>
          this.sender.send({
            messageId: mail.messageId,
            from: this.from,
            to: mail.toAddress,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
          }),
      );
      await this.mails.markSent(mail.id, response);
      this.logger.info(logFields, 'mail sent');
      return { kind: 'done' };
    } catch (error) {
      const failure =
        error instanceof MailSendError ? error : new MailSendError((error as Error).message, true);
      if (!failure.retryable || run.isLastAttempt) {
        await this.mails.markFailed(mail.id, failure.message);
        this.logger.error({ ...logFields, error: failure.message }, 'mail not sent: given up');
        return { kind: 'done' };
      }
      await this.mails.noteRetryableError(mail.id, failure.message);
      this.logger.warn({ ...logFields, error: failure.message }, 'mail not sent; will retry');
      throw failure;
    }
  };
}
