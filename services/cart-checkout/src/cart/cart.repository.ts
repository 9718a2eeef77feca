import { Injectable } from '@nestjs/common';
import { type CartLine, productCategorySchema } from '@atelier/contracts';
import { CartCheckoutDatabase } from '../database/cart-checkout-database.js';
import type { Prisma } from '../generated/prisma/client.js';

export type ProductRow = Prisma.ProductGetPayload<object>;
type ItemRow = Prisma.CartItemGetPayload<object>;

const toLine = (item: ItemRow, product: ProductRow): CartLine => ({
  id: item.id,
  productId: item.productId,
  quantity: item.quantity,
  product: {
    name: product.name,
    price: product.price.toFixed(2),
    imageUrls: product.imageUrls,
    category: productCategorySchema.catch('other').parse(product.category),
    quantity: product.quantity,
  },
});

/** Cart lines and the product read model they show. */
@Injectable()
export class CartRepository {
  constructor(private readonly db: CartCheckoutDatabase) {}

  /** A product a shopper may buy: in the read model and not decommissioned. */
  findProduct(productId: number): Promise<ProductRow | null> {
    return this.db.prisma.product.findFirst({ where: { id: productId, decommissioned: false } });
  }

  /** The session's lines, oldest first, with their products (decommissioned ones never appear). */
  async lines(sessionId: string): Promise<CartLine[]> {
    const items = await this.db.prisma.cartItem.findMany({ where: { sessionId }, orderBy: { id: 'asc' } });
    if (items.length === 0) return [];
    const products = await this.db.prisma.product.findMany({
      where: { id: { in: items.map((item) => item.productId) }, decommissioned: false },
    });
    const byId = new Map(products.map((p) => [p.id, p]));
    return items.flatMap((item) => {
      const product = byId.get(item.productId);
      return product ? [toLine(item, product)] : [];
    });
  }

  async line(sessionId: string, id: number): Promise<CartLine | null> {
    return (await this.lines(sessionId)).find((line) => line.id === id) ?? null;
  }

  countLines(sessionId: string): Promise<number> {
    return this.db.prisma.cartItem.count({ where: { sessionId } });
  }

  /** Adds to the session's line of that product, or creates it; returns the line's new quantity. */
  async add(
    sessionId: string,
    productId: number,
    quantity: number,
  ): Promise<{ id: number; quantity: number }> {
    return this.db.prisma.cartItem.upsert({
      where: { sessionId_productId: { sessionId, productId } },
      create: { sessionId, productId, quantity },
      update: { quantity: { increment: quantity } },
      select: { id: true, quantity: true },
    });
  }

  async setQuantity(sessionId: string, id: number, quantity: number): Promise<boolean> {
    const { count } = await this.db.prisma.cartItem.updateMany({
      where: { id, sessionId },
      data: { quantity },
    });
    return count === 1;
  }

  async remove(sessionId: string, id: number): Promise<boolean> {
    const { count } = await this.db.prisma.cartItem.deleteMany({ where: { id, sessionId } });
    return count === 1;
  }

  async clear(sessionId: string): Promise<void> {
    await this.db.prisma.cartItem.deleteMany({ where: { sessionId } });
  }
}
