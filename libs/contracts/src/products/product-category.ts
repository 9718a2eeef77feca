import { z } from 'zod';

/**
 * What kind of piece a product or sneak-peek item is. A closed list so that search, filters and
 * the admin form agree on spelling: the four families the collections are built around (dining,
 * storage, surfaces, seating), the two the demo also carries (lighting, decor), the rooms of the
 * spec's custom-order project types (bedroom, office), and 'other' for anything else (also the
 * default when a client sends none).
 */
export const PRODUCT_CATEGORIES = [
  'dining',
  'storage',
  'surfaces',
  'seating',
  'lighting',
  'decor',
  'bedroom',
  'office',
  'other',
] as const;

export const productCategorySchema = z.enum(PRODUCT_CATEGORIES, {
  error: `category must be one of ${PRODUCT_CATEGORIES.join(', ')}`,
});
export type ProductCategory = z.infer<typeof productCategorySchema>;
