// `npm run clear-sign-in-throttle`: the owner's way back in after a sign-in lockout. Clears the
// gateway's sign-in failure counts in Redis (cluster and container modes: REDIS_URL and
// REDIS_KEY_PREFIX as the gateway has them). All-in-one keeps the counts in memory: restarting
// the store clears them.
import { Redis } from 'ioredis';
import { clearSignInThrottle } from './security/clear-sign-in-throttle.js';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) {
  console.error(
    'REDIS_URL is not set. Without Redis the gateway counts sign-in failures in memory: restart the store to clear them.',
  );
  process.exit(2);
}
const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
try {
  await redis.connect();
  const deleted = await clearSignInThrottle(redis, process.env.REDIS_KEY_PREFIX ?? 'atelier:');
  console.log(
    `Cleared ${deleted} sign-in throttle counter${deleted === 1 ? '' : 's'}; the admin can sign in now.`,
  );
} finally {
  redis.disconnect();
}
