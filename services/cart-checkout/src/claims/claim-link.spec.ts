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
  const [id, ms, keyId, mac] = token.split('.') as [string, string, string, string];
  const invalid = { ok: false, reason: 'invalid' };
  assert.deepEqual(verifyClaimToken(secret, `${randomUUID()}.${ms}.${keyId}.${mac}`), invalid);
  assert.deepEqual(verifyClaimToken(secret, `${id}.${Number(ms) + 3_600_000}.${keyId}.${mac}`), invalid);
  assert.deepEqual(verifyClaimToken(secret, `${id}.${ms}.another-key.${mac}`), invalid);
  // The MAC's first character changed (always to another one; all six of its bits are the MAC's,
  // unlike the last one's, whose low bits base64url decoding drops).
  const otherFirst = mac.startsWith('A') ? 'B' : 'A';
  assert.deepEqual(verifyClaimToken(secret, `${id}.${ms}.${keyId}.${otherFirst}${mac.slice(1)}`), invalid);
  assert.deepEqual(verifyClaimToken(`${secret}-other`, token), invalid);
  assert.deepEqual(verifyClaimToken(secret, 'nonsense'), invalid);
});

test('a MAC made with the same secret for another purpose (a buyer cookie) never passes', () => {
  const buyerId = randomUUID();
  const cookie = signBuyerCookie(secret, buyerId, randomUUID());
  const mac = cookie.split('.')[5]!;
  assert.deepEqual(verifyClaimToken(secret, `${buyerId}.${Date.now() + 60_000}.${mac}`), {
    ok: false,
    reason: 'invalid',
  });
});

test('a rotation: a link made under the old key opens while that key is in the ring, and is refused once it is dropped', () => {
  const NEW = 'the-new-claim-link-spec-secret-0123456789';
  const claimId = randomUUID();
  const expiresAt = new Date(Date.now() + 60_000);
  const texted = signClaimToken(`k1:${secret}`, claimId, expiresAt);
  assert.match(texted, /\.k1\.[A-Za-z0-9_-]{43}$/);
  for (const ring of [`k1:${secret},k2:${NEW}`, `k2:${NEW},k1:${secret}`])
    assert.deepEqual(verifyClaimToken(ring, texted), { ok: true, claimId, expiresAt });
  assert.deepEqual(verifyClaimToken(`k2:${NEW}`, texted), { ok: false, reason: 'invalid' });
  assert.match(signClaimToken(`k2:${NEW},k1:${secret}`, claimId, expiresAt), /\.k2\./);
});

test('a link texted before key ids (claimId.expiresAtMs.mac) still opens while its key is in the ring', () => {
  const claimId = randomUUID();
  const expiresAt = new Date(Date.now() + 60_000);
  const [id, ms, , mac] = signClaimToken(secret, claimId, expiresAt).split('.');
  const legacy = `${id}.${ms}.${mac}`;
  assert.deepEqual(verifyClaimToken(`k2:the-new-claim-link-spec-secret-0123456789,${secret}`, legacy), {
    ok: true,
    claimId,
    expiresAt,
  });
  assert.deepEqual(verifyClaimToken('the-new-claim-link-spec-secret-0123456789', legacy), {
    ok: false,
    reason: 'invalid',
  });
});
