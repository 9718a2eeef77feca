import clsx from 'clsx';
import type { Product } from '@atelier/contracts';
import { availabilityOf } from '@/lib/availability';

const badge = 'inline-flex px-2 py-0.5 text-[0.65rem] font-semibold tracking-[0.12em] uppercase';

/** Spec section 4: quantity 2 or less red (low stock), 3 to 5 yellow, above 5 green. */
const stockTone = (quantity: number) =>
  quantity <= 2
    ? 'bg-red-100 text-red-900'
    : quantity <= 5
      ? 'bg-amber-100 text-amber-900'
      : 'bg-emerald-100 text-emerald-900';

/** The stock badge (Sold and Reserved are their own chips) and the sale-mode badge ('Auction' with bidding, else 'Fixed'). */
export function StockBadges({ product }: { product: Product }) {
  const availability = availabilityOf(product).kind;
  return (
    <span className="flex flex-wrap gap-1.5">
      {availability === 'sold' ? (
        <span className={clsx(badge, 'bg-ink text-paper')}>Sold</span>
      ) : availability === 'reserved' ? (
        <span className={clsx(badge, 'bg-amber-100 text-amber-900')}>Reserved</span>
      ) : (
        <span className={clsx(badge, stockTone(product.quantity))}>{product.quantity} in stock</span>
      )}
      <span className={clsx(badge, 'bg-stone text-ink')}>
        {product.isBiddingEnabled ? 'Auction' : 'Fixed'}
      </span>
    </span>
  );
}
