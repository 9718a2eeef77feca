import type { Logger } from 'pino';
import { OptOutsRepository } from '../opt-outs/opt-outs.repository.js';
import { nextDaytimeOpening } from './daytime-window.js';
import { SmsSendError, type SmsSender } from './sms-sender.js';
import type { TextJobOutcome, TextJobRun } from './text-queue.js';
import type { TextMessagesRepository } from './text-messages.repository.js';
import type { TextingSettings } from './texting-settings.js';

/**
 * The worker's job: send one drop-day text at most once. The record decides: a finished text
 * (sent, delivered, failed, opted out) is never sent again, whatever re-runs the job; a text left
 * 'sending' by a worker that died mid-send is first looked up at the provider, and only sent when
 * the provider has no such message.
 */
export class TextDelivery {
  constructor(
    private readonly texts: TextMessagesRepository,
    private readonly optOuts: OptOutsRepository,
    private readonly sender: SmsSender,
    private readonly settings: TextingSettings,
    private readonly logger: Logger,
  ) {}

  readonly process = async (run: TextJobRun): Promise<TextJobOutcome> => {
    const text = await this.texts.find(run.textMessageId);
    // The fan-out adds jobs just before its transaction commits: retry until the row is visible.
    if (!text) throw new Error(`text ${run.textMessageId} is not recorded (yet)`);
    if (this.texts.isFinished(text.status)) return { kind: 'done' };
    if (await this.optOuts.isOptedOut(text.phoneNumber)) {
      await this.texts.markFinal(text.id, 'opted_out', null, 'the number replied STOP');
      return { kind: 'done' };
    }
    const opening = nextDaytimeOpening(text.phoneNumber, this.settings.now());
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
      const providerMessageId = await this.sender.send({
        to: text.phoneNumber,
        body: text.body,
        validitySeconds: this.settings.validitySeconds,
        statusCallbackUrl: new URL('/api/webhooks/twilio/status', this.settings.publicOrigin).toString(),
      });
      await this.texts.markSent(text.id, providerMessageId);
      return { kind: 'done' };
    } catch (error) {
      return this.failed(text.id, run, error);
    }
  };

  private async failed(id: number, run: TextJobRun, error: unknown): Promise<TextJobOutcome> {
    const failure =
      error instanceof SmsSendError ? error : new SmsSendError((error as Error).message, 'internal', true);
    this.logger.warn(
      { textMessageId: id, attempt: run.attempt, code: failure.code, error: failure.message },
      'text not sent',
    );
    if (failure.optedOut) {
      await this.optOuts.optOut((await this.texts.find(id))!.phoneNumber, 'provider');
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
