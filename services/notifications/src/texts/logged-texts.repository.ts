import { Injectable } from '@nestjs/common';
import type { LoggedText } from '@atelier/contracts';
import { NotificationsDatabase } from '../database/notifications-database.js';

/**
 * The texts the logging sender kept instead of sending (logged_texts: all-in-one, or no Twilio
 * credentials): the demo's outbox of texts, which the admin can read (e.g. a buyer's code).
 */
@Injectable()
export class LoggedTextsRepository {
  constructor(private readonly db: NotificationsDatabase) {}

  async record(sid: string, to: string, body: string): Promise<void> {
    await this.db.prisma.loggedText.create({ data: { sid, to, body } });
  }

  /** The id of the same text to the same number logged since `since`, if there is one. */
  async findSid(to: string, body: string, since: Date): Promise<string | undefined> {
    const found = await this.db.prisma.loggedText.findFirst({
      where: { to, body, createdAt: { gte: since } },
    });
    return found?.sid;
  }

  /** The latest texts to one number, newest first. */
  async latestTo(e164: string, take = 20): Promise<LoggedText[]> {
    const texts = await this.db.prisma.loggedText.findMany({
      where: { to: e164 },
      orderBy: { createdAt: 'desc' },
      take,
    });
    return texts.map((t) => ({ to: t.to, body: t.body, createdAt: t.createdAt.toISOString() }));
  }
}
