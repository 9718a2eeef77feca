import { createHmac } from 'node:crypto';
import { type AuthKeys, KeyRing } from './key-ring.js';

/**
 * The verified buyer's cookie: `v3.<keyId>.<buyerId>.<sessionId>.<issuedAtMs>.<mac>`, an
 * HMAC-SHA256 under the key of INTERNAL_AUTH_SECRET's ring that keyId names (the current one when it
 * is made; see key-ring.ts). Notifications issues it once a texted code proves the phone (it owns
 * buyers) and names in it the server-side session it opened for this device (`buyer_sessions`):
 * signing out ends that session, so a copied cookie stops working too. The gateway checks the MAC
 * (no database read) and the session's liveness through notifications, cached a few seconds
 * (gateway/src/routing/buyer-sessions.ts), and speaks for the buyer to services with a per-request
 * buyer assertion. It is httpOnly (scripts never see it) and SameSite=Lax (other sites' POSTs do
 * not carry it).
 *
 * Cookies made before sessions (`v2.<keyId>.<buyerId>.<issuedAtMs>.<mac>`, and `v1.` before key
 * ids) still verify while the key they were made with is in the ring, but name no session: the
 * gateway exchanges such a cookie once for a session of its own (see buyer-sessions.ts), so no
 * buyer has to sign in again when sessions arrive.
 */
export const BUYER_COOKIE = 'atelier_buyer';
export const BUYER_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ID = '([0-9a-f-]{36})';
const FORMAT = new RegExp(
  `^(?:v1|v2\\.([A-Za-z0-9_-]{1,32})|v3\\.([A-Za-z0-9_-]{1,32})\\.${ID})\\.${ID}\\.(\\d{1,15})\\.([A-Za-z0-9_-]{43})$`,
);
// Domain tags: a cookie MAC can never pass for an assertion MAC under the same secret, nor a
// session cookie for a cookie of the format before it.
const legacyMac = (secret: string, buyerId: string, issuedAt: number) =>
  createHmac('sha256', secret).update(`buyer-cookie\n${buyerId}\n${issuedAt}`).digest('base64url');
const sessionMac = (secret: string, buyerId: string, sessionId: string, issuedAt: number) =>
  createHmac('sha256', secret)
    .update(`buyer-session-cookie\n${buyerId}\n${sessionId}\n${issuedAt}`)
    .digest('base64url');

/** What a valid cookie says. `sessionId` is null for a cookie made before sessions (v1, v2). */
export interface BuyerCookieClaims {
  buyerId: string;
  sessionId: string | null;
  /** When the cookie (or the cookie it was exchanged for) was first issued: it ends 30 days later. */
  issuedAt: number;
  /** The id of the key that signed it (undefined for v1). */
  keyId: string | undefined;
}

/** A session's cookie (v3), signed with the ring's current key. `issuedAt` is kept across re-signing. */
export function signBuyerCookie(
  keys: AuthKeys,
  buyerId: string,
  sessionId: string,
  now = Date.now(),
): string {
  if (!UUID.test(buyerId)) throw new Error('Invalid buyer id for a cookie');
  if (!UUID.test(sessionId)) throw new Error('Invalid session id for a cookie');
  const key = KeyRing.of(keys).current;
  return `v3.${key.id}.${buyerId}.${sessionId}.${now}.${sessionMac(key.secret, buyerId, sessionId, now)}`;
}

/**
 * A cookie of the format before sessions (v2): no longer issued. For tests of the exchange (and of
 * stores still holding such cookies); it names a buyer but no session.
 */
export function signLegacyBuyerCookie(keys: AuthKeys, buyerId: string, now = Date.now()): string {
  if (!UUID.test(buyerId)) throw new Error('Invalid buyer id for a cookie');
  const key = KeyRing.of(keys).current;
  return `v2.${key.id}.${buyerId}.${now}.${legacyMac(key.secret, buyerId, now)}`;
}

/** What a valid, unexpired cookie value says; null for anything else (a dropped key's included). */
export function readBuyerCookie(keys: AuthKeys, value: unknown, now = Date.now()): BuyerCookieClaims | null {
  if (typeof value !== 'string') return null;
  const match = FORMAT.exec(value);
  if (!match) return null;
  // v3: the buyer follows the key id and the session comes after it; v1 and v2 name the buyer only.
  const [, legacyKeyId, sessionKeyId, sessionBuyerId, lastId, issued, given] = match as unknown as [
    string,
    string | undefined,
    string | undefined,
    string | undefined,
    string,
    string,
    string,
  ];
  const buyerId = sessionBuyerId ?? lastId;
  const sessionId = sessionBuyerId === undefined ? undefined : lastId;
  if (!UUID.test(buyerId) || (sessionId !== undefined && !UUID.test(sessionId))) return null;
  const issuedAt = Number(issued);
  if (issuedAt > now + 5_000 || now - issuedAt > BUYER_COOKIE_MAX_AGE_SECONDS * 1000) return null;
  const ring = KeyRing.of(keys);
  if (sessionId !== undefined) {
    if (!ring.verifies(sessionKeyId, given, (secret) => sessionMac(secret, buyerId, sessionId, issuedAt)))
      return null;
    return { buyerId, sessionId, issuedAt, keyId: sessionKeyId };
  }
  if (!ring.verifies(legacyKeyId, given, (secret) => legacyMac(secret, buyerId, issuedAt))) return null;
  return { buyerId, sessionId: null, issuedAt, keyId: legacyKeyId };
}

/** The buyer id of a valid, unexpired cookie value (of any version); null for anything else. */
export function verifyBuyerCookie(keys: AuthKeys, value: unknown, now = Date.now()): string | null {
  return readBuyerCookie(keys, value, now)?.buyerId ?? null;
}

/**
 * After a key rotation: a valid session cookie signed with a key that is no longer the current one,
 * signed again with the current key for the same buyer, session and issue time, so it still ends
 * when it would have. The gateway hands it back on the buyer's next request, so buyers who come
 * back need not sign in again once the old key is dropped. Null when the cookie is not valid,
 * already names the current key, or names no session (the gateway exchanges those for a session
 * cookie, signed with the current key, instead).
 */
export function resignedBuyerCookie(keys: AuthKeys, value: unknown, now = Date.now()): string | null {
  const claims = readBuyerCookie(keys, value, now);
  if (!claims || claims.sessionId === null) return null;
  if (claims.keyId === KeyRing.of(keys).current.id) return null;
  return signBuyerCookie(keys, claims.buyerId, claims.sessionId, claims.issuedAt);
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

/**
 * The Set-Cookie header values (the buyer's cookie and its hint); `secure` over HTTPS. Null clears
 * both (sign-out, or a cookie whose session ended). `issuedAt`: when the cookie was first issued,
 * so a cookie re-signed or exchanged later still leaves the browser when it stops being valid.
 */
export function buyerCookieHeader(value: string | null, secure: boolean, issuedAt?: number): string[] {
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  const left =
    issuedAt === undefined
      ? BUYER_COOKIE_MAX_AGE_SECONDS
      : Math.max(1, BUYER_COOKIE_MAX_AGE_SECONDS - Math.floor((Date.now() - issuedAt) / 1000));
  const maxAge = value === null ? 0 : left;
  return [
    `${BUYER_COOKIE}=${value ?? ''}; ${attributes}; HttpOnly; Max-Age=${maxAge}`,
    `${BUYER_HINT_COOKIE}=${value === null ? '' : '1'}; ${attributes}; Max-Age=${maxAge}`,
  ];
}
