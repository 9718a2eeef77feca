import { Injectable } from '@nestjs/common';
import { Prisma } from '../generated/prisma/client.js';
import { NotificationsDatabase, type NotificationsTransaction } from '../database/notifications-database.js';

export interface NewSignup {
  comingSoonId: number;
  phoneNumber: string;
  consentText: string;
  consentIp: string | null;
  consentSourcePage: string | null;
  consentUserAgent: string | null;
}

const withItem = {
  id: true,
  comingSoonId: true,
  phoneNumber: true,
  createdAt: true,
} satisfies Prisma.NotificationSignupSelect;

export type SignupRow = Prisma.NotificationSignupGetPayload<{ select: typeof withItem }>;

@Injectable()
export class SignupsRepository {
  constructor(private readonly db: NotificationsDatabase) {}

  /**
   * Answers undefined when this number already signed up for this item. Inside the caller's
   * transaction (the signup and its confirmation text commit together); ON CONFLICT DO NOTHING, so
   * a duplicate does not abort that transaction.
   */
  async create(tx: NotificationsTransaction, signup: NewSignup): Promise<SignupRow | undefined> {
    const [created] = await tx.notificationSignup.createManyAndReturn({
      data: [signup],
      skipDuplicates: true,
      select: withItem,
    });
    return created;
  }

  list(comingSoonId?: number): Promise<SignupRow[]> {
    return this.db.prisma.notificationSignup.findMany({
      where: comingSoonId === undefined ? {} : { comingSoonId },
      select: withItem,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
  }

  itemsNamed(ids: number[]) {
    return this.db.prisma.comingSoonItem.findMany({ where: { id: { in: [...new Set(ids)] } } });
  }

  /** Each number once: how many signups, first and last. */
  uniqueNumbers() {
    return this.db.prisma.notificationSignup.groupBy({
      by: ['phoneNumber'],
      _count: { _all: true },
      _min: { createdAt: true },
      _max: { createdAt: true },
      orderBy: { _max: { createdAt: 'desc' } },
    });
  }
}
