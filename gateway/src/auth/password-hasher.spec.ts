import assert from 'node:assert/strict';
import { test } from 'node:test';
import argon2 from 'argon2';
import { DECOY_HASH, HASH_OPTIONS, hashPassword, verifyPassword } from './password-hasher.js';

test('the decoy is a hash with the options real passwords are hashed with (so it costs as much to verify)', async () => {
  assert.equal(argon2.needsRehash(DECOY_HASH, HASH_OPTIONS), false);
  const real = await hashPassword('a real admin password');
  assert.equal(
    real.slice(0, real.lastIndexOf('$', real.lastIndexOf('$') - 1)),
    DECOY_HASH.slice(0, DECOY_HASH.lastIndexOf('$', DECOY_HASH.lastIndexOf('$') - 1)),
    'same algorithm, version and parameters',
  );
});

test('a password verifies against its own hash only, never against the decoy', async () => {
  const hash = await hashPassword('correct horse battery staple');
  assert.equal(await verifyPassword(hash, 'correct horse battery staple'), true);
  assert.equal(await verifyPassword(hash, 'Correct horse battery staple'), false);
  assert.equal(await verifyPassword(DECOY_HASH, 'correct horse battery staple'), false);
  assert.equal(await verifyPassword('not a hash', 'anything'), false);
});
