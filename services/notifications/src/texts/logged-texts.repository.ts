import type { NotificationsDatabase } from '../database/notifications-database.js';

/** The texts the logging sender kept instead of sending (logged_texts): the demo's outbox of texts. */
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
}
