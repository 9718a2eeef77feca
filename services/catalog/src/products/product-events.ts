import { type Product, productRemovedEvent, productUpsertedEvent } from '@atelier/contracts';
import { newEvent, outboxRecord } from '@atelier/platform';
import type { CatalogTransaction } from '../database/catalog-database.js';

/** Records catalog.product.upserted for a product just written, in the caller's transaction. */
export async function recordProductUpserted(tx: CatalogTransaction, product: Product): Promise<void> {
  const { id, name, price, imageUrls, category, quantity, decommissioned, reservedQuantity } = product;
  const reservedUntil = reservedQuantity > 0 ? product.reservedUntil : null;
  const snapshot = { id, name, price, imageUrls, category, quantity, decommissioned, reservedUntil };
  await tx.outboxEvent.create({
    data: outboxRecord(newEvent(productUpsertedEvent, { product: snapshot })),
  });
}

export async function recordProductRemoved(tx: CatalogTransaction, productId: number): Promise<void> {
  await tx.outboxEvent.create({ data: outboxRecord(newEvent(productRemovedEvent, { productId })) });
}
