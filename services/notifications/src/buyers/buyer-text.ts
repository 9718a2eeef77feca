import type { EventEnvelope } from '@atelier/contracts';
import { type EventBus, textsFinished } from '@atelier/platform';
import type { Logger } from 'pino';
import type { NotificationsDatabase, NotificationsTransaction } from '../database/notifications-database.js';
import { jobsForRecordedTexts } from '../texts/text-jobs.js';
import type { TextKind } from '../texts/text-kinds.js';
import type { TextMessagesRepository } from '../texts/text-messages.repository.js';
import type { TextQueue } from '../texts/text-queue.js';
import type { BuyersRepository } from './buyers.repository.js';

/** What the consumers that text a verified buyer about their bids, wins and orders are given. */
export interface BuyerTextDependencies {
  bus: EventBus;
  db: NotificationsDatabase;
  buyers: BuyersRepository;
  texts: TextMessagesRepository;
  queue: TextQueue;
  publicOrigin: string;
  now: () => Date;
  logger: Logger;
}

export interface BuyerText {
  consumer: string;
  kind: Extract<TextKind, 'claim' | 'outbid' | 'shipped'>;
  event: EventEnvelope;
  buyerId: string;
  /** The text for the buyer's number, or null to send nothing (e.g. outside its daytime window). */
  compose: (phoneNumber: string) => string | null;
  /** Records the text in the event's inbox transaction; false when it must not be sent after all. */
  record: (tx: NotificationsTransaction, body: string) => Promise<boolean>;
  /** Logged with the outcome; `what` names it in the message ('outbid text' → 'outbid text queued'). */
  logFields: Record<string, unknown>;
  what: string;
}

/** The job id of one buyer's text for one event: adding it twice adds one job. */
export const buyerTextJobId = (eventId: string, buyerId: string) => `buyer-${eventId}-${buyerId}`;

/**
 * Texts a verified buyer once per event, through the queue and worker every other text uses: the
 * text is recorded (with the event's inbox row, in one transaction) and its job added there, and
 * the worker sends it with retries, never to a number that replied STOP (checked again when sent),
 * at the hours its kind allows (texts/text-kinds.ts). A redelivered event texts nobody twice.
 */
export async function textBuyerOnce(deps: BuyerTextDependencies, text: BuyerText): Promise<void> {
  const buyer = await deps.buyers.findBuyer(text.buyerId);
  if (!buyer) return;
  const body = text.compose(buyer.phoneNumber);
  if (body === null) return;
  let optedOut = false;
  const outcome = await deps.db.handleEventOnce(text.consumer, text.event, async (tx) => {
    if (!(await text.record(tx, body))) return;
    const now = deps.now();
    const recorded = await deps.texts.createForBuyers(
      tx,
      text.event.id,
      [{ buyerId: buyer.id, body }],
      text.kind,
      now,
    );
    optedOut = recorded.some((one) => one.status === 'opted_out');
    const jobs = jobsForRecordedTexts(
      recorded,
      now,
      (one) => ({
        jobId: buyerTextJobId(text.event.id, one.buyerId),
        eventId: text.event.id,
        buyerId: one.buyerId,
      }),
      text.kind,
    );
    await deps.queue.addBulk(jobs);
    if (jobs.length > 0) deps.logger.info(text.logFields, `${text.what} queued`);
  });
  // As the other fan-outs count them: once the record is committed.
  if (outcome === 'handled' && optedOut) textsFinished.inc({ outcome: 'opted_out' }, 1);
}
