import { createHmac } from 'node:crypto';
import { type AuthKeys, KeyRing } from './key-ring.js';

/**
 * The verified buyer's cookie: `v2.<keyId>.<buyerId>.<issuedAtMs>.<mac>`, an HMAC-SHA256 under the
 * key of INTERNAL_AUTH_SECRET's ring that keyId names (the current one when it is made; see
 * key-ring.ts). Notifications issues it once a texted code proves the phone (it owns buyers); the
 * gateway checks it and speaks for the buyer to services with a per-request buyer assertion. It is
 * httpOnly (scripts never see it) and SameSite=Lax (other sites' POSTs do not carry it). Stateless
 * on purpose: checking it costs no database read on every bid. Cookies made before key ids
 * (`v1.<buyerId>.<issuedAtMs>.<mac>`) are still accepted while the key they were made with is in
 * the ring.
 */
export const BUYER_COOKIE = 'atelier_buyer';
export const BUYER_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FORMAT = /^(?:v1|v2\.([A-Za-z0-9_-]{1,32}))\.([0-9a-f-]{36})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;
// A domain tag: a cookie MAC can never pass for an assertion MAC under the same secret.
const mac = (secret: string, buyerId: string, issuedAt: number) =>
  createHmac('sha256', secret).update(`buyer-cookie\n${buyerId}\n${issuedAt}`).digest('base64url');

export function signBuyerCookie(keys: AuthKeys, buyerId: string, now = Date.now()): string {
  if (!UUID.test(buyerId)) throw new Error('Invalid buyer id for a cookie');
  const key = KeyRing.of(keys).current;
  return `v2.${key.id}.${buyerId}.${now}.${mac(key.secret, buyerId, now)}`;
}

/** The buyer id of a valid, unexpired cookie value; null for anything else (a dropped key's included). */
export function verifyBuyerCookie(keys: AuthKeys, value: unknown, now = Date.now()): string | null {
  if (typeof value !== 'string') return null;
  const match = FORMAT.exec(value);
  if (!match || !UUID.test(match[2]!)) return null;
  const [, keyId, buyerId, issued, given] = match as unknown as [
    string,
    string | undefined,
    string,
    string,
    string,
  ];
  const issuedAt = Number(issued);
  if (issuedAt > now + 5_000 || now - issuedAt > BUYER_COOKIE_MAX_AGE_SECONDS * 1000) return null;
  return KeyRing.of(keys).verifies(keyId, given, (secret) => mac(secret, buyerId, issuedAt)) ? buyerId : null;
}

/**
 * After a key rotation: a valid cookie signed with a key that is no longer the current one (or
 * before key ids), signed again with the current key for the same buyer and issue time, so it
 * still ends when it would have. The gateway hands it back on the buyer's next request, so buyers
 * who come back need not sign in again once the old key is dropped. Null when the cookie is not
 * valid or already names the current key.
 */
export function resignedBuyerCookie(keys: AuthKeys, value: unknown, now = Date.now()): string | null {
  const buyerId = verifyBuyerCookie(keys, value, now);
  if (!buyerId) return null;
  const [, keyId, , issued] = FORMAT.exec(value as string) as unknown as [
    string,
    string | undefined,
    string,
    string,
  ];
  const { current } = KeyRing.of(keys);
  if (keyId === current.id) return null;
  const issuedAt = Number(issued);
  return `v2.${current.id}.${buyerId}.${issuedAt}.${mac(current.secret, buyerId, issuedAt)}`;
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
