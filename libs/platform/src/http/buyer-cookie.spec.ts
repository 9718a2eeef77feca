import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BUYER_COOKIE_MAX_AGE_SECONDS, signBuyerCookie, verifyBuyerCookie } from './buyer-cookie.js';

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
