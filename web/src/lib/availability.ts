import type { Product } from '@atelier/contracts';

type Stock = Pick<Product, 'quantity' | 'reservedQuantity' | 'reservedUntil'>;

/**
 * What a shopper can do with a piece right now. A piece whose every copy is held by other
 * collectors' checkouts is reserved, not sold: the hold may lapse and the piece come back.
 */
export type Availability =
  { kind: 'available'; quantity: number } | { kind: 'reserved'; until: string } | { kind: 'sold' };

export function availabilityOf(product: Stock, now = new Date()): Availability {
  if (product.quantity > 0) return { kind: 'available', quantity: product.quantity };
  const until = product.reservedUntil;
  if (product.reservedQuantity > 0 && until && new Date(until) > now) return { kind: 'reserved', until };
  return { kind: 'sold' };
}

const shelfOrder = { available: 0, reserved: 1, sold: 2 } as const;

/**
 * A collection's pieces as its page lists them: those a shopper can buy first, then those reserved
 * (they may come back), then the sold ones; each group keeps the order it came in (newest first).
 */
export const buyableFirst = <P extends Stock>(products: P[], now = new Date()): P[] =>
  products
    .map((product, index) => ({ product, index, rank: shelfOrder[availabilityOf(product, now).kind] }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ product }) => product);

/** Pieces a shopper can buy now (sold and reserved ones are not). */
export const countAvailable = (products: Stock[]) => products.filter((p) => p.quantity > 0).length;

/** Pieces sold out for good (reserved ones may come back). */
export const countSold = (products: Stock[], now = new Date()) =>
  products.filter((p) => availabilityOf(p, now).kind === 'sold').length;

/** "check back in 12 minutes" for a reserved piece (at least one minute). */
export function checkBackIn(until: string, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((new Date(until).getTime() - now.getTime()) / 60_000));
  return `check back in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The commission page, filled in with the piece a shopper wants something like. */
export const commissionLinkFor = (product: Pick<Product, 'name' | 'artist'>) => {
  const params = new URLSearchParams({ piece: product.name });
  if (product.artist) params.set('artist', product.artist.name);
  return `/commission?${params}`;
};

/** 'Enquire about this piece': the custom-order form, about this very piece (its id comes along). */
export const enquiryLinkFor = (product: Pick<Product, 'id' | 'name' | 'artist'>) => {
  const params = new URLSearchParams({ about: String(product.id), piece: product.name });
  if (product.artist) params.set('artist', product.artist.name);
  return `/commission?${params}`;
};
