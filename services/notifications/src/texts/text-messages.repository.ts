import { Injectable } from '@nestjs/common';
import type { SignupNotification, TextStatus } from '@atelier/contracts';
import { textsFinished } from '@atelier/platform';
import { NotificationsDatabase, type NotificationsTransaction } from '../database/notifications-database.js';
import { LOGGED_ID_PREFIX } from './logging-sms-sender.js';
import type { TextKind } from './text-kinds.js';
import type { TextKey } from './text-queue.js';

export interface NewText {
  signupId: number;
  phoneNumber: string;
  status: string;
}

/** A recorded text to a verified buyer (a sale's outcome, a claim link, an outbid or shipping notice). */
export interface NewBuyerText {
  buyerId: string;
  phoneNumber: string;
  status: string;
}

// A status moves forward only: a late 'sent' callback never turns 'delivered' back.
const RANK: Record<string, number> = {
  queued: 0,
  sending: 1,
  sent: 2,
  delivered: 3,
  failed: 3,
  opted_out: 3,
};
const FINISHED = ['sent', 'delivered', 'failed', 'opted_out'];

/** The record of each queued text: what the worker checks before sending, and what the admin sees. */
@Injectable()
export class TextMessagesRepository {
  constructor(private readonly db: NotificationsDatabase) {}

  /**
   * One text per signup of the item for this event, in one statement (a big drop is one insert).
   * Only numbers whose owner confirmed (double opt-in) are texted; the others' signups are skipped.
   * Numbers on the opt-out list get their record as 'opted_out' and no job. Existing rows (the
   * event handled before, then rolled back) are answered again, so their jobs are re-added.
   */
  async createForRelease(
    tx: NotificationsTransaction,
    eventId: string,
    comingSoonId: number,
    body: string,
  ): Promise<NewText[]> {
    await tx.$executeRaw`
      INSERT INTO "notifications"."text_messages" (event_id, signup_id, coming_soon_id, phone_number, body, status, error_message)
      SELECT ${eventId}::uuid, s.id, s.coming_soon_id, s.phone_number, ${body},
             CASE WHEN o.phone_number IS NULL THEN 'queued' ELSE 'opted_out' END,
             CASE WHEN o.phone_number IS NULL THEN NULL ELSE 'the number replied STOP' END
      FROM "notifications"."notification_signups" s
      JOIN "notifications"."phone_confirmations" c ON c.phone_number = s.phone_number AND c.confirmed_at IS NOT NULL
      LEFT JOIN "notifications"."sms_opt_outs" o ON o.phone_number = s.phone_number
      WHERE s.coming_soon_id = ${comingSoonId}
      ON CONFLICT (event_id, signup_id) DO NOTHING`;
    const rows = await tx.textMessage.findMany({
      where: { eventId, kind: 'release' },
      select: { signupId: true, phoneNumber: true, status: true },
      orderBy: { signupId: 'asc' },
    });
    // A release text always names its signup (the insert above).
    return rows.map((row) => ({ ...row, signupId: row.signupId! }));
  }

  /**
   * One text per verified buyer for this event, each with its own words, in one statement. Numbers
   * on the opt-out list get their record as 'opted_out' and no job; buyers unknown here get none.
   * Existing rows (the event handled before, then rolled back) are answered again.
   */
  async createForBuyers(
    tx: NotificationsTransaction,
    eventId: string,
    texts: Array<{ buyerId: string; body: string }>,
    kind: Extract<TextKind, 'sale-outcome' | 'claim' | 'outbid' | 'shipped'>,
    /** On the texting clock: how long a text has waited (text-kinds.ts, staleAfterMs) counts from it. */
    createdAt: Date,
  ): Promise<NewBuyerText[]> {
    if (texts.length === 0) return [];
    await tx.$executeRaw`
      INSERT INTO "notifications"."text_messages" (event_id, buyer_id, phone_number, body, kind, created_at, status, error_message)
      SELECT ${eventId}::uuid, b.id, b.phone_number, t.body, ${kind}, ${createdAt},
             CASE WHEN o.phone_number IS NULL THEN 'queued' ELSE 'opted_out' END,
             CASE WHEN o.phone_number IS NULL THEN NULL ELSE 'the number replied STOP' END
      FROM unnest(${texts.map((t) => t.buyerId)}::uuid[], ${texts.map((t) => t.body)}::text[]) AS t(buyer_id, body)
      JOIN "notifications"."buyers" b ON b.id = t.buyer_id
      LEFT JOIN "notifications"."sms_opt_outs" o ON o.phone_number = b.phone_number
      ON CONFLICT (event_id, buyer_id) DO NOTHING`;
    const rows = await tx.textMessage.findMany({
      where: { eventId, kind },
      select: { buyerId: true, phoneNumber: true, status: true },
      orderBy: { id: 'asc' },
    });
    // A buyer's text always names its buyer (the insert above).
    return rows.map((row) => ({ ...row, buyerId: row.buyerId! }));
  }

