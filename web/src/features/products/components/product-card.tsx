import { Link } from 'react-router';
import type { Product } from '@atelier/contracts';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { formatPrice } from '@/lib/format';

type ProductCardProps = { product: Product; badge?: string };

export function ProductCard({ product, badge }: ProductCardProps) {
  return (
    <Link
      to={`/product/${product.id}`}
      className="group block focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brass"
    >
      <article>
        <div className="relative overflow-hidden bg-stone">
          <ResponsiveImage
            imageRef={product.imageUrls[0]}
            alt={product.name}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="aspect-[4/5] w-full transition-transform duration-700 group-hover:scale-[1.03]"
          />
          {badge && (
            <span className="absolute top-3 left-3 bg-paper/95 px-2.5 py-1 text-[0.6rem] font-medium tracking-[0.22em] text-ink uppercase">
              {badge}
            </span>
          )}
        </div>
        <div className="mt-5 flex items-baseline justify-between gap-4">
          <h3 className="font-display text-2xl leading-snug">{product.name}</h3>
          <p className="shrink-0 text-sm tracking-wide">{formatPrice(product.price)}</p>
        </div>
        <p className="mt-3 text-[0.7rem] tracking-[0.22em] text-brass-700 uppercase underline-offset-4 group-hover:underline">
          View Details
        </p>
      </article>
    </Link>
  );
}
