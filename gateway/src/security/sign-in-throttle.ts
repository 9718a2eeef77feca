import { addressLimitKey } from '@atelier/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

const WINDOW_MS = 15 * 60_000;
/** The longest a lockout may last, whatever the counters say. */
export const MAX_LOCKOUT_SECONDS = 60 * 60;
/** The key prefix of the throttle's counters (scripts/clear-sign-in-throttle.mjs deletes them). */
export const SIGN_IN_KEY_PREFIX = 'sign-in:';
// One address may try this many times more than one address+username pair (a typo in the username).
const ADDRESS_FACTOR = 5;

/**
 * Sign-in throttling on @fastify/rate-limit's counters (Redis when configured, so every gateway
 * instance shares them). Only failures count. Addresses are counted by addressLimitKey (an IPv6 /64
 * is one client, ::ffff:1.2.3.4 is 1.2.3.4). Two keys:
 * - address + username: after LOGIN_ATTEMPTS_PER_15_MINUTES failures that pair is locked out for
 *   what remains of the 15-minute window;
 * - address alone, with a larger allowance, so one address cannot walk through many usernames.
 * Nothing counts per username alone: that is what would let a stranger lock the admin out from
 * elsewhere. A burst from one address never blocks the admin signing in from another.
 * A lockout never grows: attempts while locked are refused without being counted (the right
 * password included), so it ends at the latest MAX_LOCKOUT_SECONDS after it began. Everyone
 * behind one office network or carrier NAT shares an address, so an ever-doubling lockout would let
 * a stranger there keep the owner out for years. The owner's way back in when locked out:
 * `npm run clear-sign-in-throttle` (README).
 */
export class SignInThrottle {
  private readonly perPair: Limiter;
  private readonly perAddress: Limiter;

  constructor(fastify: FastifyInstance, attempts: number) {
    this.perPair = fastify.createRateLimit({
      max: attempts,
      timeWindow: WINDOW_MS,
      keyGenerator: (req) => `${SIGN_IN_KEY_PREFIX}pair:${addressLimitKey(req.ip)}:${usernameOf(req)}`,
    });
    this.perAddress = fastify.createRateLimit({
      max: attempts * ADDRESS_FACTOR,
      timeWindow: WINDOW_MS,
      keyGenerator: (req) => `${SIGN_IN_KEY_PREFIX}address:${addressLimitKey(req.ip)}`,
    });
  }

  /** Seconds until this client may try again, or 0. Only reads the counters: asking never grows a lockout. */
  async retryAfter(req: FastifyRequest): Promise<number> {
    for (const limiter of [this.perPair, this.perAddress]) {
      const state = await limiter(req, { increment: false });
      if (!state.isAllowed && state.remaining === 0)
        return Math.min(MAX_LOCKOUT_SECONDS, Math.max(1, state.ttlInSeconds));
    }
    return 0;
  }

  async recordFailure(req: FastifyRequest): Promise<void> {
    await Promise.all([this.perPair(req), this.perAddress(req)]);
  }
}

// As the login contract reads it (trimmed), so ' admin' is not a fresh allowance for 'admin'.
const usernameOf = (req: FastifyRequest) => {
  const username = (req.body as { username?: unknown } | undefined)?.username;
  return typeof username === 'string' ? username.trim() : '';
};

/** Where @fastify/rate-limit keeps its counters in Redis (public writes and sign-in alike). */
export const rateLimitNamespace = (redisKeyPrefix: string) => `${redisKeyPrefix}rate-limit:`;
