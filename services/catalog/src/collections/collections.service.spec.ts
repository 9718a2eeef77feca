import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConflictException, NotFoundException } from '@nestjs/common';
import type { CollectionsRepository, DeleteOutcome } from './collections.repository.js';
import { CollectionsService } from './collections.service.js';

/** The repository answers each delete with its outcome; the service turns it into the spec's answer. */
const serviceAnswering = (outcome: DeleteOutcome) =>
  new CollectionsService({ delete: async () => outcome } as unknown as CollectionsRepository);

const conflictSaying = (text: string) => (error: unknown) =>
  error instanceof ConflictException && error.message.includes(text);

test('an archived collection without products is deleted', async () => {
  await serviceAnswering('deleted').delete(1);
});

test('a live collection is refused: archive it first', async () => {
  await assert.rejects(
    serviceAnswering('not-archived').delete(1),
    conflictSaying('Archive this collection first'),
  );
});

test('a collection that still has products is refused: move or delete them first', async () => {
  await assert.rejects(
    serviceAnswering('has-products').delete(1),
    conflictSaying('Move or delete its products first'),
  );
});

test('an unknown collection is a 404 naming it', async () => {
  await assert.rejects(
    serviceAnswering('not-found').delete(42),
    (error: unknown) => error instanceof NotFoundException && error.message === 'Collection 42 not found',
  );
});
