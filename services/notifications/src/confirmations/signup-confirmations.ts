import { randomUUID } from 'node:crypto';
import type { NotificationsTransaction } from '../database/notifications-database.js';
import { nextDaytimeOpening } from '../texts/daytime-window.js';
import type { TextMessagesRepository } from '../texts/text-messages.repository.js';
import type { TextQueue } from '../texts/text-queue.js';
import type { TextingSettings } from '../texts/texting-settings.js';
import type { ConfirmationNeed, PhoneConfirmationsRepository } from './phone-confirmations.repository.js';

/** At most one confirmation text per number in this window, however many signups name it. */
export const CONFIRMATION_RESEND_MS = 24 * 3_600_000;

/** The confirmation text: what was asked for, how to say yes, and the carrier's required words. */
export const confirmationText = (itemName: string) =>
  `Atelier: reply YES to get a text when ${itemName} is available. Msg & data rates may apply. Reply STOP to opt out, HELP for help.`;

/** The job id of a confirmation text: one per request, never the same as a drop-day job. */
export const confirmationJobId = (requestId: string, signupId: number) => `confirm-${requestId}-${signupId}`;

/**
 * Double opt-in for a new signup: a number whose owner already confirmed needs nothing; otherwise
 * its owner gets one text asking for YES, at most one per number per day (a stranger typing a
 * victim's number into every notify form sends one text, not dozens), through the same queue and
 * worker as drop-day texts (retries, opt-outs). It also waits for the daytime window: the request
 * may not have come from the number's owner, so it must not wake them at night.
 */
export class SignupConfirmations {
  constructor(
    private readonly confirmations: PhoneConfirmationsRepository,
    private readonly texts: TextMessagesRepository,
    private readonly queue: TextQueue,
    private readonly settings: TextingSettings,
  ) {}

  /** In the signup's transaction; the job is added before it commits (it waits for its record). */
  async requestFor(
    tx: NotificationsTransaction,
    signup: { id: number; comingSoonId: number; phoneNumber: string },
    itemName: string,
  ): Promise<ConfirmationNeed> {
    const now = this.settings.now();
    const need = await this.confirmations.request(
      tx,
      signup.phoneNumber,
      now,
      new Date(now.getTime() - CONFIRMATION_RESEND_MS),
    );
    if (need !== 'send') return need;
    const requestId = randomUUID();
    await this.texts.createConfirmation(tx, {
      eventId: requestId,
      signupId: signup.id,
      comingSoonId: signup.comingSoonId,
      phoneNumber: signup.phoneNumber,
      body: confirmationText(itemName),
    });
    const opening = nextDaytimeOpening(signup.phoneNumber, now);
    await this.queue.addBulk([
      {
        jobId: confirmationJobId(requestId, signup.id),
        eventId: requestId,
        signupId: signup.id,
        ...(opening ? { delayMs: opening.getTime() - now.getTime() } : {}),
      },
    ]);
    return need;
  }
}