  /** The one text asking a number's owner to confirm (reply YES), recorded with its signup. */
  async createConfirmation(
    tx: NotificationsTransaction,
    text: { eventId: string; signupId: number; comingSoonId: number; phoneNumber: string; body: string },
  ): Promise<void> {
    await tx.textMessage.create({ data: { ...text, kind: 'confirmation' } });
  }

  /** A job's text, by its natural key (see TextKey); null while the fan-out has not committed it. */
  findByKey(key: TextKey) {
    const { eventId } = key;
    return this.db.prisma.textMessage.findUnique({
      where:
        'buyerId' in key
          ? { eventId_buyerId: { eventId, buyerId: key.buyerId } }
          : { eventId_signupId: { eventId, signupId: key.signupId } },
    });
  }

  isFinished = (status: string) => FINISHED.includes(status);

  async markSending(id: number): Promise<void> {
    await this.db.prisma.textMessage.updateMany({
      where: { id, status: { in: ['queued', 'sending'] } },
      data: {
        status: 'sending',
        sendStartedAt: new Date(),
        attempts: { increment: 1 },
        updatedAt: new Date(),
      },
    });
  }

  async markSent(id: number, providerMessageId: string): Promise<void> {
    const { count } = await this.db.prisma.textMessage.updateMany({
      where: { id, status: { in: ['queued', 'sending'] } },
      data: { status: 'sent', providerMessageId, errorCode: null, errorMessage: null, updatedAt: new Date() },
    });
    // Counted when the record changes, so a re-run that finds it finished counts nothing.
    if (count > 0) textsFinished.inc({ outcome: 'sent' });
  }

  async markFinal(
    id: number,
    status: 'failed' | 'opted_out',
    errorCode: string | null,
    errorMessage: string,
  ) {
    const { count } = await this.db.prisma.textMessage.updateMany({
      where: { id, status: { in: ['queued', 'sending'] } },
      data: { status, errorCode, errorMessage, updatedAt: new Date() },
    });
    if (count > 0) textsFinished.inc({ outcome: status });
  }

  /** A retryable failure: noted; 'queued' again when the provider surely did not take the text (a 429). */
  async noteRetryableError(id: number, code: string, message: string, surelyNotSent: boolean) {
    await this.db.prisma.textMessage.updateMany({
      where: { id, status: { in: ['queued', 'sending'] } },
      data: {
        errorCode: code,
        errorMessage: message,
        updatedAt: new Date(),
        ...(surelyNotSent ? { status: 'queued' } : {}),
      },
    });
  }

  /** A provider status callback: moves the record forward, never back. Answers whether a record matched. */
  async applyProviderStatus(
    providerMessageId: string,
    status: TextStatus,
    errorCode?: string,
  ): Promise<boolean> {
    const text = await this.db.prisma.textMessage.findUnique({ where: { providerMessageId } });
    if (!text) return false;
    if ((RANK[status] ?? 0) <= (RANK[text.status] ?? 0)) return true;
    await this.db.prisma.textMessage.update({
      where: { id: text.id },
      data: {
        status,
        updatedAt: new Date(),
        ...(status === 'failed'
          ? { errorCode: errorCode ?? null, errorMessage: 'the carrier did not deliver it' }
          : {}),
      },
    });
    // Sent, then not delivered: its own outcome, so that a text is never counted as sent and failed.
    if (status === 'failed') textsFinished.inc({ outcome: 'undelivered' });
    return true;
  }

  /** The latest drop-day text of each signup, for the admin lists. */
  async latestBySignup(signupIds: number[]): Promise<Map<number, SignupNotification>> {
    if (signupIds.length === 0) return new Map();
    const rows = await this.db.prisma.textMessage.findMany({
      where: { signupId: { in: signupIds }, kind: 'release' },
      orderBy: { id: 'asc' },
    });
    return new Map(
      rows.map((row) => [
        row.signupId!,
        {
          status: (row.status === 'sending' ? 'queued' : row.status) as TextStatus,
          at: row.updatedAt.toISOString(),
          message: row.body,
          ...(row.providerMessageId?.startsWith(LOGGED_ID_PREFIX) ? { simulated: true } : {}),
          ...(row.errorMessage && (row.status === 'failed' || row.status === 'opted_out')
            ? { error: row.errorCode ? `${row.errorMessage} (${row.errorCode})` : row.errorMessage }
            : {}),
        },
      ]),
    );
  }
}
