import type { ClaimView } from '@atelier/contracts';
import { SalesTaxValue } from '@/components/delivery-form/sales-tax-value';
import type { SalesTaxState } from '@/components/delivery-form/use-delivery-tax';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { formatDate, formatPrice } from '@/lib/format';

/**
 * What the claim is for: the piece, the price with shipping and the sales tax of the delivery address
 * (once the winner has given it), and until when.
 */
export function ClaimSummary({ claim, salesTax }: { claim: ClaimView; salesTax: SalesTaxState }) {
  const total = salesTax.status === 'quoted' ? salesTax.totals.total : claim.total;
  return (
    <section aria-label="Your claim" className="border border-ink/15 p-6 sm:p-8" data-testid="claim-summary">
      <div className="flex gap-4">
        {claim.imageUrl && (
          <ResponsiveImage
            imageRef={claim.imageUrl}
            alt={claim.productName}
            className="size-24 object-cover"
            sizes="96px"
          />
        )}
        <div>
          <p className="text-xs tracking-[0.2em] uppercase text-ink/60">{wonBy[claim.source]}</p>
          <h2 className="font-display text-3xl">{claim.productName}</h2>
        </div>
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-y-2 text-sm">
        <dt>Price</dt>
        <dd className="text-right">{formatPrice(claim.price)}</dd>
        <dt>Shipping</dt>
        <dd className="text-right">{formatPrice(claim.shipping)}</dd>
        <dt>Sales tax</dt>
        <dd className="text-right" data-testid="claim-tax">
          <SalesTaxValue state={salesTax} />
        </dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold" data-testid="claim-total">
          {formatPrice(total)}
        </dd>
      </dl>
      <p className="mt-6 text-xs text-ink/65">
        Claim by {formatDate(claim.expiresAt)}; after that the piece passes to the next in line.
      </p>
    </section>
  );
}

const wonBy = {
  auction: 'You won the auction',
  draw: 'You won the draw',
  offer: 'The owner accepted your offer',
} as const;
