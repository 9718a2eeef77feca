import { useId } from 'react';
import type { Product } from '@atelier/contracts';
import { useFilteredProducts } from '@/lib/api/get-products';
import { ProductGrid } from './product-grid';

/**
 * Up to three of the artist's other pieces that can be bought now, under a heading: on a piece's
 * page (what else the artist has) and on a checkout whose piece has just sold. Nothing when there
 * are none, or the piece has no artist.
 */
export function OtherPiecesByArtist({
  piece,
  heading,
  className,
}: {
  piece: Pick<Product, 'id' | 'artistId'>;
  heading: string;
  className?: string;
}) {
  const headingId = useId();
  const others = useFilteredProducts({ artistId: piece.artistId ?? 0 }, piece.artistId !== null);
  const buyable = (others.data ?? []).filter((p) => p.id !== piece.id && p.quantity > 0).slice(0, 3);
  if (buyable.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="mb-10 font-display text-3xl">
        {heading}
      </h2>
      <ProductGrid products={buyable} />
    </section>
  );
}
