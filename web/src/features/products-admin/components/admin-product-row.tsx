import type { ReactNode } from 'react';
import type { Product } from '@atelier/contracts';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { formatDate, formatPrice } from '@/lib/format';
import { StockBadges } from './stock-badges';

/** One product in an admin list: thumbnail, name, artist, price, badges, and the given actions. */
export function AdminProductRow({ product, actions }: { product: Product; actions: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-5">
      <ResponsiveImage imageRef={product.imageUrls[0]} alt="" sizes="64px" className="size-16 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{product.name}</p>
        <p className="text-xs text-ink/65">
          {product.artist ? `By ${product.artist.name}` : 'No artist'} · {formatPrice(product.price)} · Added{' '}
          {formatDate(product.createdAt)}
        </p>
        <div className="mt-2">
          <StockBadges product={product} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </li>
  );
}
