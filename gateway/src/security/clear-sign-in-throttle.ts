import type { Redis } from 'ioredis';
import { rateLimitNamespace, SIGN_IN_KEY_PREFIX } from './sign-in-throttle.js';

/**
 * Deletes every sign-in failure count (all addresses), so a locked-out owner can sign in at once.
 * Only someone with access to the store's Redis can run it, which a stranger on the web has not.
 * Returns how many counters were deleted.
 */
export async function clearSignInThrottle(redis: Redis, redisKeyPrefix: string): Promise<number> {
  // @fastify/rate-limit puts the route (none here: '-' after it) between its namespace and our key.
  const pattern = `${rateLimitNamespace(redisKeyPrefix)}*-${SIGN_IN_KEY_PREFIX}*`;
  let deleted = 0;
  for await (const keys of redis.scanStream({ match: pattern, count: 500 }) as AsyncIterable<string[]>) {
    if (keys.length > 0) deleted += await redis.del(...keys);
  }
  return deleted;
}
