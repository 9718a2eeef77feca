import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '@atelier/contracts';
import { ShareMenu } from '@/components/share/share-menu';
import { buttonClass } from '@/components/ui/button-styles';
import { availabilityOf, checkBackIn, commissionLinkFor } from '@/lib/availability';
import { formatPrice } from '@/lib/format';
import { shareText } from '@/lib/share-targets';

type ProductPurchaseProps = {
  product: Product;
  title: string;
  /** The cart's 'Add to Cart' button, shown beside Buy Now while the piece can be bought. */
  addToCart: ReactNode;
};

/** The price card: price in USD without decimals, the Share menu, and what the shopper can do now. */
export function ProductPurchase({ product, title, addToCart }: ProductPurchaseProps) {
  const price = formatPrice(product.price);
  const sold = availabilityOf(product).kind === 'sold';
  return (
    <section aria-label="Price and purchase" className="border border-ink/15 p-6 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        {/* A sold piece is no longer priced: it is part of the portfolio now. */}
        <p className="font-display text-4xl" data-testid="product-price">
          {sold ? 'Sold' : price}
        </p>
        <ShareMenu
          url={`/product/${product.id}`}
          title={title}
          text={shareText(title, sold ? null : product.price)}
        />
      </div>
      <PurchaseActions product={product} price={price} addToCart={addToCart} />
    </section>
  );
}

/** Buy buttons while the piece can be bought; otherwise why not, and what to do instead. */
function PurchaseActions({
  product,
  price,
  addToCart,
}: {
  product: Product;
  price: string;
  addToCart: ReactNode;
}) {
  const availability = availabilityOf(product);
  // An accepted offer's buyer is paying for it: held for them, as a checkout would hold it.
  if (availability.kind === 'available' && product.heldForOffer)
    return (
      <div className="mt-6 border-t border-ink/10 pt-6" data-testid="availability">
        <p className="font-display text-2xl">Reserved</p>
        <p className="mt-1 text-sm text-ink/70">
          The owner accepted a collector&rsquo;s offer: the piece is held while they pay for it. If they do
          not, it comes back on sale here.
        </p>
      </div>
    );
  if (availability.kind === 'available')
    return (
      <div className="mt-6 grid gap-3">
        <Link to={`/checkout/${product.id}`} className={buttonClass('solid', 'w-full')}>
          Buy Now - {price}
        </Link>
        {addToCart}
      </div>
    );
  if (availability.kind === 'reserved')
    return (
      <div className="mt-6 border-t border-ink/10 pt-6" data-testid="availability">
        <p className="font-display text-2xl">Reserved</p>
        {/* Minutes are counted where the page renders: server and browser may differ by one. */}
        <p className="mt-1 text-sm text-ink/70" suppressHydrationWarning>
          Another collector is checking out this piece — {checkBackIn(availability.until)}.
        </p>
      </div>
    );
  return (
    <div className="mt-6 border-t border-ink/10 pt-6" data-testid="availability">
      <p className="text-sm text-ink/70">
        This piece has found its home. It stays here as part of the house&rsquo;s portfolio.
      </p>
      <Link to={commissionLinkFor(product)} className={buttonClass('outline', 'mt-5 w-full')}>
        Commission something similar
      </Link>
    </div>
  );
}
