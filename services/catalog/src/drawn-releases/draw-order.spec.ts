import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { test } from 'node:test';
import { drawCommitment, drawOrder, newDrawSeed } from './draw-order.js';

const ids = Array.from({ length: 200 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

test('a seed is 32 random bytes in hex, and the commitment is SHA-256 of those bytes', () => {
  const seed = newDrawSeed();
  assert.match(seed, /^[0-9a-f]{64}$/);
  assert.notEqual(newDrawSeed(), seed);
  assert.equal(drawCommitment(seed), createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
});

test('the order is by HMAC-SHA256(seed, id) ascending, whatever order the ids come in', () => {
  const seed = '5e'.repeat(32);
  const order = drawOrder(seed, ids);
  const score = (id: string) => createHmac('sha256', Buffer.from(seed, 'hex')).update(id).digest('hex');
  for (let i = 1; i < order.length; i++) assert.ok(score(order[i - 1]!) < score(order[i]!));
  assert.deepEqual(drawOrder(seed, [...ids].reverse()), order);
  assert.deepEqual(new Set(order), new Set(ids));
  assert.notDeepEqual(drawOrder('5f'.repeat(32), ids), order, 'another seed, another order');
});
