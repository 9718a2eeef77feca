import { randomUUID } from 'node:crypto';
import type { BuyerSession } from '@atelier/contracts';
import { Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { BUYER_COOKIE_MAX_AGE_SECONDS } from '@atelier/platform';
import { NotificationsDatabase } from '../database/notifications-database.js';
import { deviceLabel } from './device-label.js';

/** How often a session's last_seen_at may move: the gateway asks every few seconds while a buyer is active. */
const SEEN_EVERY_MS = 60_000;
const LIFETIME_MS = BUYER_COOKIE_MAX_AGE_SECONDS * 1000;

export type SessionEndReason = 'signed-out' | 'signed-out-everywhere' | 'ended-from-another-device';

/**
 * A verified buyer's sessions (issue 34): one per device that proved the phone with a texted code,
 * named by that device's cookie. A session is open until it is ended (signing out here, signing
 * out everywhere, or ended from another device) or its cookie's 30 days are over. The gateway
 * asks whether the session a cookie names is open (checkOpen, cached there a few seconds); the
 * buyer's own routes here ask again (requireOpen).
 */
@Injectable()
export class BuyerSessions {
  constructor(private readonly db: NotificationsDatabase) {}

  /** A session for a device that just proved the phone; its cookie is issued at `now`. */
  async open(buyerId: string, userAgent: string | undefined, now = new Date()): Promise<string> {
    const id = randomUUID();
    await this.db.prisma.buyerSession.create({
      data: {
        id,
        buyerId,
        deviceLabel: deviceLabel(userAgent),
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + LIFETIME_MS),
      },
    });
    return id;
  }

  /** Whether the buyer's session is open; an open one is marked seen (at most once a minute). */
  async checkOpen(buyerId: string, sessionId: string, now = new Date()): Promise<boolean> {
    const session = await this.db.prisma.buyerSession.findFirst({
      where: { id: sessionId, buyerId, endedAt: null, expiresAt: { gt: now } },
      select: { lastSeenAt: true },
    });
    if (!session) return false;
    if (now.getTime() - session.lastSeenAt.getTime() >= SEEN_EVERY_MS)
      await this.db.prisma.buyerSession.updateMany({
        where: { id: sessionId, endedAt: null, lastSeenAt: session.lastSeenAt },
        data: { lastSeenAt: now },
      });
    return true;
  }

  /** For the buyer's own routes: 401 (as the gateway says it) unless the session is open. */
  async requireOpen(buyerId: string, sessionId: string): Promise<void> {
    if (!(await this.checkOpen(buyerId, sessionId)))
      throw new UnauthorizedException('Buyer verification required: verify your phone first');
  }

  /**
   * The session standing for a cookie made before sessions (v2: buyer and issue time, signed by this
   * store), made at the first ask and the same one at every later ask, from any gateway: so ending
   * it (signing out with the exchanged cookie) ends the old cookie too, wherever a copy of it is.
   * Null when that session was ended, or the buyer signed out everywhere after the cookie was issued.
   */
  async exchangeLegacy(
    buyerId: string,
    issuedAt: number,
    userAgent: string | undefined,
    now = new Date(),
  ): Promise<string | null> {
    const issued = new Date(issuedAt);
    const everywhere = await this.db.prisma.buyerSession.count({
      where: { buyerId, endedReason: 'signed-out-everywhere', endedAt: { gte: issued } },
    });
    if (everywhere > 0) return null;
    await this.db.prisma.$executeRaw`
      INSERT INTO notifications.buyer_sessions
        (id, buyer_id, device_label, created_at, last_seen_at, expires_at, legacy_issued_at)
      VALUES (${randomUUID()}::uuid, ${buyerId}::uuid, ${deviceLabel(userAgent)}, ${issued}, ${now},
              ${new Date(issuedAt + LIFETIME_MS)}, ${BigInt(issuedAt)})
      ON CONFLICT (buyer_id, legacy_issued_at) DO NOTHING`;
    const session = await this.db.prisma.buyerSession.findUniqueOrThrow({
      where: { buyerId_legacyIssuedAt: { buyerId, legacyIssuedAt: BigInt(issuedAt) } },
    });
    return session.endedAt === null && session.expiresAt > now ? session.id : null;
  }

  /** The buyer's open sessions: the asking one first, then the most recently seen. */
  async list(buyerId: string, currentSessionId: string, now = new Date()): Promise<BuyerSession[]> {
    const rows = await this.db.prisma.buyerSession.findMany({
      where: { buyerId, endedAt: null, expiresAt: { gt: now } },
      orderBy: [{ lastSeenAt: 'desc' }, { createdAt: 'desc' }],
    });
    return rows
      .map((row) => ({
        id: row.id,
        deviceLabel: row.deviceLabel,
        signedInAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === currentSessionId,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current));
  }

  /** Ends one session if it is open (signing out twice is signing out once). */
  async end(buyerId: string, sessionId: string, reason: SessionEndReason, now = new Date()): Promise<void> {
    await this.db.prisma.buyerSession.updateMany({
      where: { id: sessionId, buyerId, endedAt: null },
      data: { endedAt: now, endedReason: reason },
    });
  }

  /**
   * Ends another of the buyer's sessions (or this one). 404 when no session of theirs has that id:
   * another buyer's session is as unknown as one that never existed.
   */
  async endOwn(buyerId: string, sessionId: string, now = new Date()): Promise<void> {
    const owned = await this.db.prisma.buyerSession.count({ where: { id: sessionId, buyerId } });
    if (owned === 0) throw new NotFoundException(`No session ${sessionId} of yours`);
    await this.end(buyerId, sessionId, 'ended-from-another-device', now);
  }

  /**
   * Ends every open session of the buyer, the asking one included; cookies made before sessions and
   * not yet exchanged stop working too (exchangeLegacy refuses those issued before this moment).
   */
  async endAll(buyerId: string, now = new Date()): Promise<number> {
    const { count } = await this.db.prisma.buyerSession.updateMany({
      where: { buyerId, endedAt: null },
      data: { endedAt: now, endedReason: 'signed-out-everywhere' },
    });
    return count;
  }
}
