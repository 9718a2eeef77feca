import { Link } from 'react-router';
import { Minus, Plus } from 'lucide-react';
import type { CartLine } from '@atelier/contracts';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { toast } from '@/components/ui/use-toast';
import { formatPrice } from '@/lib/format';
import { useRemoveCartLine } from '../api/remove-cart-line';
import { useUpdateCartLine } from '../api/update-cart-line';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const stepClass =
  'flex size-9 items-center justify-center border border-ink/25 hover:border-ink disabled:cursor-not-allowed disabled:opacity-40 aria-disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-brass';

/** One cart line: image, name, category, stock, quantity steps, line total and Remove (spec section 2). */
export function CartLineItem({ line }: { line: CartLine }) {
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  const stock = line.product.quantity;
  const atLimit = line.quantity >= stock;
  const busy = update.isPending || remove.isPending;

  const increase = () => {
    // Spec section 5: clicking at the limit shows the 'Out of Stock' error.
    if (atLimit)
      return toast({
        title: 'Out of Stock',
        description: `Only ${stock} available in stock`,
        variant: 'destructive',
      });
    update.mutate({ id: line.id, quantity: line.quantity + 1 });
  };

  return (
    <li className="flex gap-4 border-b border-ink/10 py-6 sm:gap-6" data-testid="cart-line">
      <Link to={`/product/${line.productId}`} className="shrink-0">
        <ResponsiveImage
          imageRef={line.product.imageUrls[0]}
          alt={line.product.name}
          sizes="128px"
          className="size-24 sm:size-32"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <Link
              to={`/product/${line.productId}`}
              className="font-display text-2xl leading-tight hover:underline"
            >
              {line.product.name}
            </Link>
            <p className="text-sm text-ink/70">{capitalise(line.product.category)}</p>
            <p className={stock > 0 ? 'text-sm text-ink/70' : 'text-sm text-red-700'}>
              {stock > 0 ? `${stock} in stock` : 'Out of stock'}
            </p>
          </div>
          <p className="font-display text-xl" data-testid="line-total">
            {formatPrice(Number(line.product.price) * line.quantity)}
          </p>
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
          <div
            className="flex items-center gap-2"
            role="group"
            aria-label={`Quantity of ${line.product.name}`}
          >
            <button
              type="button"
              aria-label="Decrease quantity"
              className={stepClass}
              disabled={line.quantity <= 1 || busy}
              onClick={() => update.mutate({ id: line.id, quantity: line.quantity - 1 })}
            >
              <Minus className="size-4" aria-hidden />
            </button>
            <span className="w-8 text-center tabular-nums" aria-live="polite" data-testid="line-quantity">
              {line.quantity}
            </span>
            <button
              type="button"
              aria-label="Increase quantity"
              className={stepClass}
              aria-disabled={atLimit}
              disabled={busy}
              onClick={increase}
            >
              <Plus className="size-4" aria-hidden />
            </button>
          </div>
          <button
            type="button"
            disabled={busy}
            onClick={() => remove.mutate(line.id)}
            className="text-xs tracking-[0.2em] text-ink/70 uppercase underline-offset-4 hover:text-red-700 hover:underline"
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
