import { Injectable } from '@nestjs/common';
import { NotificationsDatabase, type NotificationsTransaction } from '../database/notifications-database.js';

/** What a new signup needs: nothing (confirmed), a confirmation text, or to wait for the one sent. */
export type ConfirmationNeed = 'confirmed' | 'send' | 'pending';

/**
 * Double opt-in, per number: the owner confirms once (replies YES) and is then texted about every
 * release they signed up for; until then nothing but the one confirmation text goes to the number.
 */
@Injectable()
export class PhoneConfirmationsRepository {
  constructor(private readonly db: NotificationsDatabase) {}

  /**
   * Decides, atomically, whether a signup's number needs a confirmation text now: not when it is
   * confirmed, and not when one was asked for since `resendAfter` (one text per number per window,
   * whatever a stranger types into notify forms).
   */
  async request(tx: NotificationsTransaction, phoneNumber: string, now: Date, resendAfter: Date) {
    const claimed = await tx.$executeRaw`
      INSERT INTO "notifications"."phone_confirmations" (phone_number, requested_at) VALUES (${phoneNumber}, ${now})
      ON CONFLICT (phone_number) DO UPDATE SET requested_at = EXCLUDED.requested_at
      WHERE "phone_confirmations".confirmed_at IS NULL AND "phone_confirmations".requested_at < ${resendAfter}`;
    if (claimed === 1) return 'send' satisfies ConfirmationNeed;
    const row = await tx.phoneConfirmation.findUnique({ where: { phoneNumber } });
    return (row?.confirmedAt ? 'confirmed' : 'pending') satisfies ConfirmationNeed;
  }

  /** The owner replied YES. False when nothing was asked of this number (or it already confirmed). */
  async confirm(phoneNumber: string, now = new Date()): Promise<boolean> {
    const { count } = await this.db.prisma.phoneConfirmation.updateMany({
      where: { phoneNumber, confirmedAt: null },
      data: { confirmedAt: now },
    });
    return count === 1;
  }

  async confirmedAmong(phoneNumbers: string[]): Promise<Set<string>> {
    if (phoneNumbers.length === 0) return new Set();
    const rows = await this.db.prisma.phoneConfirmation.findMany({
      where: { phoneNumber: { in: [...new Set(phoneNumbers)] }, confirmedAt: { not: null } },
      select: { phoneNumber: true },
    });
    return new Set(rows.map((row) => row.phoneNumber));
  }

  async isConfirmed(phoneNumber: string): Promise<boolean> {
    return (await this.confirmedAmong([phoneNumber])).has(phoneNumber);
  }

  /**
   * Unconfirmed signups expire: the signups of numbers that never confirmed, made before the cutoff,
   * are deleted with the pending request (their confirmation texts stay as the record of what was sent).
   */
  expireUnconfirmed(cutoff: Date): Promise<number> {
    return this.db.prisma.$transaction(async (tx) => {
      const removed = await tx.$executeRaw`
        DELETE FROM "notifications"."notification_signups" s
        WHERE s.created_at < ${cutoff} AND NOT EXISTS (
          SELECT 1 FROM "notifications"."phone_confirmations" c
          WHERE c.phone_number = s.phone_number AND c.confirmed_at IS NOT NULL)`;
      await tx.phoneConfirmation.deleteMany({ where: { confirmedAt: null, requestedAt: { lt: cutoff } } });
      return removed;
    });
  }
}
