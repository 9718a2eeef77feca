import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConflictException, NotFoundException } from '@nestjs/common';
import type { ProductsRepository } from './products.repository.js';
import { ProductsService } from './products.service.js';

/** The repository answers each change with null (no such product) or an outcome; the service turns it into the spec's answer. */
const serviceWith = (repository: Partial<Record<keyof ProductsRepository, () => Promise<unknown>>>) =>
  new ProductsService(repository as unknown as ProductsRepository);

test('only a decommissioned product is deleted; a product on sale is a 409 that says what to do', async () => {
  await serviceWith({ delete: async () => 'deleted' }).delete(1);
  await assert.rejects(
    serviceWith({ delete: async () => 'not-decommissioned' }).delete(1),
    (error: unknown) => error instanceof ConflictException && error.message.includes('Decommission it first'),
  );
});

test('an unknown or decommissioned product is, to the public, not found', async () => {
  const service = serviceWith({
    delete: async () => 'not-found',
    findForSale: async () => null,
    update: async () => null,
    decommission: async () => null,
  });
  const notFound = (error: unknown) =>
    error instanceof NotFoundException && error.message === 'Product not found';
  await assert.rejects(service.delete(5), notFound);
  await assert.rejects(service.getForSale(5), notFound);
  await assert.rejects(service.update(5, { name: 'x' }), notFound);
  await assert.rejects(service.decommission(5), notFound);
});
