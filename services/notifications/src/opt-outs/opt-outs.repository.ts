import { Injectable } from '@nestjs/common';
import { NotificationsDatabase } from '../database/notifications-database.js';

/** Numbers that replied STOP: never texted until they reply START. */
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
  async optOut(phoneNumber: string, keyword: string): Promise<boolean> {
    const { count } = await this.db.prisma.smsOptOut.createMany({
      data: [{ phoneNumber, keyword }],
      skipDuplicates: true,
    });
    return count > 0;
  }

  async optIn(phoneNumber: string): Promise<void> {
    await this.db.prisma.smsOptOut.deleteMany({ where: { phoneNumber } });
  }
}
