import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { GatewayDatabase } from './gateway-database.js';

export interface AdminSessionData {
  userId: number;
  username: string;
  csrfToken: string;
}

/**
 * Admin sessions in the `sessions` table (sid, sess, expire). The row key is the SHA-256 of the
 * session id, never the id itself: whoever reads the table (a backup, a log of queries) cannot
 * sign in with what they read.
 */
@Injectable()
export class SessionsRepository {
  constructor(private readonly db: GatewayDatabase) {}

  async create(sid: string, data: AdminSessionData, expire: Date): Promise<void> {
    await this.db.prisma.session.create({ data: { sid: hashSid(sid), sess: { ...data }, expire } });
  }

  /** The session's data, or null when it does not exist or has expired. */
  async findLive(sid: string): Promise<AdminSessionData | null> {
    const row = await this.db.prisma.session.findFirst({
      where: { sid: hashSid(sid), expire: { gt: new Date() } },
    });
    return row ? (row.sess as unknown as AdminSessionData) : null;
  }

  async delete(sid: string): Promise<void> {
    await this.db.prisma.session.deleteMany({ where: { sid: hashSid(sid) } });
  }

  async deleteExpired(): Promise<number> {
    const { count } = await this.db.prisma.session.deleteMany({ where: { expire: { lte: new Date() } } });
    return count;
  }
}

export const hashSid = (sid: string) => createHash('sha256').update(sid).digest('base64url');
