import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConflictException, NotFoundException } from '@nestjs/common';
import type { Order, OrderStatus } from '@atelier/contracts';
import type { OrdersRepository, Shipment } from './orders.repository.js';
import { OrdersService } from './orders.service.js';

type FakeOrder = { number: string; status: OrderStatus; shipment?: Shipment };

/** Orders in memory; ship and deliver are the repository's conditional updates (only from the status before). */
class FakeOrdersRepository {
  constructor(readonly orders: Map<number, FakeOrder>) {}

  async find(id: number) {
    const order = this.orders.get(id);
    return order ? ({ id, ...order } as unknown as Order) : null;
  }

  async ship(id: number, shipment: Shipment) {
    const order = this.orders.get(id);
    if (!order || order.status !== 'paid') return null;
    Object.assign(order, { status: 'shipped', shipment });
    return this.find(id);
  }

  async deliver(id: number) {
    const order = this.orders.get(id);
    if (!order || order.status !== 'shipped') return null;
    order.status = 'delivered';
    return this.find(id);
  }
}

const serviceWith = (orders: Array<[number, OrderStatus]>) => {
  const repository = new FakeOrdersRepository(
    new Map(orders.map(([id, status]) => [id, { number: `AT-${id}`, status }])),
  );
  return { service: new OrdersService(repository as unknown as OrdersRepository), repository };
};

const ship = (carrier: string, trackingNumber = '1Z999AA10123456784') =>
  ({ status: 'shipped', carrier, trackingNumber }) as const;

test('a paid order is shipped with its carrier and tracking link, then delivered', async () => {
  const { service, repository } = serviceWith([[1, 'paid']]);
  assert.equal((await service.moveTo(1, ship('ups'))).status, 'shipped');
  assert.deepEqual(repository.orders.get(1)?.shipment, {
    carrier: 'UPS',
    trackingNumber: '1Z999AA10123456784',
    trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  });
  assert.equal((await service.moveTo(1, { status: 'delivered' })).status, 'delivered');
});

test('a carrier named in any case is the known one; the owner’s own words get no link', async () => {
  const { service, repository } = serviceWith([
    [1, 'paid'],
    [2, 'paid'],
    [3, 'paid'],
  ]);
  await service.moveTo(1, ship('fedex', '7489 1234'));
  assert.equal(
    repository.orders.get(1)?.shipment?.trackingUrl,
    'https://www.fedex.com/fedextrack/?trknbr=7489%201234',
  );
  await service.moveTo(2, ship('  Hudson Valley Art Movers ', 'HV-2231'));
  assert.deepEqual(repository.orders.get(2)?.shipment, {
    carrier: 'Hudson Valley Art Movers',
    trackingNumber: 'HV-2231',
    trackingUrl: null,
  });
  // A white-glove company on the list without a tracking page: its name, no link.
  await service.moveTo(3, ship('plycon', 'PLY-88'));
  assert.deepEqual(repository.orders.get(3)?.shipment?.carrier, 'Plycon (white glove)');
  assert.equal(repository.orders.get(3)?.shipment?.trackingUrl, null);
});

test('marking an order with the status it has answers it unchanged (a repeated click)', async () => {
  const { service, repository } = serviceWith([[2, 'shipped']]);
  assert.equal((await service.moveTo(2, ship('ups'))).status, 'shipped');
  assert.equal(repository.orders.get(2)?.shipment, undefined, 'the first shipment stands');
});

test('nothing moves backwards or skips a step: a 409 that says what the order is', async () => {
  const { service, repository } = serviceWith([
    [3, 'delivered'],
    [4, 'paid'],
    [5, 'refunded'],
  ]);
  await assert.rejects(
    service.moveTo(3, ship('ups')),
    (error: unknown) =>
      error instanceof ConflictException &&
      error.message === 'Order AT-3 is delivered; only a paid order can be marked shipped',
  );
  await assert.rejects(
    service.moveTo(4, { status: 'delivered' }),
    (error: unknown) =>
      error instanceof ConflictException &&
      error.message === 'Order AT-4 is paid; only a shipped order can be marked delivered',
  );
  await assert.rejects(service.moveTo(5, ship('ups')), ConflictException);
  assert.deepEqual(
    [...repository.orders.values()].map((o) => o.status),
    ['delivered', 'paid', 'refunded'],
  );
});

test('an unknown order is a 404', async () => {
  const { service } = serviceWith([]);
  await assert.rejects(service.moveTo(9, ship('ups')), NotFoundException);
  await assert.rejects(service.get(9), NotFoundException);
});
