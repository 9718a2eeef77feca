import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { signBuyerCookie } from '@atelier/platform';
import { signClaimToken, verifyClaimToken } from './claim-link.js';

const secret = 'claim-link-spec-secret-0123456789abcdef';

test('a signed claim token verifies until it expires', () => {
  const claimId = randomUUID();
  const expiresAt = new Date(Date.now() + 60_000);
  const token = signClaimToken(secret, claimId, expiresAt);
  assert.deepEqual(verifyClaimToken(secret, token), { ok: true, claimId, expiresAt });
  assert.deepEqual(verifyClaimToken(secret, token, expiresAt.getTime()), { ok: false, reason: 'expired' });
});

test('tampering with the id, the expiry or the MAC, or another secret, is refused', () => {
  const claimId = randomUUID();
  const token = signClaimToken(secret, claimId, new Date(Date.now() + 60_000));
  const [id, ms, mac] = token.split('.') as [string, string, string];
  const invalid = { ok: false, reason: 'invalid' };
  assert.deepEqual(verifyClaimToken(secret, `${randomUUID()}.${ms}.${mac}`), invalid);
  assert.deepEqual(verifyClaimToken(secret, `${id}.${Number(ms) + 3_600_000}.${mac}`), invalid);
  // The MAC's first character changed (always to another one; all six of its bits are the MAC's,
  // unlike the last one's, whose low bits base64url decoding drops).
  const otherFirst = mac.startsWith('A') ? 'B' : 'A';
  assert.deepEqual(verifyClaimToken(secret, `${id}.${ms}.${otherFirst}${mac.slice(1)}`), invalid);
  assert.deepEqual(verifyClaimToken(`${secret}-other`, token), invalid);
  assert.deepEqual(verifyClaimToken(secret, 'nonsense'), invalid);
});

test('a MAC made with the same secret for another purpose (a buyer cookie) never passes', () => {
  const buyerId = randomUUID();
  const cookie = signBuyerCookie(secret, buyerId);
  const mac = cookie.split('.')[3]!;
  assert.deepEqual(verifyClaimToken(secret, `${buyerId}.${Date.now() + 60_000}.${mac}`), {
    ok: false,
    reason: 'invalid',
  });
});
