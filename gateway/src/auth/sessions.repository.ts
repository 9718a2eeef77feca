import { Injectable } from '@nestjs/common';
import { GatewayDatabase } from './gateway-database.js';

export interface AdminSessionData {
  userId: number;
  username: string;
  csrfToken: string;
}

/** Admin sessions in the `sessions` table (sid, sess, expire). */
@Injectable()
export class SessionsRepository {
  constructor(private readonly db: GatewayDatabase) {}

  async create(sid: string, data: AdminSessionData, expire: Date): Promise<void> {
    await this.db.prisma.session.create({ data: { sid, sess: { ...data }, expire } });
  }

  /** The session's data, or null when it does not exist or has expired. */
  async findLive(sid: string): Promise<AdminSessionData | null> {
    const row = await this.db.prisma.session.findFirst({ where: { sid, expire: { gt: new Date() } } });
    return row ? (row.sess as unknown as AdminSessionData) : null;
  }

  async delete(sid: string): Promise<void> {
    await this.db.prisma.session.deleteMany({ where: { sid } });
  }

  async deleteExpired(): Promise<number> {
    const { count } = await this.db.prisma.session.deleteMany({ where: { expire: { lte: new Date() } } });
    return count;
  }
}
