// The key ring behind INTERNAL_AUTH_SECRET: a rotation (new key added, promoted, the old one
// dropped) keeps every token made before it valid until its key leaves the ring, then refuses it.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, test } from 'node:test';
import {
  signAdminAssertion,
  signServiceAssertion,
  verifyAdminAssertion,
  verifyServiceAssertion,
} from './admin-assertion.js';
import {
  readBuyerCookie,
  resignedBuyerCookie,
  signBuyerCookie as signSessionCookie,
  signLegacyBuyerCookie,
  verifyBuyerCookie,
} from './buyer-cookie.js';
import { derivedKeyId, KeyRing, keyRingProblems } from './key-ring.js';

const OLD = 'old-secret-of-thirty-two-characters-or-more';
const NEW = 'new-secret-of-thirty-two-characters-or-more';
const buyer = '3f0c2a4e-9b1d-4c8e-8f00-0123456789ab';
const session = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const signBuyerCookie = (keys: string, buyerId: string, now?: number) =>
  signSessionCookie(keys, buyerId, session, now);
const request = { method: 'POST', url: '/api/artists' };

describe('KeyRing', () => {
  test('one secret is a one-key ring whose id is derived from it', () => {
    const ring = KeyRing.of(OLD);
    assert.equal(ring.keys.length, 1);
    assert.deepEqual(ring.current, { id: derivedKeyId(OLD), secret: OLD });
    assert.match(ring.current.id, /^k[A-Za-z0-9_-]{10}$/);
    assert.notEqual(derivedKeyId(OLD), derivedKeyId(NEW));
  });

  test('id:secret,id:secret: the first signs, every one verifies', () => {
    const ring = KeyRing.of(`k2:${NEW},k1:${OLD}`);
    assert.deepEqual(ring.current, { id: 'k2', secret: NEW });
    assert.deepEqual(ring.byId('k1'), { id: 'k1', secret: OLD });
    assert.equal(ring.byId('k3'), undefined);
  });

  test('bare secrets in a ring get their derived ids: a rotation needs no ids at all', () => {
    const ring = KeyRing.of(`${NEW},${OLD}`);
    assert.deepEqual(ring.current, { id: derivedKeyId(NEW), secret: NEW });
    assert.deepEqual(ring.byId(derivedKeyId(OLD)), { id: derivedKeyId(OLD), secret: OLD });
  });

  test('a bad ring is refused with what is wrong, never half-used', () => {
    assert.deepEqual(keyRingProblems('short'), ['must be at least 32 characters']);
    assert.deepEqual(keyRingProblems(`k1:${OLD},k1:${NEW}`), ['key 2: key id k1 appears twice']);
    assert.deepEqual(keyRingProblems(`${OLD},${OLD}`), [`key 2: key id ${derivedKeyId(OLD)} appears twice`]);
    assert.deepEqual(keyRingProblems(`k1:short`), ['its secret must be at least 32 characters']);
    assert.deepEqual(keyRingProblems(`k.1:${OLD}`), ["its id must be 1-32 letters, digits, '-' or '_'"]);
    assert.deepEqual(keyRingProblems(`k1:${OLD},short`), [
      'key 2: its secret must be at least 32 characters',
    ]);
    assert.deepEqual(keyRingProblems(`k2:${NEW},k1:${OLD}`), []);
    assert.deepEqual(keyRingProblems(`k2:${NEW},${OLD}`), []);
    assert.throws(() => KeyRing.of(`k.1:${OLD}`), /Invalid key ring: its id must be/);
  });
});

