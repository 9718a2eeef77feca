import { addressLimitKey } from '@atelier/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

const WINDOW_MS = 15 * 60_000;
/** The longest a lockout may last, whatever the counters say. */
export const MAX_LOCKOUT_SECONDS = 60 * 60;
/** The key prefix of the throttle's counters (scripts/clear-sign-in-throttle.mjs deletes them). */
export const SIGN_IN_KEY_PREFIX = 'sign-in:';
// One address may try this many times more than one address+username pair (a typo in the username);
// and a username this many times from all browsers it does not know, together.
const ADDRESS_FACTOR = 5;

/** A sign-in's browser, as known-device-cookie.ts tells it: its device id when it has signed in as that user before. */
export type KnownDeviceOf = (req: FastifyRequest, username: string) => string | null;

/**
 * Sign-in throttling on @fastify/rate-limit's counters (Redis when configured, so every gateway
 * instance shares them). Only failures count. Addresses are counted by addressLimitKey (an IPv6 /64
 * is one client, ::ffff:1.2.3.4 is 1.2.3.4). Four keys:
 * - address + username: after LOGIN_ATTEMPTS_PER_15_MINUTES failures that pair is locked out for
 *   what remains of the 15-minute window;
 * - address alone, with a larger allowance, so one address cannot walk through many usernames;
 * - username, for browsers that have never signed in as it (no known-device cookie): all of them
 *   together get the allowance of one address (5 x LOGIN_ATTEMPTS_PER_15_MINUTES) per window, so
 *   guessing from many addresses is no faster than from one (180 guesses from 20 addresses used to
 *   pass: 9 each). Then strangers wait out the window;
 * - a known device, for the browsers that have signed in as that username: the allowance of one
 *   pair, their own. They never count against, nor wait for, the username's budget.
 * Why this cannot lock the owner out: what strangers spend is the budget of browsers the gateway
 * does not know. The owner's own browser carries a cookie only a correct password gets (signed
 * with a key from INTERNAL_AUTH_SECRET, bound to the username, httpOnly), so its sign-ins are
 * judged by its own counter, which nobody without that cookie can move. What remains is what was
 * true before: everyone behind one office network or carrier NAT shares an address, so a stranger
 * there can spend that address's allowance; and the owner on a new browser during an attack waits
 * at most the window. Neither grows: a lockout never does (attempts while locked are refused
 * without being counted, the right password included), so it ends at the latest
 * MAX_LOCKOUT_SECONDS after it began; an ever-doubling one would let a stranger keep the owner out
 * for years. The owner's way back in at once: `npm run clear-sign-in-throttle` (README).
 */
export class SignInThrottle {
  private readonly perPair: Limiter;
  private readonly perAddress: Limiter;
  private readonly perUsername: Limiter;
  private readonly perKnownDevice: Limiter;

  constructor(
    fastify: FastifyInstance,
    attempts: number,
    private readonly knownDeviceOf: KnownDeviceOf,
  ) {
    const counter = (max: number, key: (req: FastifyRequest) => string) =>
      fastify.createRateLimit({
        max,
        timeWindow: WINDOW_MS,
        keyGenerator: (req) => SIGN_IN_KEY_PREFIX + key(req),
      });
    this.perPair = counter(attempts, (req) => `pair:${addressLimitKey(req.ip)}:${usernameOf(req)}`);
    this.perAddress = counter(attempts * ADDRESS_FACTOR, (req) => `address:${addressLimitKey(req.ip)}`);
    this.perUsername = counter(attempts * ADDRESS_FACTOR, (req) => `username:${usernameOf(req)}`);
    this.perKnownDevice = counter(
      attempts,
      (req) => `device:${this.knownDeviceOf(req, usernameOf(req))}:${usernameOf(req)}`,
    );
  }

  /** Seconds until this client may try again, or 0. Only reads the counters: asking never grows a lockout. */
  async retryAfter(req: FastifyRequest): Promise<number> {
    for (const limiter of this.countersOf(req)) {
      const state = await limiter(req, { increment: false });
      if (!state.isAllowed && state.remaining === 0)
        return Math.min(MAX_LOCKOUT_SECONDS, Math.max(1, state.ttlInSeconds));
    }
    return 0;
  }

  async recordFailure(req: FastifyRequest): Promise<void> {
    await Promise.all(this.countersOf(req).map((limiter) => limiter(req)));
  }

  private countersOf(req: FastifyRequest): Limiter[] {
    const known = this.knownDeviceOf(req, usernameOf(req)) !== null;
    return [this.perPair, this.perAddress, known ? this.perKnownDevice : this.perUsername];
  }
}

// As the login contract reads it (trimmed), so ' admin' is not a fresh allowance for 'admin'.
const usernameOf = (req: FastifyRequest) => {
  const username = (req.body as { username?: unknown } | undefined)?.username;
  return typeof username === 'string' ? username.trim() : '';
};

/** Where @fastify/rate-limit keeps its counters in Redis (public writes and sign-in alike). */
export const rateLimitNamespace = (redisKeyPrefix: string) => `${redisKeyPrefix}rate-limit:`;
