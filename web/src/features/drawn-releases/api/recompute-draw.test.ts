import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitmentOf, drawKeyOf, recomputeDrawOrder } from './recompute-draw';

const seed = 'a3'.repeat(32);
const randomness = 'fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd';
const ids = Array.from({ length: 50 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
const orderUnder = (key: Buffer) =>
  [...ids].sort((a, b) => {
    const [x, y] = [a, b].map((id) => createHmac('sha256', key).update(id).digest('hex'));
    return x! < y! ? -1 : 1;
  });

describe('the draw recomputed with Web Crypto', () => {
  it('gives the commitment and the order node:crypto gives (hmac-sha256-v1)', async () => {
    const key = Buffer.from(seed, 'hex');
    expect(await commitmentOf(seed)).toBe(createHash('sha256').update(key).digest('hex'));
    const expected = orderUnder(key);
    expect(await recomputeDrawOrder(await drawKeyOf(seed, null), ids)).toEqual(expected);
    expect(await recomputeDrawOrder(await drawKeyOf(seed, null), [...ids].reverse())).toEqual(expected);
  });

  it('keys v2 with HMAC-SHA256(seed, beacon randomness), as node:crypto does', async () => {
    const key = createHmac('sha256', Buffer.from(seed, 'hex'))
      .update(Buffer.from(randomness, 'hex'))
      .digest();
    expect(Buffer.from(await drawKeyOf(seed, randomness)).toString('hex')).toBe(key.toString('hex'));
    expect(await recomputeDrawOrder(await drawKeyOf(seed, randomness), ids)).toEqual(orderUnder(key));
  });
});
