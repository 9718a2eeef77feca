import { Link } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { useCart } from '../api/get-cart';

/** The nav's cart icon, with a badge counting the cart's lines when there are any (spec section 2). */
export function CartNavLink() {
  const count = useCart().data?.length ?? 0;
  return (
    <Link
      to="/cart"
      aria-label={count > 0 ? `Cart, ${count} item(s)` : 'Cart'}
      className="relative p-2 text-ink hover:text-brass-700 focus-visible:outline-2 focus-visible:outline-brass"
    >
      <ShoppingBag className="size-5" strokeWidth={1.5} aria-hidden />
      {count > 0 && (
        <span
          data-testid="cart-badge"
          className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-ink px-1 text-[0.65rem] leading-5 font-medium text-paper"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
