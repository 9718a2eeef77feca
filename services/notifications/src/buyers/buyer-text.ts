import type { EventEnvelope } from '@atelier/contracts';
import type { EventBus } from '@atelier/platform';
import type { Logger } from 'pino';
import type { NotificationsDatabase, NotificationsTransaction } from '../database/notifications-database.js';
import type { OptOutsRepository } from '../opt-outs/opt-outs.repository.js';
import type { SmsSender } from '../texts/sms-sender.js';
import type { BuyersRepository } from './buyers.repository.js';

/** What the consumers that text a verified buyer about their bids and wins are given. */
export interface BuyerTextDependencies {
  bus: EventBus;
  db: NotificationsDatabase;
  buyers: BuyersRepository;
  optOuts: OptOutsRepository;
  sender: SmsSender;
  publicOrigin: string;
  validitySeconds: number;
  now: () => Date;
  logger: Logger;
}

export interface BuyerText {
  consumer: string;
  event: EventEnvelope;
  buyerId: string;
  /** The text for the buyer's number, or null to send nothing (e.g. outside its daytime window). */
  compose: (phoneNumber: string) => string | null;
  /** Records the text in the event's inbox transaction; false when it must not be sent after all. */
  record: (tx: NotificationsTransaction, body: string) => Promise<boolean>;
  /** Logged with the outcome; `what` names it in the message ('outbid text' → 'outbid text sent'). */
  logFields: Record<string, unknown>;
  what: string;
}

/**
 * Texts a verified buyer once per event: never a number that replied STOP. The text is claimed (its
 * row, with the event's inbox row) in one transaction and sent after it commits: nothing else
 * touches the database while the transaction is open (the embedded database has one connection),
 * and a text that fails to send is logged, not retried (at most once).
 */
export async function textBuyerOnce(deps: BuyerTextDependencies, text: BuyerText): Promise<void> {
  const buyer = await deps.buyers.findBuyer(text.buyerId);
  if (!buyer || (await deps.optOuts.isOptedOut(buyer.phoneNumber))) return;
  const body = text.compose(buyer.phoneNumber);
  if (body === null) return;
  let claimed = false;
  await deps.db.handleEventOnce(text.consumer, text.event, async (tx) => {
    claimed = await text.record(tx, body);
  });
  if (!claimed) return;
  try {
    await deps.sender.send({ to: buyer.phoneNumber, body, validitySeconds: deps.validitySeconds });
    deps.logger.info(text.logFields, `${text.what} sent`);
  } catch (err) {
    deps.logger.warn({ err, ...text.logFields }, `${text.what} not sent`);
  }
}
