import { Injectable } from '@nestjs/common';
import { Prisma } from '../generated/prisma/client.js';
import { NotificationsDatabase } from '../database/notifications-database.js';

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

  /** Answers undefined when this number already signed up for this item. */
  async create(signup: NewSignup): Promise<SignupRow | undefined> {
    try {
      return await this.db.prisma.notificationSignup.create({ data: signup, select: withItem });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return undefined;
      throw error;
    }
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
