import { Injectable } from '@nestjs/common';
import { AUCTION_REMINDER_LEAD_SECONDS, auctionReminderDueEvent } from '@atelier/contracts';
import { newEvent, recordEvent } from '@atelier/platform';
import { CatalogDatabase } from '../database/catalog-database.js';
import { phaseOf } from '../auctions/auction.mapper.js';
import type { ReminderFacts } from './reminder-rules.js';

interface FactsRow {
  id: number;
  status: string;
  starts_at: Date;
  end_time: Date;
  server_time: Date;
  has_reminder: boolean;
  sent_at: Date | null;
}

interface DueRow {
  auction_id: number;
  buyer_id: string;
  product_id: number;
  product_name: string;
  end_time: Date;
}

/**
 * Buyers' reminders of auctions. A reminder is due an hour before the auction's end as it stands
 * (read on the database's clock at each pass, so a late bid that moves the end moves it too), only
 * while the auction is active; a pass claims due reminders (sent_at, skipping rows another instance
 * holds) and records catalog.auction.reminder-due in the same transaction: each is sent once.
 */
@Injectable()
export class AuctionRemindersRepository {
  constructor(private readonly db: CatalogDatabase) {}

  /** The auction and this buyer's reminder, on the database's clock; null without such an auction. */
  async facts(auctionId: number, buyerId: string): Promise<ReminderFacts | null> {
    const [row] = await this.db.prisma.$queryRaw<FactsRow[]>`
      SELECT a.id, a.status, a.starts_at, a.end_time, clock_timestamp() AS server_time,
             r.buyer_id IS NOT NULL AS has_reminder, r.sent_at
      FROM catalog.auctions a
      LEFT JOIN catalog.auction_reminders r ON r.auction_id = a.id AND r.buyer_id = ${buyerId}::uuid
      WHERE a.id = ${auctionId}`;
    if (!row) return null;
    return {
      auctionId: row.id,
      phase: phaseOf(row),
      endTime: row.end_time,
      serverTime: row.server_time,
      reminder: row.has_reminder ? { sentAt: row.sent_at } : null,
    };
  }

  async create(auctionId: number, buyerId: string): Promise<void> {
    await this.db.prisma.$executeRaw`
      INSERT INTO catalog.auction_reminders (auction_id, buyer_id) VALUES (${auctionId}, ${buyerId}::uuid)
      ON CONFLICT (auction_id, buyer_id) DO NOTHING`;
  }

  /** Deletes the reminder unless it was already sent. */
  async deleteUnsent(auctionId: number, buyerId: string): Promise<void> {
    await this.db.prisma.auctionReminder.deleteMany({ where: { auctionId, buyerId, sentAt: null } });
  }

  /**
   * Claims the due reminders of up to `limit` auctions and records one catalog.auction.reminder-due
   * per auction naming their buyers, in one transaction. Answers how many reminders it claimed.
   *
   * A pass holds each auction it claims for (FOR UPDATE, skipping auctions another pass or a bid
   * holds: those are taken at the next pass), so two passes never split one auction's reminders
   * into two events. (Locking the reminder rows alone let two passes claim one each.)
   */
  sendDue(limit: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      const due = await tx.$queryRaw<DueRow[]>`
        WITH due_auctions AS (
          SELECT a.id FROM catalog.auctions a
          WHERE a.status = 'active' AND clock_timestamp() < a.end_time
            AND a.end_time - make_interval(secs => ${AUCTION_REMINDER_LEAD_SECONDS}) <= clock_timestamp()
            AND EXISTS (SELECT 1 FROM catalog.auction_reminders r WHERE r.auction_id = a.id AND r.sent_at IS NULL)
          ORDER BY a.end_time LIMIT ${limit}
          FOR UPDATE OF a SKIP LOCKED)
        UPDATE catalog.auction_reminders r SET sent_at = clock_timestamp()
        FROM due_auctions, catalog.auctions a, catalog.products p
        WHERE r.auction_id = due_auctions.id AND r.sent_at IS NULL
          AND a.id = r.auction_id AND p.id = a.product_id
        RETURNING r.auction_id, r.buyer_id::text AS buyer_id, a.product_id, p.name AS product_name, a.end_time`;
      const byAuction = new Map<number, DueRow[]>();
      for (const row of due) byAuction.set(row.auction_id, [...(byAuction.get(row.auction_id) ?? []), row]);
      for (const [auctionId, rows] of byAuction) {
        const first = rows[0]!;
        await recordEvent(
          tx,
          newEvent(auctionReminderDueEvent, {
            auctionId,
            productId: first.product_id,
            productName: first.product_name,
            endTime: first.end_time.toISOString(),
            buyerIds: rows.map((row) => row.buyer_id),
          }),
        );
      }
      return due.length;
    });
  }
}
