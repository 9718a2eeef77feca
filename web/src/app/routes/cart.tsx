import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { LoadError } from '@/components/ui/load-error';
import { PageStatus } from '@/components/ui/page-status';
import { useClearCart } from '@/features/cart/api/clear-cart';
import { useCartWithEmptyRetries } from '@/features/cart/api/get-cart';
import { CartLineItem } from '@/features/cart/components/cart-line-item';
import { CartSummary } from '@/features/cart/components/cart-summary';
import { providerLabel, useCheckoutConfig } from '@/features/checkout/api/get-checkout-config';
import { useHydrated } from '@/lib/use-hydrated';

// Spec section 7: while the list is empty the cart GET is retried up to 3 times, 500 ms apart (a
// line just added may still be on its way).
const EMPTY_RETRIES = 3;
const EMPTY_RETRY_MS = 500;

export function CartRoute() {
  const { cart } = useCartWithEmptyRetries(EMPTY_RETRIES, EMPTY_RETRY_MS);
  const config = useCheckoutConfig();
  const clear = useClearCart();
  const hydrated = useHydrated();

  // The server renders the visitor's cart as loading; so does the browser until it has hydrated.
  if (!hydrated || cart.isPending) return <PageStatus>Loading cart...</PageStatus>;
  if (cart.isError) return <LoadError title="Your cart could not be loaded" query={cart} />;

  const lines = cart.data;
  return (
    <div className="px-5 py-10 sm:px-8 md:py-14">
      <title>Shopping Cart | Atelier</title>
      <div className="mx-auto max-w-7xl">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="font-display text-5xl sm:text-6xl">Shopping Cart</h1>
            <p className="mt-2 text-ink/70" data-testid="cart-count">
              {lines.length} item(s) in your cart
            </p>
          </div>
          <Link to="/" className="text-xs tracking-[0.2em] uppercase underline-offset-4 hover:underline">
            Continue Shopping
          </Link>
        </div>
        {lines.length === 0 ? (
          <div className="mx-auto mt-16 max-w-xl text-center">
            <h2 className="font-display text-3xl">Your cart is empty</h2>
            <p className="mt-3 text-ink/70">Add some beautiful furniture pieces to get started.</p>
            <Link to="/#collections" className={buttonClass('solid', 'mt-8')}>
              Browse Collections
            </Link>
          </div>
        ) : (
          <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_22rem]">
            <div>
              <ul aria-label="Cart items">
                {lines.map((line) => (
                  <CartLineItem key={line.id} line={line} />
                ))}
              </ul>
              <button
                type="button"
                disabled={clear.isPending}
                onClick={() => clear.mutate()}
                className={buttonClass('outline', 'mt-6')}
              >
                Clear Cart
              </button>
            </div>
            <CartSummary lines={lines} providerName={providerLabel(config.data?.provider)} />
          </div>
        )}
      </div>
    </div>
  );
}

export { CartRoute as Component };
