import { Link } from 'react-router';
import type { Product } from '@atelier/contracts';
import { buttonClass } from '@/components/ui/button-styles';
import { useAddToCart } from '@/features/cart/api/add-to-cart';
import { ShareMenu } from '@/features/share/components/share-menu';
import { shareText } from '@/features/share/utils/share-targets';
import { formatPrice } from '@/lib/format';

type ProductPurchaseProps = { product: Product; title: string };

/** The price card: price in USD without decimals, the Share menu, and the buy or stock actions. */
export function ProductPurchase({ product, title }: ProductPurchaseProps) {
  const addToCart = useAddToCart();
  const price = formatPrice(product.price);
  return (
    <section aria-label="Price and purchase" className="border border-ink/15 p-6 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="font-display text-4xl" data-testid="product-price">
          {price}
        </p>
        <ShareMenu url={`/product/${product.id}`} title={title} text={shareText(title, product.price)} />
      </div>
      {product.quantity > 0 ? (
        <div className="mt-6 grid gap-3">
          <Link to={`/checkout/${product.id}`} className={buttonClass('solid', 'w-full')}>
            Buy Now - {price}
          </Link>
          <button
            type="button"
            disabled={addToCart.isPending}
            onClick={() => addToCart.mutate({ productId: product.id, productName: product.name })}
            className={buttonClass('outline', 'w-full')}
          >
            {addToCart.isPending ? 'Adding...' : 'Add to Cart'}
          </button>
        </div>
      ) : (
        <div className="mt-6 border-t border-ink/10 pt-6">
          <p className="font-display text-2xl">Out of Stock</p>
          <p className="mt-1 text-sm text-ink/70">This item is currently unavailable</p>
        </div>
      )}
    </section>
  );
}
