import type { FastifyInstance, FastifyRequest } from 'fastify';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

const WINDOW_MS = 15 * 60_000;
// One address may try this many times more than one address+username pair (a typo in the username).
const ADDRESS_FACTOR = 5;

/**
 * Sign-in throttling on @fastify/rate-limit's counters (Redis when configured, so every gateway
 * instance shares them). Only failures count, under two keys:
 * - address + username: after LOGIN_ATTEMPTS_PER_15_MINUTES failures that pair is locked out, and
 *   every further attempt doubles the lockout (the plugin's exponential backoff);
 * - address alone, with a larger allowance, so one address cannot walk through many usernames.
 * Nothing counts per username alone: that is what would let a stranger lock the admin out from
 * elsewhere. A burst from one address never blocks the admin signing in from another.
 */
export class SignInThrottle {
  private readonly perPair: Limiter;
  private readonly perAddress: Limiter;

  constructor(fastify: FastifyInstance, attempts: number) {
    this.perPair = fastify.createRateLimit({
      max: attempts,
      timeWindow: WINDOW_MS,
      keyGenerator: (req) => `sign-in:pair:${req.ip}:${usernameOf(req)}`,
      exponentialBackoff: true,
    } as Parameters<FastifyInstance['createRateLimit']>[0]);
    this.perAddress = fastify.createRateLimit({
      max: attempts * ADDRESS_FACTOR,
      timeWindow: WINDOW_MS,
      keyGenerator: (req) => `sign-in:address:${req.ip}`,
    });
  }

  /** Seconds until this client may try again, or 0. An attempt while locked out grows the lockout. */
  async retryAfter(req: FastifyRequest): Promise<number> {
    const pair = await this.perPair(req, { increment: false });
    if (!pair.isAllowed && pair.remaining === 0) {
      const grown = await this.perPair(req);
      return grown.isAllowed ? 0 : Math.max(1, grown.ttlInSeconds);
    }
    const address = await this.perAddress(req, { increment: false });
    if (!address.isAllowed && address.remaining === 0) return Math.max(1, address.ttlInSeconds);
    return 0;
  }

  async recordFailure(req: FastifyRequest): Promise<void> {
    await Promise.all([this.perPair(req), this.perAddress(req)]);
  }
}

const usernameOf = (req: FastifyRequest) => {
  const username = (req.body as { username?: unknown } | undefined)?.username;
  return typeof username === 'string' ? username : '';
};
