import { formatPrice } from '@/lib/format';
import type { SalesTaxState } from './use-delivery-tax';

/** The Sales tax line's figure: the amount once quoted, else what the page is waiting for. */
export function SalesTaxValue({ state }: { state: SalesTaxState }) {
  switch (state.status) {
    case 'quoted':
      return <>{formatPrice(state.totals.tax)}</>;
    case 'pending':
      return <span className="text-ink/60">Calculating...</span>;
    case 'no-address':
      return <span className="text-ink/60">From the delivery address</span>;
    case 'failed':
      return (
        <span className="block text-left text-red-800 sm:text-right" role="alert">
          {state.message}{' '}
          <button type="button" onClick={state.retry} className="underline underline-offset-2">
            Try again
          </button>
        </span>
      );
  }
}
