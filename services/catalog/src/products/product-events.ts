import { type Product, productRemovedEvent, productUpsertedEvent } from '@atelier/contracts';
import { newEvent, recordEvent } from '@atelier/platform';
import type { CatalogTransaction } from '../database/catalog-database.js';

/** Records catalog.product.upserted for a product just written, in the caller's transaction. */
export async function recordProductUpserted(tx: CatalogTransaction, product: Product): Promise<void> {
  const { id, name, price, imageUrls, category, quantity, decommissioned, reservedQuantity } = product;
  const reservedUntil = reservedQuantity > 0 ? product.reservedUntil : null;
  const snapshot = { id, name, price, imageUrls, category, quantity, decommissioned, reservedUntil };
  await recordEvent(tx, newEvent(productUpsertedEvent, { product: snapshot }));
}

export async function recordProductRemoved(tx: CatalogTransaction, productId: number): Promise<void> {
  await recordEvent(tx, newEvent(productRemovedEvent, { productId }));
}
