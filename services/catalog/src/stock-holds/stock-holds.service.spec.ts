import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConflictException } from '@nestjs/common';
import type { StockHold } from '@atelier/contracts';
import type { StockHoldsRepository } from './stock-holds.repository.js';
import { StockHoldsService } from './stock-holds.service.js';

const hold = (holdId: string, status: StockHold['status']): StockHold => ({
  holdId,
  status,
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
  lines: [{ productId: 1, quantity: 1 }],
});

/** The repository's conditional updates: confirm only an active hold, extend only an active one. */
class FakeStockHoldsRepository {
  constructor(readonly holds: Map<string, StockHold>) {}

  async confirm(holdId: string) {
    const found = this.holds.get(holdId);
    if (!found || found.status === 'released') return null;
    if (found.status === 'active') found.status = 'confirmed';
    return found;
  }

  async extend(holdId: string) {
    const found = this.holds.get(holdId);
    return found?.status === 'active' ? found : null;
  }
}

const serviceWith = (...holds: StockHold[]) =>
  new StockHoldsService(
    new FakeStockHoldsRepository(new Map(holds.map((h) => [h.holdId, h]))) as unknown as StockHoldsRepository,
  );

test('a paid hold is confirmed; confirming it again answers the same hold', async () => {
  const service = serviceWith(hold('h1', 'active'));
  assert.equal((await service.confirm('h1')).status, 'confirmed');
  assert.equal((await service.confirm('h1')).status, 'confirmed');
});

test('a released or unknown hold cannot be confirmed: 409, the pieces are not ours', async () => {
  const service = serviceWith(hold('h2', 'released'));
  for (const id of ['h2', 'nope'])
    await assert.rejects(
      service.confirm(id),
      (error: unknown) =>
        error instanceof ConflictException && error.message.includes('released or never taken'),
    );
});

test('only an active hold is extended; a confirmed or released one is a 409', async () => {
  const service = serviceWith(hold('a', 'active'), hold('c', 'confirmed'), hold('r', 'released'));
  assert.equal((await service.extend('a', 600)).holdId, 'a');
  for (const id of ['c', 'r'])
    await assert.rejects(
      service.extend(id, 600),
      (error: unknown) => error instanceof ConflictException && error.message.includes('no longer active'),
    );
});
