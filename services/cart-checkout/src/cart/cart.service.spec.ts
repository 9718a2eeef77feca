import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConflictException, NotFoundException } from '@nestjs/common';
import { ALREADY_IN_CART_MESSAGE, type CartLine } from '@atelier/contracts';
import type { CartRepository } from './cart.repository.js';
import { CartService } from './cart.service.js';

type FakeProduct = { id: number; quantity: number; reservedUntil: Date | null };

/** Cart lines in memory: the repository's answers, so the service's rules are tested alone. */
class FakeCartRepository {
  private nextId = 1;
  readonly stored: Array<{ id: number; sessionId: string; productId: number; quantity: number }> = [];

  constructor(private readonly products: FakeProduct[]) {}

  async findProduct(productId: number) {
    return this.products.find((p) => p.id === productId) ?? null;
  }

  async lines(sessionId: string): Promise<CartLine[]> {
    return this.stored.filter((l) => l.sessionId === sessionId).map((l) => this.toLine(l));
  }

  async line(sessionId: string, id: number): Promise<CartLine | null> {
    return (await this.lines(sessionId)).find((l) => l.id === id) ?? null;
  }

  async countLines(sessionId: string) {
    return this.stored.filter((l) => l.sessionId === sessionId).length;
  }

  async add(sessionId: string, productId: number, quantity: number) {
    const existing = this.stored.find((l) => l.sessionId === sessionId && l.productId === productId);
    if (existing) existing.quantity += quantity;
    else this.stored.push({ id: this.nextId++, sessionId, productId, quantity });
    return { id: existing?.id ?? this.nextId - 1 };
  }

  async setQuantity(sessionId: string, id: number, quantity: number) {
    const line = this.stored.find((l) => l.sessionId === sessionId && l.id === id);
    if (line) line.quantity = quantity;
    return line !== undefined;
  }

  private toLine(l: { id: number; productId: number; quantity: number }): CartLine {
    const product = this.products.find((p) => p.id === l.productId)!;
    const name = `Piece ${l.productId}`;
    return {
      id: l.id,
      productId: l.productId,
      quantity: l.quantity,
      product: { name, price: '100.00', imageUrls: [], category: 'other', quantity: product.quantity },
    };
  }
}

const serviceWith = (products: FakeProduct[]) => {
  const repository = new FakeCartRepository(products);
  return { service: new CartService(repository as unknown as CartRepository), repository };
};

const conflict = (message: string) => (error: unknown) =>
  error instanceof ConflictException && error.message === message;

test('a one-of-a-kind piece goes into a cart once: the second add says it is already there', async () => {
  const { service, repository } = serviceWith([{ id: 7, quantity: 1, reservedUntil: null }]);
  const line = await service.add({ sessionId: 's1', productId: 7, quantity: 1 });
  assert.equal(line.quantity, 1);
  await assert.rejects(
    service.add({ sessionId: 's1', productId: 7, quantity: 1 }),
    conflict(ALREADY_IN_CART_MESSAGE),
  );
  assert.equal(repository.stored[0].quantity, 1);
});

test('more than the stock is refused with how many there are; an unknown product is a 404', async () => {
  const { service } = serviceWith([{ id: 3, quantity: 2, reservedUntil: null }]);
  await service.add({ sessionId: 's1', productId: 3, quantity: 2 });
  await assert.rejects(
    service.add({ sessionId: 's1', productId: 3, quantity: 1 }),
    conflict('Only 2 available in stock'),
  );
  await assert.rejects(service.add({ sessionId: 's1', productId: 99, quantity: 1 }), NotFoundException);
});

test('a piece held by another checkout is refused as reserved, a sold one as out of stock', async () => {
  const until = new Date(Date.now() + 10 * 60_000);
  const { service } = serviceWith([
    { id: 1, quantity: 0, reservedUntil: until },
    { id: 2, quantity: 0, reservedUntil: null },
  ]);
  await assert.rejects(
    service.add({ sessionId: 's1', productId: 1, quantity: 1 }),
    (error: unknown) =>
      error instanceof ConflictException && error.message.startsWith('Reserved by another collector'),
  );
  await assert.rejects(service.add({ sessionId: 's1', productId: 2, quantity: 1 }), conflict('Out of Stock'));
});

test('a cart holds at most 50 different pieces; adding to a line already there is still allowed', async () => {
  const products = Array.from({ length: 51 }, (_, i) => ({ id: i + 1, quantity: 5, reservedUntil: null }));
  const { service } = serviceWith(products);
  for (let id = 1; id <= 50; id++) await service.add({ sessionId: 's1', productId: id, quantity: 1 });
  await assert.rejects(
    service.add({ sessionId: 's1', productId: 51, quantity: 1 }),
    conflict('A cart holds at most 50 different pieces'),
  );
  assert.equal((await service.add({ sessionId: 's1', productId: 1, quantity: 1 })).quantity, 2);
  // Another session's cart is its own.
  assert.equal((await service.add({ sessionId: 's2', productId: 51, quantity: 1 })).quantity, 1);
});

test("a quantity above the stock is refused, and another session's line answers like a missing one", async () => {
  const { service } = serviceWith([{ id: 4, quantity: 3, reservedUntil: null }]);
  const line = await service.add({ sessionId: 's1', productId: 4, quantity: 1 });
  assert.equal((await service.setQuantity('s1', line.id, 3)).quantity, 3);
  await assert.rejects(service.setQuantity('s1', line.id, 4), conflict('Only 3 available in stock'));
  await assert.rejects(service.setQuantity('s2', line.id, 1), NotFoundException);
});
