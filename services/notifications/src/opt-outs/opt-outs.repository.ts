import { Injectable } from '@nestjs/common';
import { NotificationsDatabase } from '../database/notifications-database.js';
import { recordBuyerTexting } from './buyer-texting.js';

/**
 * Numbers that replied STOP: never texted until they reply START. A buyer's number changing either
 * way is told to the other services with it (catalog then refuses their bids until START).
 */
@Injectable()
export class OptOutsRepository {
  constructor(private readonly db: NotificationsDatabase) {}

  async isOptedOut(phoneNumber: string): Promise<boolean> {
    return (await this.db.prisma.smsOptOut.count({ where: { phoneNumber } })) > 0;
  }

  async optedOutAmong(phoneNumbers: string[]): Promise<Set<string>> {
    const rows = await this.db.prisma.smsOptOut.findMany({
      where: { phoneNumber: { in: [...new Set(phoneNumbers)] } },
      select: { phoneNumber: true },
    });
    return new Set(rows.map((row) => row.phoneNumber));
  }

  /** Answers false when the number was already on the list (its confirmation went out then). */
  optOut(phoneNumber: string, keyword: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const { count } = await tx.smsOptOut.createMany({
        data: [{ phoneNumber, keyword }],
        skipDuplicates: true,
      });
      if (count > 0) await recordBuyerTexting(tx, phoneNumber, new Date());
      return count > 0;
    });
  }

  async optIn(phoneNumber: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { count } = await tx.smsOptOut.deleteMany({ where: { phoneNumber } });
      if (count > 0) await recordBuyerTexting(tx, phoneNumber, new Date());
    });
  }
}
