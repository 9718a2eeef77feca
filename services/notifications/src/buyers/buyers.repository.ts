import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { NotificationsDatabase, type NotificationsTransaction } from '../database/notifications-database.js';
import { recordBuyerTexting } from '../opt-outs/buyer-texting.js';
import { recordBuyerProfile } from './buyer-profile.js';

export interface NewVerification {
  id: string;
  phoneNumber: string;
  codeHash: string;
  expiresAt: Date;
  ipAddress: string | null;
  addressKey: string | null;
  consentText: string;
}

export type CodeCheck =
  | { outcome: 'missing' | 'expired' | 'used' | 'too-many-attempts' }
  | { outcome: 'wrong'; attemptsLeft: number }
  | { outcome: 'verified'; buyer: { id: string; phoneNumber: string; verifiedAt: Date } };

/** Buyers and their texted codes. */
@Injectable()
export class BuyersRepository {
  constructor(private readonly db: NotificationsDatabase) {}

  /**
   * Codes since a moment (the rate limits): to a number from one client (its address key), and from
   * that client to any number.
   */
  async recentCodes(phoneNumber: string, addressKey: string | null, since: Date) {
    const [forNumberFromAddress, fromAddress] = await Promise.all([
      this.db.prisma.buyerVerification.count({
        where: { phoneNumber, addressKey, createdAt: { gte: since } },
      }),
      addressKey === null
        ? 0
        : this.db.prisma.buyerVerification.count({ where: { addressKey, createdAt: { gte: since } } }),
    ]);
    return { forNumberFromAddress, fromAddress };
  }

  async createVerification(verification: NewVerification): Promise<void> {
    await this.db.prisma.buyerVerification.create({ data: verification });
  }

  async dropVerification(id: string): Promise<void> {
    await this.db.prisma.buyerVerification.deleteMany({ where: { id } });
  }

  /**
   * Checks a code against a verification under its row's lock: each try is counted before the
   * answer, so parallel guesses share the attempts; a right code is used once and makes (or finds)
   * the number's one buyer, with the consent agreed to, and tells the other services the buyer's
   * texting state (their phone's last four digits, and whether it replied STOP) and profile. A name
   * given with the code is kept (a later one replaces it); none given keeps the one known.
   */
  check(
    id: string,
    matches: (codeHash: string) => boolean,
    maxAttempts: number,
    now: Date,
    name?: string,
  ): Promise<CodeCheck> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.$queryRaw<Array<{ id: string }>>`
        SELECT id FROM notifications.buyer_verifications WHERE id = ${id}::uuid FOR UPDATE`;
      if (rows.length === 0) return { outcome: 'missing' };
      const row = await tx.buyerVerification.findUniqueOrThrow({ where: { id } });
      if (row.consumedAt) return { outcome: 'used' };
      if (row.expiresAt <= now) return { outcome: 'expired' };
      if (row.attempts >= maxAttempts) return { outcome: 'too-many-attempts' };
      await tx.buyerVerification.update({ where: { id }, data: { attempts: { increment: 1 } } });
      if (!matches(row.codeHash)) {
        const attemptsLeft = maxAttempts - row.attempts - 1;
        return attemptsLeft > 0 ? { outcome: 'wrong', attemptsLeft } : { outcome: 'too-many-attempts' };
      }
      await tx.buyerVerification.update({ where: { id }, data: { consumedAt: now } });
      const named = name === undefined ? {} : { name, nameSource: 'verification' };
      const buyer = await tx.buyer.upsert({
        where: { phoneNumber: row.phoneNumber },
        create: {
          id: randomUUID(),
          phoneNumber: row.phoneNumber,
          verifiedAt: now,
          consentText: row.consentText,
          consentAt: now,
          consentIp: row.ipAddress,
          ...named,
        },
        update: {
          verifiedAt: now,
          consentText: row.consentText,
          consentAt: now,
          consentIp: row.ipAddress,
          ...named,
        },
      });
      await recordBuyerTexting(tx, row.phoneNumber, now);
      await recordBuyerProfile(tx, buyer, now);
      return { outcome: 'verified', buyer };
    });
  }

  findBuyer(id: string) {
    return this.db.prisma.buyer.findUnique({ where: { id } });
  }

  /** The verified buyer of a number (E.164), if its owner verified it. */
  findBuyerByPhone(phoneNumber: string) {
    return this.db.prisma.buyer.findUnique({ where: { phoneNumber } });
  }

  /**
   * Names the number's buyer from an order's recipient name when they have no name yet (the first
   * paid order to their number names them), and tells catalog. False when nothing changed: no
   * buyer has that number, or they already have a name.
   */
  async nameFromOrder(
    tx: NotificationsTransaction,
    phoneNumber: string,
    name: string,
    now: Date,
  ): Promise<boolean> {
    const { count } = await tx.buyer.updateMany({
      where: { phoneNumber, name: null },
      data: { name, nameSource: 'order' },
    });
    if (count === 0) return false;
    await recordBuyerProfile(tx, await tx.buyer.findUniqueOrThrow({ where: { phoneNumber } }), now);
    return true;
  }

  /** Texts about one auction sent to a buyer since a moment (the outbid throttle), in the event's transaction. */
  textsSince(tx: NotificationsTransaction, buyerId: string, auctionId: number, since: Date) {
    return tx.buyerText.count({ where: { buyerId, auctionId, createdAt: { gte: since } } });
  }

  async recordText(
    tx: NotificationsTransaction,
    text: {
      eventId: string;
      buyerId: string;
      auctionId?: number;
      claimId?: string;
      body: string;
      createdAt: Date;
    },
  ): Promise<void> {
    await tx.buyerText.create({ data: text });
  }
}
