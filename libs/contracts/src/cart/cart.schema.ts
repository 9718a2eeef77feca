import { z } from 'zod';
import { decimalStringSchema } from '../common/decimal-price.js';
import { idParamSchema } from '../common/optional-fields.js';
import { sessionIdSchema } from '../likes/session-id.schema.js';
import { productCategorySchema } from '../products/product-category.js';

/** Header every cart call carries (spec: PATCH and DELETE of a line have no session in the body). */
export const SESSION_ID_HEADER = 'x-session-id';

/** What a cart line shows of its product (spec section 3, cart_items). quantity is the stock. */
export const cartProductSchema = z.object({
  name: z.string(),
  price: decimalStringSchema,
  imageUrls: z.array(z.string()),
  category: productCategorySchema,
  quantity: z.number().int().nonnegative(),
});

/** One line of GET /api/cart?sessionId=. */
export const cartLineSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  quantity: z.number().int().positive(),
  product: cartProductSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;
export const cartSchema = z.array(cartLineSchema);

const quantitySchema = z
  .number({ error: 'quantity must be a whole number' })
  .int('quantity must be a whole number')
  .min(1, 'quantity must be at least 1')
  .max(1000, 'quantity must be at most 1000');

/** Body of POST /api/cart (spec: always quantity 1 from the web, but any positive amount is valid). */
export const addToCartInputSchema = z.object({
  productId: idParamSchema,
  quantity: quantitySchema.default(1),
  sessionId: sessionIdSchema,
});
export type AddToCartInput = z.infer<typeof addToCartInputSchema>;

/** Body of PATCH /api/cart/{id}. */
export const updateCartLineInputSchema = z.object({ quantity: quantitySchema });
export type UpdateCartLineInput = z.infer<typeof updateCartLineInputSchema>;

/** The cart error message for a quantity above the stock (spec section 8). */
export const stockLimitMessage = (available: number) =>
  available <= 0 ? 'Out of Stock' : `Only ${available} available in stock`;

/** Whole minutes until a time, at least 1 (a hold about to lapse still reads "1 minute"). */
export const minutesUntil = (until: Date | string, now = new Date()) =>
  Math.max(1, Math.ceil((new Date(until).getTime() - now.getTime()) / 60_000));

/** A piece held by another collector's checkout: it may come back, so it is never "Out of Stock". */
export const reservedMessage = (until: Date | string, now = new Date()) => {
  const minutes = minutesUntil(until, now);
  return `Reserved by another collector — check back in ${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** The message for wanting more than is available: reserved when other checkouts hold the rest. */
export const availabilityMessage = (
  available: number,
  reservedUntil: Date | string | null,
  now = new Date(),
) =>
  reservedUntil && new Date(reservedUntil) > now
    ? reservedMessage(reservedUntil, now)
    : stockLimitMessage(available);
