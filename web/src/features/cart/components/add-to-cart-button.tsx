import type { Product } from '@atelier/contracts';
import { buttonClass } from '@/components/ui/button-styles';
import { useAddToCart } from '../api/add-to-cart';

/** The product page's 'Add to Cart' (spec section 7): the page passes it in, the cart feature owns it. */
export function AddToCartButton({ product }: { product: Pick<Product, 'id' | 'name'> }) {
  const addToCart = useAddToCart();
  return (
    <button
      type="button"
      disabled={addToCart.isPending}
      onClick={() => addToCart.mutate({ productId: product.id, productName: product.name })}
      className={buttonClass('outline', 'w-full')}
    >
      {addToCart.isPending ? 'Adding...' : 'Add to Cart'}
    </button>
  );
}
