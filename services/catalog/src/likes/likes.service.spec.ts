import assert from 'node:assert/strict';
import { test } from 'node:test';
import { NotFoundException } from '@nestjs/common';
import type { LikesRepository } from './likes.repository.js';
import { LikesService } from './likes.service.js';

// The one rule products and sneak-peek items share: liking what does not exist is a 404 naming its kind.
const unknown = new LikesService({
  status: async () => null,
  toggle: async () => null,
} as unknown as LikesRepository);

const notFoundSaying = (message: string) => (error: unknown) =>
  error instanceof NotFoundException && error.message === message;

test('liking an unknown product or sneak-peek item is a 404 that names which', async () => {
  await assert.rejects(
    unknown.toggle({ kind: 'product', id: 9 }, { sessionId: 's', buyerId: null }, null),
    notFoundSaying('Product not found'),
  );
  await assert.rejects(
    unknown.status({ kind: 'coming-soon', id: 9 }, { sessionId: 's', buyerId: null }),
    notFoundSaying('Coming soon item not found'),
  );
});

test('a known target answers the repository status', async () => {
  const status = { liked: true, likesCount: 3 };
  const service = new LikesService({
    status: async () => status,
    toggle: async () => status,
  } as unknown as LikesRepository);
  assert.deepEqual(
    await service.toggle({ kind: 'product', id: 1 }, { sessionId: 's', buyerId: null }, '203.0.113.9'),
    status,
  );
  assert.deepEqual(
    await service.status({ kind: 'product', id: 1 }, { sessionId: 's', buyerId: null }),
    status,
  );
});
