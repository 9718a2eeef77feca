import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The verified buyer's cookie: `v1.<buyerId>.<issuedAtMs>.<mac>`, an HMAC-SHA256 under a key derived
 * from INTERNAL_AUTH_SECRET. Notifications issues it once a texted code proves the phone (it owns
 * buyers); the gateway checks it and speaks for the buyer to services with a per-request buyer
 * assertion. It is httpOnly (scripts never see it) and SameSite=Lax (other sites' POSTs do not carry
 * it). Stateless on purpose: checking it costs no database read on every bid.
 */
export const BUYER_COOKIE = 'atelier_buyer';
export const BUYER_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// A domain tag: a cookie MAC can never pass for an assertion MAC under the same secret.
const mac = (secret: string, buyerId: string, issuedAt: number) =>
  createHmac('sha256', secret).update(`buyer-cookie\n${buyerId}\n${issuedAt}`).digest('base64url');

export function signBuyerCookie(secret: string, buyerId: string, now = Date.now()): string {
  if (!UUID.test(buyerId)) throw new Error('Invalid buyer id for a cookie');
  return `v1.${buyerId}.${now}.${mac(secret, buyerId, now)}`;
}

/** The buyer id of a valid, unexpired cookie value; null for anything else. */
export function verifyBuyerCookie(secret: string, value: unknown, now = Date.now()): string | null {
  if (typeof value !== 'string') return null;
  const match = /^v1\.([0-9a-f-]{36})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match || !UUID.test(match[1]!)) return null;
  const issuedAt = Number(match[2]);
  if (issuedAt > now + 5_000 || now - issuedAt > BUYER_COOKIE_MAX_AGE_SECONDS * 1000) return null;
  const expected = Buffer.from(mac(secret, match[1]!, issuedAt));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1]! : null;
}

/**
 * Set beside the buyer's cookie, with the same lifetime, and readable by the page's scripts: it says
 * only that this browser verified a phone (no id, no secret; the httpOnly cookie alone proves it).
 * The web asks who the buyer is only when it is there, so a visitor's pages make no request that
 * can only answer 401 (each would be an error in the browser's console).
 */
export const BUYER_HINT_COOKIE = 'atelier_buyer_hint';

/**
 * The hint alone, for a browser whose valid buyer cookie predates the hint: the gateway adds it to
 * that browser's next answer, so a buyer verified before it existed is not asked to verify again.
 */
export const buyerHintCookieHeader = (secure: boolean): string =>
  `${BUYER_HINT_COOKIE}=1; Path=/; SameSite=Lax${secure ? '; Secure' : ''}; Max-Age=${BUYER_COOKIE_MAX_AGE_SECONDS}`;

/** The Set-Cookie header values (the buyer's cookie and its hint); `secure` over HTTPS. */
export function buyerCookieHeader(value: string | null, secure: boolean): string[] {
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  const maxAge = value === null ? 0 : BUYER_COOKIE_MAX_AGE_SECONDS;
  return [
    `${BUYER_COOKIE}=${value ?? ''}; ${attributes}; HttpOnly; Max-Age=${maxAge}`,
    `${BUYER_HINT_COOKIE}=${value === null ? '' : '1'}; ${attributes}; Max-Age=${maxAge}`,
  ];
}
