import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { test } from 'node:test';
import { derivedKeyId } from './key-ring.js';
import {
  BUYER_COOKIE_MAX_AGE_SECONDS,
  buyerCookieHeader,
  readBuyerCookie,
  signBuyerCookie,
  signLegacyBuyerCookie,
  verifyBuyerCookie,
} from './buyer-cookie.js';

const secret = 'a-secret-of-thirty-two-characters-or-more';
const buyer = '3f0c2a4e-9b1d-4c8e-8f00-0123456789ab';
const session = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

test('a session cookie reads v3.<keyId>.<buyer>.<session>.<issuedAt>.<mac> and names both until it expires', () => {
  const now = Date.now();
  const cookie = signBuyerCookie(secret, buyer, session, now);
  const [version, keyId, buyerId, sessionId, issuedAt, mac, ...rest] = cookie.split('.');
  assert.deepEqual(
    [version, keyId, buyerId, sessionId, issuedAt, rest],
    ['v3', derivedKeyId(secret), buyer, session, String(now), []],
  );
  assert.match(mac!, /^[A-Za-z0-9_-]{43}$/);
  assert.deepEqual(readBuyerCookie(secret, cookie, now), {
    buyerId: buyer,
    sessionId: session,
    issuedAt: now,
    keyId: derivedKeyId(secret),
  });
  assert.equal(verifyBuyerCookie(secret, cookie, now), buyer);
  assert.equal(readBuyerCookie(secret, cookie, now + BUYER_COOKIE_MAX_AGE_SECONDS * 1000 + 1), null);
  assert.equal(readBuyerCookie(secret, cookie, now - 60_000), null, 'issued in the future: forged');
  assert.throws(() => signBuyerCookie(secret, buyer, 'nope'), /session id/);
});

test('a tampered, foreign or malformed cookie names nobody; the session cannot be swapped', () => {
  const cookie = signBuyerCookie(secret, buyer, session);
  const other = '3f0c2a4e-9b1d-4c8e-8f00-0123456789ac';
  assert.equal(readBuyerCookie(secret, cookie.replace(buyer, other)), null);
  assert.equal(
    readBuyerCookie(secret, cookie.replace(session, other)),
    null,
    'another session under the same MAC',
  );
  assert.equal(readBuyerCookie(`${secret}x`, cookie), null);
  assert.equal(readBuyerCookie(secret, `${cookie}x`), null);
  assert.equal(readBuyerCookie(secret, undefined), null);
  assert.equal(readBuyerCookie(secret, 'v1.nope'), null);
  assert.equal(readBuyerCookie(secret, cookie.replace(/^v3/, 'v2')), null);
});

test('cookies from before sessions (v2) still read, naming no session; their MAC cannot pass for a session cookie', () => {
  const now = Date.now();
  const legacy = signLegacyBuyerCookie(secret, buyer, now);
  assert.match(legacy, /^v2\./);
  assert.deepEqual(readBuyerCookie(secret, legacy, now), {
    buyerId: buyer,
    sessionId: null,
    issuedAt: now,
    keyId: derivedKeyId(secret),
  });
  // The v2 MAC is over buyer and time only; dressed up as a v3 cookie with a session, it is refused.
  const [, keyId, , issuedAt, mac] = legacy.split('.');
  assert.equal(readBuyerCookie(secret, `v3.${keyId}.${buyer}.${session}.${issuedAt}.${mac}`, now), null);
  // And a session cookie's MAC does not pass for a v2 cookie.
  const fresh = signBuyerCookie(secret, buyer, session, now).split('.');
  assert.equal(readBuyerCookie(secret, `v2.${fresh[1]}.${buyer}.${fresh[4]}.${fresh[5]}`, now), null);
  // v1 (before key ids) too.
  const v1Mac = createHmac('sha256', secret).update(`buyer-cookie\n${buyer}\n${now}`).digest('base64url');
  assert.equal(readBuyerCookie(secret, `v1.${buyer}.${now}.${v1Mac}`, now)?.sessionId, null);
});

test('the buyer cookie comes with a hint the page may read, which names nobody; sign-out clears both', () => {
  const cookie = signBuyerCookie(secret, buyer, session);
  const [set, hint] = buyerCookieHeader(cookie, true);
  assert.equal(
    set,
    `atelier_buyer=${cookie}; Path=/; SameSite=Lax; Secure; HttpOnly; Max-Age=${BUYER_COOKIE_MAX_AGE_SECONDS}`,
  );
  assert.equal(
    hint,
    `atelier_buyer_hint=1; Path=/; SameSite=Lax; Secure; Max-Age=${BUYER_COOKIE_MAX_AGE_SECONDS}`,
  );
  assert.deepEqual(buyerCookieHeader(null, false), [
    'atelier_buyer=; Path=/; SameSite=Lax; HttpOnly; Max-Age=0',
    'atelier_buyer_hint=; Path=/; SameSite=Lax; Max-Age=0',
  ]);
  // A cookie first issued a day ago (re-signed or exchanged now) leaves the browser when it ends.
  const [later] = buyerCookieHeader(cookie, false, Date.now() - 24 * 3600 * 1000);
  assert.match(later!, new RegExp(`Max-Age=${BUYER_COOKIE_MAX_AGE_SECONDS - 24 * 3600}$`));
});
