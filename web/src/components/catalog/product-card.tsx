import { Link } from 'react-router';
import type { Product } from '@atelier/contracts';
import { CardPicture, CardTitle, linkFocus } from './card-links';
import { LikeButton } from './like-button';
import { availabilityOf } from '@/lib/availability';
import { formatPrice } from '@/lib/format';

type ProductCardProps = {
  product: Product;
  /** 'Available Now' on a live collection's page, 'Archived' on an archive. */
  badge?: string;
  /** The favourite control with its count (collection page); the artist page lists without it. */
  likeable?: boolean;
};

export function ProductCard({ product, badge, likeable = false }: ProductCardProps) {
  const href = `/product/${product.id}`;
  const availability = availabilityOf(product).kind;
  // A sold or reserved piece says so instead of the collection's 'Available Now'.
  const shownBadge = availability === 'sold' ? 'Sold' : availability === 'reserved' ? 'Reserved' : badge;
  const titleId = `product-card-${product.id}`;
  return (
    <article aria-labelledby={titleId} className="group">
      <CardPicture
        to={href}
        imageRef={product.imageUrls[0]}
        className="transition-transform duration-700 group-hover:scale-[1.03]"
      >
        {shownBadge && (
          <span
            data-testid="product-badge"
            className="absolute top-3 left-3 bg-paper/95 px-2.5 py-1 text-[0.6rem] font-medium tracking-[0.22em] text-ink uppercase"
          >
            {shownBadge}
          </span>
        )}
        {likeable && <LikeButton kind="products" piece={product} className="absolute top-3 right-3" />}
      </CardPicture>
      <div className="mt-5 flex items-baseline justify-between gap-4">
        <CardTitle id={titleId} to={href} className="font-display text-2xl leading-snug">
          {product.name}
        </CardTitle>
        <p className="shrink-0 text-sm tracking-wide">
          {availability === 'sold' ? 'Sold' : formatPrice(product.price)}
        </p>
      </div>
      <Link
        to={href}
        aria-describedby={titleId}
        className={`mt-3 inline-block text-[0.7rem] tracking-[0.22em] text-brass-700 uppercase underline-offset-4 hover:underline ${linkFocus}`}
      >
        View Details
      </Link>
    </article>
  );
}
