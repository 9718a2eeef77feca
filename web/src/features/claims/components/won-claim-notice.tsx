import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { formatDate, formatPrice } from '@/lib/format';
import { useMyClaims } from '../api/get-my-claims';

/**
 * On a won piece's page, for its winner (`buyerId`: the verified visitor, if any): the claim
 * waiting to be paid, its price, until when, and the way to it. The claim link is texted too, but
 * a winner whose text never came (a number that replied STOP, a lost message) still finds it here.
 * An accepted offer's claim is the piece's offer panel's to show (its lapse puts the piece back on
 * sale, it passes to nobody in line).
 */
export function WonClaimNotice({ productId, buyerId }: { productId: number; buyerId: string | undefined }) {
  const claims = useMyClaims(buyerId);
  const claim = claims.data?.find((open) => open.productId === productId && open.source !== 'offer');
  if (!claim) return null;
  return (
    <section
      aria-label="Your win"
      data-testid="won-claim-notice"
      className="grid gap-3 border border-ink bg-ink/[0.03] p-5 sm:p-6"
    >
      <p className="text-xs tracking-[0.2em] text-ink/65 uppercase">
        {wonBy[claim.source as keyof typeof wonBy]}
      </p>
      <p className="text-sm">
        Claim it for <strong>{formatPrice(claim.price)}</strong> by {formatDate(claim.expiresAt)}; after that
        it passes to the next in line.
      </p>
      <Link to={claim.claimPath} className={buttonClass('solid', 'w-full')}>
        Claim and pay
      </Link>
    </section>
  );
}

const wonBy = { auction: 'You won this auction', draw: 'You won this draw' } as const;
