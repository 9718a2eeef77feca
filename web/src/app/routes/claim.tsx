import type { FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { LoadError } from '@/components/ui/load-error';
import { PageStatus } from '@/components/ui/page-status';
import { useMyCard } from '@/features/buyer-cards/api/get-my-card';
import { useCurrentBuyer } from '@/features/buyers/api/get-current-buyer';
import { useBuyerSignOut } from '@/features/buyers/api/verify-phone';
import { BuyerVerificationForm } from '@/features/buyers/components/buyer-verification-form';
import { DeliveryFormCards } from '@/components/delivery-form/delivery-form-cards';
import { useDeliveryTax } from '@/components/delivery-form/use-delivery-tax';
import { useDeliveryDraft } from '@/features/checkout/components/use-delivery-draft';
import { useClaim } from '@/features/claims/api/get-claim';
import { useClaimOrder } from '@/features/claims/api/get-claim-order';
import { usePayClaim } from '@/features/claims/api/pay-claim';
import { claimTaxScope, quoteClaimTax } from '@/features/claims/api/quote-claim-tax';
import { ClaimSummary } from '@/features/claims/components/claim-summary';
import { ClaimWinnerGate } from '@/features/claims/components/claim-winner-gate';
import { ApiRequestError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';

/**
 * A won piece's claim, opened from the texted link: the piece and the price; then, for the winner
 * only (their buyer session, or a code texted to their phone on this device), where to deliver (as
 * Buy Now asks), the card on file and Pay. The store charges the card; the link works once, so a
 * refused link (changed, expired, used, lapsed) says which, in the server's words.
 */
export function ClaimRoute() {
  const token = useParams().token ?? '';
  const claim = useClaim(token);
  // A used link (409): its winner is led to the order it made; anyone else reads that it was paid.
  const used = claim.error instanceof ApiRequestError && claim.error.status === 409;
  const order = useClaimOrder(token, used);
  const buyer = useCurrentBuyer();
  const signOut = useBuyerSignOut();
  // The winner's delivery form, kept here: its address sets the sales tax the summary shows.
  const delivery = useDeliveryDraft();
  const tax = useDeliveryTax(delivery.draft, claimTaxScope(token), (address, signal) =>
    quoteClaimTax(token, address, signal),
  );

  if (claim.isPending) return <PageStatus>Loading your claim...</PageStatus>;
  if (claim.isError) {
    if (used && order.isPending) return <PageStatus>Looking for your order...</PageStatus>;
    if (used && order.data) return <Navigate to={order.data.confirmationPath} replace />;
    if (claim.error instanceof ApiRequestError && claim.error.status < 500)
      return <Refused message={claim.error.serverMessage} />;
    return <LoadError title="Your claim could not be loaded" query={claim} />;
  }
  const view = claim.data;

  return (
    <div className="px-5 py-10 sm:px-8 md:py-14">
      <title>{`Claim ${view.productName} | Atelier`}</title>
      <div className="mx-auto max-w-7xl">
        <h1 className="font-display text-5xl">Claim your piece</h1>
        <p className="mt-4 text-ink/70">Tell us where to deliver it, then pay with your card on file.</p>
      </div>
      {/* The piece and its price come first on a phone (what is being paid for), beside the form on a wide screen. */}
      <div className="mx-auto mt-8 grid max-w-7xl gap-10 lg:grid-cols-[1fr_24rem]">
        <div className="lg:col-start-2 lg:row-start-1">
          <ClaimSummary claim={view} salesTax={tax.state} />
        </div>
        <div className="lg:col-start-1 lg:row-start-1">
          <ClaimWinnerGate
            claim={view}
            buyer={buyer.isPending ? undefined : (buyer.data ?? null)}
            verification={<BuyerVerificationForm purpose="pay for this claim" />}
            onSignOut={() => signOut.mutate()}
          >
            <ClaimPayment
              token={token}
              delivery={delivery}
              total={tax.state.status === 'quoted' ? tax.state.totals.total : null}
            />
          </ClaimWinnerGate>
        </div>
      </div>
    </div>
  );
}

/**
 * The winner's payment: where to deliver, the card on file it charges, and Pay (refusals in the
 * server's words). Pay waits for the sales tax of the address, so the card is charged the total shown.
 */
function ClaimPayment({
  token,
  delivery,
  total,
}: {
  token: string;
  delivery: ReturnType<typeof useDeliveryDraft>;
  /** With the sales tax; null until the address is given and taxed. */
  total: string | null;
}) {
  const navigate = useNavigate();
  const pay = usePayClaim(token);
  const card = useMyCard();
  const { draft, errors, change, validate } = delivery;
  const payError =
    pay.error instanceof ApiRequestError
      ? pay.error.serverMessage
      : pay.error
        ? 'The payment failed: try again'
        : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validate() || total === null) return;
    pay.mutate(draft, { onSuccess: (answer) => void navigate(answer.confirmationPath) });
  };

  return (
    <form onSubmit={submit} aria-label="Claim and pay" className="space-y-6" noValidate>
      <DeliveryFormCards draft={draft} errors={errors} onChange={change} />
      <p className="text-sm" data-testid="claim-card">
        {card.isPending ? (
          'Checking your card on file...'
        ) : card.data ? (
          <>
            Charged to your card on file: <span className="capitalize">{card.data.brand}</span> ••••{' '}
            {card.data.last4}
          </>
        ) : (
          'You have no card on file: put one on file from the piece’s page first.'
        )}
      </p>
      {payError && (
        <p role="alert" className="border border-red-700/40 bg-red-50 px-4 py-3 text-sm text-red-800">
          {payError}
        </p>
      )}
      <button type="submit" disabled={pay.isPending || !card.data} className={buttonClass('solid', 'w-full')}>
        {pay.isPending ? 'Paying...' : total === null ? 'Pay' : `Pay ${formatPrice(total)}`}
      </button>
      {total === null && (
        <p className="text-center text-xs text-ink/65">
          The total, with the sales tax of the delivery address, shows once the address is filled in.
        </p>
      )}
    </form>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-2xl px-5 py-24 text-center" data-testid="claim-refused">
      <title>Claim link | Atelier</title>
      <h1 className="font-display text-4xl">This claim link cannot be used</h1>
      <p role="alert" className="mt-4 text-ink/75">
        {message}
      </p>
      <Link to="/" className={buttonClass('outline', 'mt-8')}>
        Back to the shop
      </Link>
    </div>
  );
}

export { ClaimRoute as Component };
