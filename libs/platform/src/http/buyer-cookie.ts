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

/** The Set-Cookie header value; `secure` when the visitor reached the store over HTTPS. */
export function buyerCookieHeader(value: string | null, secure: boolean): string {
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return value === null
    ? `${BUYER_COOKIE}=; ${attributes}; Max-Age=0`
    : `${BUYER_COOKIE}=${value}; ${attributes}; Max-Age=${BUYER_COOKIE_MAX_AGE_SECONDS}`;
}
