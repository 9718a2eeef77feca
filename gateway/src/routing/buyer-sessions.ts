import { ServiceUnavailableException } from '@nestjs/common';
import { type BuyerCookieClaims, SERVICE_ASSERTION_HEADER, signServiceAssertion } from '@atelier/platform';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
// undici's fetch, as the proxy's: Node's global one would load a second copy of undici.
import { fetch } from 'undici';

/**
 * How long this gateway keeps notifications' answer about a session. This is the staleness bound:
 * a session ended through another gateway instance (or notifications directly) is refused here at
 * most SESSION_CHECK_TTL_MS later; one ended through this gateway (sign-out, sign-out everywhere,
 * ending a device) is forgotten at once, so the next request asks again. README, "Buyer sessions".
 */
export const SESSION_CHECK_TTL_MS = 5_000;
/**
 * While notifications cannot be asked (a restart, a network blip), a session this gateway saw open
 * at most this long ago is still taken as open, so bidding does not stop with it; a session never
 * seen, or seen longer ago, is a 503 ("try again") rather than a guess.
 */
export const SESSION_CHECK_GRACE_MS = 30_000;
const SESSION_CHECK_TIMEOUT_MS = 2_000;
const MAX_ENTRIES = 50_000;

/** Whether the cookie's session is open; `sessionId` null only while notifications predates sessions. */
export type SessionStanding = { open: true; sessionId: string | null } | { open: false };

interface Entry {
  standing: SessionStanding;
  checkedAt: number;
}
interface Question {
  claims: BuyerCookieClaims;
  userAgent: string | undefined;
}

/**
 * The gateway's view of buyer sessions (issue 34), asked of notifications, which owns them, on
 * buyer routes only. A bid costs no database read: each session's answer is kept for
 * SESSION_CHECK_TTL_MS in an LRU (lru-cache; concurrent requests for one session share one
 * question). Notifications is reached as any service is (the route table's upstream URL: a loopback
 * port all-in-one, the service's address in the cluster and in containers), with a service
 * assertion signed with INTERNAL_AUTH_SECRET on its internal routes, which the route table does not
 * list.
 *
 * A cookie made before sessions (v2: buyer and issue time, no session) is exchanged for a session
 * of its own (notifications makes one per such cookie, the same one however often and from whichever
 * gateway it is asked), and the browser gets the v3 cookie naming it with the same answer. Chosen
 * over refusing v2 cookies: nobody signed in has to ask for a texted code again (a bidder
 * mid-auction at the release included), and it is as safe: signing out with the exchanged cookie
 * ends that session, which every copy of the old cookie maps to, and signing out everywhere refuses
 * every older cookie not yet exchanged. v2 cookies end within 30 days of the release anyway.
 *
 * A notifications that answers 404 on these routes predates sessions (the gateway is rolled first
 * in a release): the cookie is then taken as it was before sessions, valid by its MAC alone.
 */
export class BuyerSessionChecks {
  private readonly cache: LRUCache<string, Entry, Question>;

  constructor(
    private readonly notificationsUrl: string | undefined,
    private readonly secret: string,
    private readonly logger: Logger,
    ttlMs = SESSION_CHECK_TTL_MS,
  ) {
    this.cache = new LRUCache<string, Entry, Question>({
      max: MAX_ENTRIES,
      ttl: ttlMs,
      fetchMethod: async (_key, stale, { context }) => {
        try {
          return { standing: await this.ask(context), checkedAt: Date.now() };
        } catch (error) {
          if (stale?.standing.open && Date.now() - stale.checkedAt <= SESSION_CHECK_GRACE_MS) return stale;
          this.logger.warn({ error: (error as Error).message }, 'buyer session could not be checked');
          throw new ServiceUnavailableException(
            'Your sign-in cannot be checked right now: try again in a moment',
          );
        }
      },
    });
  }

  /** Whether the session a valid cookie names (or stands for, v2) is open, from the cache or notifications. */
  async standing(claims: BuyerCookieClaims, userAgent: string | undefined): Promise<SessionStanding> {
    if (!this.notificationsUrl)
      throw new ServiceUnavailableException('The notifications service is not part of this deployment yet');
    const entry = await this.cache.fetch(keyOf(claims), { context: { claims, userAgent } });
    return entry!.standing;
  }

  /**
   * Forget one session of a buyer's (it was just ended through this gateway), and the v2 cookies
   * exchanged for it: the next request asks again. A scan, but of a rare event (a sign-out).
   */
  forget(buyerId: string, sessionId: string): void {
    this.cache.delete(`s:${buyerId}:${sessionId}`);
    const legacy = `l:${buyerId}:`;
    for (const [key, entry] of [...this.cache.entries()])
      if (key.startsWith(legacy) && entry.standing.open && entry.standing.sessionId === sessionId)
        this.cache.delete(key);
  }

  /** Forget every session of a buyer's (they signed out everywhere through this gateway). */
  forgetBuyer(buyerId: string): void {
    const prefixes = [`s:${buyerId}:`, `l:${buyerId}:`];
    for (const key of [...this.cache.keys()])
      if (prefixes.some((prefix) => key.startsWith(prefix))) this.cache.delete(key);
  }

  private async ask({ claims, userAgent }: Question): Promise<SessionStanding> {
    if (claims.sessionId !== null) {
      const { status, body } = await this.call('/internal/buyer-sessions/check', {
        buyerId: claims.buyerId,
        sessionId: claims.sessionId,
      });
      if (status === 404) return { open: true, sessionId: claims.sessionId };
      if (status !== 200 || typeof (body as { open?: unknown })?.open !== 'boolean')
        throw new Error(`checking a buyer session: notifications answered ${status}`);
      return (body as { open: boolean }).open ? { open: true, sessionId: claims.sessionId } : { open: false };
    }
    const { status, body } = await this.call('/internal/buyer-sessions/exchange', {
      buyerId: claims.buyerId,
      issuedAt: claims.issuedAt,
      ...(userAgent ? { userAgent: userAgent.slice(0, 1000) } : {}),
    });
    if (status === 404) return { open: true, sessionId: null };
    const sessionId = (body as { sessionId?: unknown })?.sessionId;
    if (status !== 200 || (sessionId !== null && typeof sessionId !== 'string'))
      throw new Error(`exchanging a buyer cookie: notifications answered ${status}`);
    return sessionId === null ? { open: false } : { open: true, sessionId };
  }

  private async call(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${this.notificationsUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SERVICE_ASSERTION_HEADER]: signServiceAssertion(
          this.secret,
          { method: 'POST', url: path },
          'gateway',
        ),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SESSION_CHECK_TIMEOUT_MS),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed };
  }
}

const keyOf = (claims: BuyerCookieClaims) =>
  claims.sessionId === null
    ? `l:${claims.buyerId}:${claims.issuedAt}`
    : `s:${claims.buyerId}:${claims.sessionId}`;
