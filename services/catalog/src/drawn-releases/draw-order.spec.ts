import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { test } from 'node:test';
import { drawCommitment, drawKey, drawOrder, newDrawSeed } from './draw-order.js';

const ids = Array.from({ length: 200 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

test('a seed is 32 random bytes in hex, and the commitment is SHA-256 of those bytes', () => {
  const seed = newDrawSeed();
  assert.match(seed, /^[0-9a-f]{64}$/);
  assert.notEqual(newDrawSeed(), seed);
  assert.equal(drawCommitment(seed), createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
});

test('the order is by HMAC-SHA256(seed, id) ascending, whatever order the ids come in', () => {
  const seed = '5e'.repeat(32);
  const order = drawOrder(drawKey(seed, null), ids);
  const score = (id: string) => createHmac('sha256', Buffer.from(seed, 'hex')).update(id).digest('hex');
  for (let i = 1; i < order.length; i++) assert.ok(score(order[i - 1]!) < score(order[i]!));
  assert.deepEqual(drawOrder(drawKey(seed, null), [...ids].reverse()), order);
  assert.deepEqual(new Set(order), new Set(ids));
  assert.notDeepEqual(drawOrder(drawKey('5f'.repeat(32), null), ids), order, 'another seed, another order');
});

test("v2: the key is HMAC-SHA256(seed bytes, the beacon randomness's 32 bytes), and the order is v1's under it", () => {
  const seed = '5e'.repeat(32);
  const randomness = 'fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd';
  const key = createHmac('sha256', Buffer.from(seed, 'hex')).update(Buffer.from(randomness, 'hex')).digest();
  assert.deepEqual(drawKey(seed, randomness), key);
  const order = drawOrder(drawKey(seed, randomness), ids);
  const score = (id: string) => createHmac('sha256', key).update(id).digest('hex');
  for (let i = 1; i < order.length; i++) assert.ok(score(order[i - 1]!) < score(order[i]!));
  assert.notDeepEqual(order, drawOrder(drawKey(seed, null), ids), 'the beacon changes the order');
  const otherRound = '00' + randomness.slice(2);
  assert.notDeepEqual(order, drawOrder(drawKey(seed, otherRound), ids), 'another beacon, another order');
});
