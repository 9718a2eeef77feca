import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConflictException, NotFoundException } from '@nestjs/common';
import type { Order, OrderStatus } from '@atelier/contracts';
import type { OrdersRepository } from './orders.repository.js';
import { OrdersService } from './orders.service.js';

/** Orders in memory; moveStatus is the repository's conditional update (only from the given status). */
class FakeOrdersRepository {
  constructor(readonly orders: Map<number, { number: string; status: OrderStatus }>) {}

  async find(id: number) {
    const order = this.orders.get(id);
    return order ? ({ id, ...order } as Order) : null;
  }

  async moveStatus(id: number, from: OrderStatus, to: OrderStatus) {
    const order = this.orders.get(id);
    if (!order || order.status !== from) return null;
    order.status = to;
    return this.find(id);
  }
}

const serviceWith = (orders: Array<[number, OrderStatus]>) => {
  const repository = new FakeOrdersRepository(
    new Map(orders.map(([id, status]) => [id, { number: `AT-${id}`, status }])),
  );
  return { service: new OrdersService(repository as unknown as OrdersRepository), repository };
};

test('a paid order is shipped, then delivered', async () => {
  const { service } = serviceWith([[1, 'paid']]);
  assert.equal((await service.moveTo(1, 'shipped')).status, 'shipped');
  assert.equal((await service.moveTo(1, 'delivered')).status, 'delivered');
});

test('marking an order with the status it has answers it unchanged (a repeated click)', async () => {
  const { service, repository } = serviceWith([[2, 'shipped']]);
  assert.equal((await service.moveTo(2, 'shipped')).status, 'shipped');
  assert.equal(repository.orders.get(2)?.status, 'shipped');
});

test('nothing moves backwards or skips a step: a 409 that says what the order is', async () => {
  const { service, repository } = serviceWith([
    [3, 'delivered'],
    [4, 'paid'],
    [5, 'refunded'],
  ]);
  await assert.rejects(
    service.moveTo(3, 'shipped'),
    (error: unknown) =>
      error instanceof ConflictException &&
      error.message === 'Order AT-3 is delivered; only a paid order can be marked shipped',
  );
  await assert.rejects(
    service.moveTo(4, 'delivered'),
    (error: unknown) =>
      error instanceof ConflictException &&
      error.message === 'Order AT-4 is paid; only a shipped order can be marked delivered',
  );
  await assert.rejects(service.moveTo(5, 'shipped'), ConflictException);
  assert.deepEqual(
    [...repository.orders.values()].map((o) => o.status),
    ['delivered', 'paid', 'refunded'],
  );
});

test('an unknown order is a 404', async () => {
  const { service } = serviceWith([]);
  await assert.rejects(service.moveTo(9, 'shipped'), NotFoundException);
  await assert.rejects(service.get(9), NotFoundException);
});
