import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitmentOf, recomputeDrawOrder } from './recompute-draw';

const seed = 'a3'.repeat(32);
const ids = Array.from({ length: 50 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

describe('the draw recomputed with Web Crypto', () => {
  it('gives the commitment and the order node:crypto gives (the published algorithm)', async () => {
    const key = Buffer.from(seed, 'hex');
    expect(await commitmentOf(seed)).toBe(createHash('sha256').update(key).digest('hex'));
    const expected = [...ids].sort((a, b) => {
      const [x, y] = [a, b].map((id) => createHmac('sha256', key).update(id).digest('hex'));
      return x! < y! ? -1 : 1;
    });
    expect(await recomputeDrawOrder(seed, ids)).toEqual(expected);
    expect(await recomputeDrawOrder(seed, [...ids].reverse())).toEqual(expected);
  });
});