describe('a rotation, token by token', () => {
  // The three steps of README's "Rotating keys", as the setting's value.
  const before = `k1:${OLD}`;
  const added = `k1:${OLD},k2:${NEW}`;
  const promoted = `k2:${NEW},k1:${OLD}`;
  const dropped = `k2:${NEW}`;

  test('buyer cookies: made before stay valid until their key is dropped; new ones name the new key', () => {
    const now = Date.now();
    const old = signBuyerCookie(before, buyer, now);
    assert.match(old, /^v3\.k1\./);
    for (const ring of [before, added, promoted]) assert.equal(verifyBuyerCookie(ring, old, now), buyer);
    assert.equal(verifyBuyerCookie(dropped, old, now), null, 'its key dropped: refused');
    const fresh = signBuyerCookie(promoted, buyer, now);
    assert.match(fresh, /^v3\.k2\./);
    assert.equal(verifyBuyerCookie(added, fresh, now), buyer, 'a gateway not yet promoted reads it');
    assert.equal(verifyBuyerCookie(dropped, fresh, now), buyer);
    assert.equal(verifyBuyerCookie(before, fresh, now), null, 'an unknown key id matches nothing');
  });

  test('a cookie under a key the ring rotates away from is re-signed with the current one, same issue time', () => {
    const issued = Date.now() - 3_600_000;
    const old = signBuyerCookie(before, buyer, issued);
    assert.equal(resignedBuyerCookie(added, old), null, 'its key is still the current one');
    const resigned = resignedBuyerCookie(promoted, old)!;
    assert.match(resigned, new RegExp(`^v3\\.k2\\.${buyer}\\.${session}\\.${issued}\\.`));
    assert.equal(readBuyerCookie(dropped, resigned)?.sessionId, session, 'the same session');
    assert.equal(verifyBuyerCookie(dropped, resigned), buyer, 'it outlives the old key');
    assert.equal(
      verifyBuyerCookie(dropped, resigned, issued + 30 * 24 * 3600 * 1000 + 1),
      null,
      'and ends when the old cookie would have',
    );
    assert.equal(resignedBuyerCookie(promoted, resigned), null);
    assert.equal(resignedBuyerCookie(dropped, old), null, 'nothing for a cookie that is not valid');
  });

  test('a cookie from before sessions (v2) verifies through the rotation but is never re-signed: the gateway exchanges it for a session', () => {
    const now = Date.now();
    const legacy = signLegacyBuyerCookie(before, buyer, now);
    assert.match(legacy, /^v2\.k1\./);
    for (const ring of [before, added, promoted]) assert.equal(verifyBuyerCookie(ring, legacy, now), buyer);
    assert.equal(readBuyerCookie(promoted, legacy, now)?.sessionId, null);
    assert.equal(resignedBuyerCookie(promoted, legacy, now), null);
    assert.equal(verifyBuyerCookie(dropped, legacy, now), null, 'its key dropped: refused');
  });

  test('a key id naming a key of the ring does not let another key sign for it', () => {
    const now = Date.now();
    const forged = signBuyerCookie(`k2:${'x'.repeat(40)}`, buyer, now);
    assert.equal(verifyBuyerCookie(promoted, forged, now), null);
  });

  test('cookies made before key ids (v1) verify against the key they were made with, while it is in the ring', () => {
    const now = Date.now();
    const mac = createHmac('sha256', OLD).update(`buyer-cookie\n${buyer}\n${now}`).digest('base64url');
    const legacy = `v1.${buyer}.${now}.${mac}`;
    assert.equal(verifyBuyerCookie(OLD, legacy, now), buyer, 'the plain secret, as before');
    assert.equal(verifyBuyerCookie(promoted, legacy, now), buyer, 'the old key, now second');
    assert.equal(verifyBuyerCookie(dropped, legacy, now), null);
  });

  test('a plain secret and the ring naming it by its derived id are the same key', () => {
    const now = Date.now();
    const made = signBuyerCookie(OLD, buyer, now);
    assert.equal(verifyBuyerCookie(`k2:${NEW},${derivedKeyId(OLD)}:${OLD}`, made, now), buyer);
  });

  test('assertions: a gateway and a service rolled at different moments still agree; a dropped key is a 403', () => {
    const now = Date.now();
    const fromOld = signAdminAssertion(before, request, 7, now);
    assert.deepEqual(verifyAdminAssertion(promoted, fromOld, request, now), { ok: true, adminId: 7 });
    const fromNew = signServiceAssertion(promoted, request, 'cart-checkout', now);
    assert.deepEqual(verifyServiceAssertion(added, fromNew, request, now), {
      ok: true,
      service: 'cart-checkout',
    });
    assert.deepEqual(verifyAdminAssertion(dropped, fromOld, request, now), {
      ok: false,
      status: 403,
      reason: 'Invalid admin assertion',
    });
  });
});
