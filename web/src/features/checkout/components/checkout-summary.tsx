import { SalesTaxValue } from '@/components/delivery-form/sales-tax-value';
import type { SalesTaxState } from '@/components/delivery-form/use-delivery-tax';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { formatPrice } from '@/lib/format';

export type SummaryLine = {
  key: string | number;
  name: string;
  price: string;
  quantity: number;
  imageRef?: string;
};

/**
 * The Order Summary card: each piece (image, name, price x quantity), then the server's totals with
 * the sales tax line: the order's own, or (while paying) what the delivery address owes so far.
 */
export function CheckoutSummary({
  lines,
  totals,
  salesTax,
  sticky = false,
}: {
  lines: SummaryLine[];
  totals?: { subtotal: string; shipping: string; tax: string; total: string };
  salesTax?: SalesTaxState;
  sticky?: boolean;
}) {
  return (
    <aside
      aria-label="Order Summary"
      className={`border border-ink/15 p-6 sm:p-8 ${sticky ? 'lg:sticky lg:top-24 lg:self-start' : ''}`}
    >
      <h2 className="font-display text-3xl">Order Summary</h2>
      <ul className="mt-6 space-y-4">
        {lines.map((line) => (
          <li key={line.key} className="flex gap-4">
            <ResponsiveImage
              imageRef={line.imageRef}
              alt={line.name}
              sizes="64px"
              className="size-16 shrink-0"
            />
            <div className="min-w-0 flex-1">
              <p className="font-medium">{line.name}</p>
              <p className="text-sm text-ink/70">
                {formatPrice(line.price)} × {line.quantity}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {totals && (
        <dl className="mt-6 space-y-2 border-t border-ink/15 pt-4 text-sm">
          <div className="flex justify-between">
            <dt>Subtotal</dt>
            <dd>{formatPrice(totals.subtotal)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>Shipping</dt>
            <dd>{formatPrice(totals.shipping)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="shrink-0">Sales tax</dt>
            <dd data-testid="checkout-tax" className="text-right">
              {salesTax ? <SalesTaxValue state={salesTax} /> : formatPrice(totals.tax)}
            </dd>
          </div>
          <div className="flex justify-between text-base font-medium">
            <dt>Total</dt>
            <dd data-testid="checkout-total">{formatPrice(totals.total)}</dd>
          </div>
        </dl>
      )}
    </aside>
  );
}
