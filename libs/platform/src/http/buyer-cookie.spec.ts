import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  BUYER_COOKIE_MAX_AGE_SECONDS,
  buyerCookieHeader,
  signBuyerCookie,
  verifyBuyerCookie,
} from './buyer-cookie.js';

const secret = 'a-secret-of-thirty-two-characters-or-more';
const buyer = '3f0c2a4e-9b1d-4c8e-8f00-0123456789ab';

test('a signed buyer cookie names its buyer until it expires', () => {
  const now = Date.now();
  const cookie = signBuyerCookie(secret, buyer, now);
  assert.equal(verifyBuyerCookie(secret, cookie, now), buyer);
  assert.equal(verifyBuyerCookie(secret, cookie, now + BUYER_COOKIE_MAX_AGE_SECONDS * 1000 + 1), null);
});

test('a tampered, foreign or malformed cookie names nobody', () => {
  const cookie = signBuyerCookie(secret, buyer);
  const other = '3f0c2a4e-9b1d-4c8e-8f00-0123456789ac';
  assert.equal(verifyBuyerCookie(secret, cookie.replace(buyer, other)), null);
  assert.equal(verifyBuyerCookie(`${secret}x`, cookie), null);
  assert.equal(verifyBuyerCookie(secret, `${cookie}x`), null);
  assert.equal(verifyBuyerCookie(secret, undefined), null);
  assert.equal(verifyBuyerCookie(secret, 'v1.nope'), null);
});

test('the buyer cookie comes with a hint the page may read, which names nobody; sign-out clears both', () => {
  const cookie = signBuyerCookie(secret, buyer);
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
});
