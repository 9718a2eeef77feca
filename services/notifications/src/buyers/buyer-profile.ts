import { buyerProfileChangedEvent } from '@atelier/contracts';
import { newEvent, recordEvent } from '@atelier/platform';
import type { NotificationsTransaction } from '../database/notifications-database.js';

/**
 * Tells catalog how the owner recognises a buyer (notifications.buyer.profile-changed: name and
 * the phone's last four digits), inside the transaction that verified them or set their name.
 */
export async function recordBuyerProfile(
  tx: NotificationsTransaction,
  buyer: { id: string; phoneNumber: string; name: string | null },
  changedAt: Date,
): Promise<void> {
  const event = newEvent(buyerProfileChangedEvent, {
    buyerId: buyer.id,
    name: buyer.name,
    phoneLast4: buyer.phoneNumber.slice(-4),
    changedAt: changedAt.toISOString(),
  });
  await recordEvent(tx, event, `buyer:${buyer.id}`);
}
