import { buyerTextingChangedEvent } from '@atelier/contracts';
import { newEvent, recordEvent } from '@atelier/platform';
import type { NotificationsTransaction } from '../database/notifications-database.js';

/**
 * Tells the other services a buyer's texting state (notifications.buyer.texting-changed), inside
 * the transaction that changed it: a verification, or a STOP or START from the number. A number
 * that is no buyer's (a release-alert signup only) concerns nobody else and records nothing.
 */
export async function recordBuyerTexting(
  tx: NotificationsTransaction,
  phoneNumber: string,
  changedAt: Date,
): Promise<void> {
  const buyer = await tx.buyer.findUnique({ where: { phoneNumber }, select: { id: true } });
  if (!buyer) return;
  const stopped = (await tx.smsOptOut.count({ where: { phoneNumber } })) > 0;
  const event = newEvent(buyerTextingChangedEvent, {
    buyerId: buyer.id,
    phoneLast4: phoneNumber.slice(-4),
    textsStopped: stopped,
    changedAt: changedAt.toISOString(),
  });
  await recordEvent(tx, event, `buyer:${buyer.id}`);
}
