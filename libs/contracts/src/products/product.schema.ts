import { z } from 'zod';
import { decimalStringSchema } from '../common/decimal-price.js';
import { productCategorySchema } from './product-category.js';

/** The only product status the spec shows; decommissioning is its own flag. */
export const PRODUCT_STATUSES = ['active'] as const;
export const productStatusSchema = z.enum(PRODUCT_STATUSES, { error: "status must be 'active'" });

/** The artist a product names ('By {artist}'), or null when it has none (or it was deleted). */
export const productArtistSchema = z.object({ id: z.number().int(), name: z.string() });

/** The collection a product belongs to (its badge and link), or null. */
export const productCollectionSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * A product as the API returns it (every field of spec section 3). price is a decimal string with
 * two places ("4800.00"); createdAt an ISO-8601 timestamp. artist and collection are attached so a
 * product page needs one request.
 */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  story: z.string().nullable(),
  price: decimalStringSchema,
  quantity: z.number().int().nonnegative(),
  artistId: z.number().int().nullable(),
  collectionId: z.number().int().nullable(),
  imageUrls: z.array(z.string()),
  videoUrl: z.string().nullable(),
  /** The details table (free text as the maker states them, e.g. '84" W × 38" D × 29" H'), or null. */
  dimensions: z.string().nullable().default(null),
  materials: z.string().nullable().default(null),
  weight: z.string().nullable().default(null),
  /** e.g. '1 of 1', 'Edition of 3'. */
  edition: z.string().nullable().default(null),
  /** How soon it can be delivered, e.g. 'Ready to ship; white-glove delivery in 2–3 weeks'. */
  leadTime: z.string().nullable().default(null),
  /** Where the piece has been: its commission, owners, exhibitions (issue 34), or null. */
  provenance: z.string().nullable().default(null),
  /** Its state, e.g. 'New, never placed' or 'Light patina on the top, as made'. */
  condition: z.string().nullable().default(null),
  /** The certificate of authenticity that comes with it, e.g. 'Signed and numbered by the artist'. */
  certificate: z.string().nullable().default(null),
  /** The maker's mark and where it is, e.g. 'Branded NW under the top, dated 2026'. */
  makersMark: z.string().nullable().default(null),
  category: productCategorySchema,
  isBiddingEnabled: z.boolean(),
  /** Buyers may make offers on it (issue 34); its floor is the owner's alone (offer terms). */
  openToOffers: z.boolean().default(false),
  /** An accepted offer's buyer is paying for it (their claim holds it): reserved, not for sale meanwhile. */
  heldForOffer: z.boolean().default(false),
  isLimitedQuantity: z.boolean(),
  status: productStatusSchema,
  decommissioned: z.boolean(),
  likesCount: z.number().int().nonnegative(),
  /** Pieces held by other shoppers' checkouts right now (not counted in quantity): reserved, not sold. */
  reservedQuantity: z.number().int().nonnegative().default(0),
  /** When the last of those holds lapses (ISO-8601), or null when nothing is reserved. */
  reservedUntil: z.string().nullable().default(null),
  createdAt: z.string(),
  artist: productArtistSchema.nullable(),
  collection: productCollectionSchema.nullable(),
});
export type Product = z.infer<typeof productSchema>;
