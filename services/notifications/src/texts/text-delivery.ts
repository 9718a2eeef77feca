import { Inject, Injectable } from '@nestjs/common';
import { inSpan, SERVICE_LOGGER, SpanKind } from '@atelier/platform';
import type { Logger } from 'pino';
import { UNRECORDED_RECORD_PATIENCE_MS, waitForRecord } from '../jobs/unrecorded-record.js';
import { PhoneConfirmationsRepository } from '../confirmations/phone-confirmations.repository.js';
import { OptOutsRepository } from '../opt-outs/opt-outs.repository.js';
import { nextDaytimeOpening } from './daytime-window.js';
import { SmsSendError, type SmsSender } from './sms-sender.js';
import { policyOf } from './text-kinds.js';
import { type TextJobOutcome, type TextJobRun, textKeyOf } from './text-queue.js';
import { TextMessagesRepository } from './text-messages.repository.js';
import type { TextingSettings } from './texting-settings.js';
import { SMS_SENDER, TEXTING_SETTINGS } from '../tokens.js';

/** How long a job waits for its text to be recorded (see waitForRecord). */
export const UNRECORDED_TEXT_PATIENCE_MS = UNRECORDED_RECORD_PATIENCE_MS;

/**
 * The worker's job: send one queued text at most once. The record decides: a finished text
 * (sent, delivered, failed, opted out) is never sent again, whatever re-runs the job; a text left
 * 'sending' by a worker that died mid-send is first looked up at the provider, and only sent when
 * the provider has no such message.
 */
@Injectable()
export class TextDelivery {
  constructor(
    private readonly texts: TextMessagesRepository,
    private readonly optOuts: OptOutsRepository,
    private readonly confirmations: PhoneConfirmationsRepository,
    @Inject(SMS_SENDER) private readonly sender: SmsSender,
    @Inject(TEXTING_SETTINGS) private readonly settings: TextingSettings,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  readonly process = async (run: TextJobRun): Promise<TextJobOutcome> => {
    const text = await this.texts.findByKey(run);
    if (!text) return this.notRecordedYet(run);
    if (this.texts.isFinished(text.status)) return { kind: 'done' };
    if (await this.optOuts.isOptedOut(text.phoneNumber)) {
      await this.texts.markFinal(text.id, 'opted_out', null, 'the number replied STOP');
      return { kind: 'done' };
    }
    // Double opt-in, checked again at the last moment: a release text goes only to a number whose
    // owner replied YES (the confirmation text itself asks for it). A verified buyer proved their
    // number with a code and agreed then to texts about their bids and entries.
    if (text.kind === 'release' && !(await this.confirmations.isConfirmed(text.phoneNumber))) {
      await this.texts.markFinal(text.id, 'failed', null, 'the number never confirmed its signup');
      return { kind: 'done' };
    }
    const policy = policyOf(text.kind);
    const now = this.settings.now();
    if (policy.staleAfterMs !== undefined && now.getTime() - text.createdAt.getTime() > policy.staleAfterMs) {
      await this.texts.markFinal(text.id, 'failed', null, 'no longer news when it could be sent');
      return { kind: 'done' };
    }
    const opening = policy.daytimeOnly ? nextDaytimeOpening(text.phoneNumber, now) : undefined;
    if (opening) return { kind: 'deferred', until: opening };

    try {
      if (text.status === 'sending' && text.sendStartedAt) {
        const earlier = await this.sender.findSent(text.phoneNumber, text.body, text.sendStartedAt);
        if (earlier) {
          await this.texts.markSent(text.id, earlier);
          return { kind: 'done' };
        }
      }
      await this.texts.markSending(text.id);
      // Its own span: the provider's call is what a slow or failing drop shows first.
      const providerMessageId = await inSpan(
        'sms send',
        {
          kind: SpanKind.CLIENT,
          attributes: { 'atelier.sms.provider': this.sender.name, 'atelier.text.id': text.id },
        },
        () =>
          this.sender.send({
            to: text.phoneNumber,
            body: text.body,
            validitySeconds: this.settings.validitySeconds,
            statusCallbackUrl: new URL('/api/webhooks/twilio/status', this.settings.publicOrigin).toString(),
          }),
      );
      await this.texts.markSent(text.id, providerMessageId);
      return { kind: 'done' };
    } catch (error) {
      return this.failed(text.id, text.phoneNumber, run, error);
    }
  };

  /** Deferred without using up an attempt, like the daytime window; given up after the patience. */
  private notRecordedYet(run: TextJobRun): TextJobOutcome {
    return waitForRecord(run.queuedAt, this.logger, textKeyOf(run), 'text');
  }

  private async failed(
    id: number,
    phoneNumber: string,
    run: TextJobRun,
    error: unknown,
  ): Promise<TextJobOutcome> {
    const failure =
      error instanceof SmsSendError ? error : new SmsSendError((error as Error).message, 'internal', true);
    this.logger.warn(
      {
        textMessageId: id,
        ...textKeyOf(run),
        attempt: run.attempt,
        code: failure.code,
        error: failure.message,
      },
      'text not sent',
    );
    if (failure.optedOut) {
      await this.optOuts.optOut(phoneNumber, 'provider');
      await this.texts.markFinal(id, 'opted_out', failure.code, 'the provider reports the number opted out');
      return { kind: 'done' };
    }
    if (!failure.retryable || run.isLastAttempt) {
      await this.texts.markFinal(id, 'failed', failure.code, failure.message);
      return { kind: 'done' };
    }
    await this.texts.noteRetryableError(id, failure.code, failure.message, failure.code === '429');
    throw failure;
  }
}
