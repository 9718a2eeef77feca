import { Injectable } from '@nestjs/common';
import type { LoggedText } from '@atelier/contracts';
import { NotificationsDatabase } from '../database/notifications-database.js';

/** The texts the logging sender kept instead of sending (all-in-one, or no Twilio credentials). */
@Injectable()
export class LoggedTextsRepository {
  constructor(private readonly db: NotificationsDatabase) {}

  async latestTo(e164: string, take = 20): Promise<LoggedText[]> {
    const texts = await this.db.prisma.loggedText.findMany({
      where: { to: e164 },
      orderBy: { createdAt: 'desc' },
      take,
    });
    return texts.map((t) => ({ to: t.to, body: t.body, createdAt: t.createdAt.toISOString() }));
  }
}
