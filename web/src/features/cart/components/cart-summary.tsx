import { Link } from 'react-router';
import type { CartLine } from '@atelier/contracts';
import { buttonClass } from '@/components/ui/button-styles';
import { formatPrice } from '@/lib/format';
import { cartTotals } from '../utils/cart-totals';

/** The cart page's Order Summary (spec section 2). */
export function CartSummary({ lines, providerName }: { lines: CartLine[]; providerName: string }) {
  const { subtotal, shipping, total } = cartTotals(lines);
  return (
    <aside aria-label="Order Summary" className="border border-ink/15 p-6 sm:p-8 lg:sticky lg:top-24">
      <h2 className="font-display text-3xl">Order Summary</h2>
      <dl className="mt-6 space-y-3 text-sm">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd data-testid="cart-subtotal">{formatPrice(subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Shipping</dt>
          <dd data-testid="cart-shipping">{formatPrice(shipping)}</dd>
        </div>
        <div className="flex justify-between border-t border-ink/15 pt-3 text-base font-medium">
          <dt>Total</dt>
          <dd data-testid="cart-total">{formatPrice(total)}</dd>
        </div>
      </dl>
      <p className="mt-4 text-xs text-ink/60">* Each item requires individual protective packaging</p>
      <p className="mt-1 text-xs text-ink/60">
        Sales tax, where due, is added at checkout from the delivery address.
      </p>
      <Link to="/cart/checkout" className={buttonClass('solid', 'mt-6 w-full')}>
        Checkout All Items
      </Link>
      <p className="mt-4 text-center text-xs text-ink/60">Secure checkout powered by {providerName}</p>
    </aside>
  );
}
