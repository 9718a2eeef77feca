import type { ProductSnapshot } from '@atelier/contracts';
import type { RawSqlClient } from '@atelier/platform';
import { CART_CHECKOUT_SCHEMA } from '../database/cart-checkout-database.js';

const S = CART_CHECKOUT_SCHEMA;

/**
 * Writes of the product read model, in raw SQL because they run inside the inbox's transaction
 * (handleEventOnce hands over a raw client). A decommissioned or removed product leaves every cart.
 */
const COLUMNS = 'id, name, price, image_urls, category, quantity, decommissioned, reserved_until';
const PLACEHOLDERS = '$1, $2, $3::numeric, $4::text[], $5, $6, $7, $8::timestamptz';
const valuesOf = (p: ProductSnapshot) => [
  p.id,
  p.name,
  p.price,
  p.imageUrls,
  p.category,
  p.quantity,
  p.decommissioned,
  p.reservedUntil,
];

export async function upsertProduct(tx: RawSqlClient, product: ProductSnapshot): Promise<void> {
  await tx.$executeRawUnsafe(
    `INSERT INTO "${S}"."products" (${COLUMNS}) VALUES (${PLACEHOLDERS})
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, price = EXCLUDED.price,
       image_urls = EXCLUDED.image_urls, category = EXCLUDED.category, quantity = EXCLUDED.quantity,
       decommissioned = EXCLUDED.decommissioned, reserved_until = EXCLUDED.reserved_until, updated_at = now()`,
    ...valuesOf(product),
  );
  if (product.decommissioned) await removeFromCarts(tx, product.id);
}

/** The read model's first fill from catalog's list: never overwrites what an event already wrote. */
export async function insertProductIfMissing(tx: RawSqlClient, product: ProductSnapshot): Promise<void> {
  await tx.$executeRawUnsafe(
    `INSERT INTO "${S}"."products" (${COLUMNS}) VALUES (${PLACEHOLDERS}) ON CONFLICT (id) DO NOTHING`,
    ...valuesOf(product),
  );
}

export async function removeProduct(tx: RawSqlClient, productId: number): Promise<void> {
  await removeFromCarts(tx, productId);
  await tx.$executeRawUnsafe(`DELETE FROM "${S}"."products" WHERE id = $1`, productId);
}

const removeFromCarts = (tx: RawSqlClient, productId: number) =>
  tx.$executeRawUnsafe(`DELETE FROM "${S}"."cart_items" WHERE product_id = $1`, productId);
