import { useId, useState } from 'react';
import type { AdminOffer } from '@atelier/contracts';
import { AdminSaleCard, type SaleFact } from '@/components/admin/admin-sale-card';
import { OfferAmountAndNote } from '@/components/offers/offer-amount-and-note';
import { buttonClass } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { formatDateTime, formatPrice } from '@/lib/format';
import { useAdminOffers, useDecideOffer } from '../api/admin-offers';

type Deciding = { offer: AdminOffer; action: 'accept' | 'counter' | 'decline' };

/**
 * The owner's offers (issue 34): standing ones first (soonest to expire first), each with Accept,
 * Counter and Decline, each confirmed in a dialog saying what follows; then the closed ones.
 */
export function OffersManagement({ csrfToken }: { csrfToken: string }) {
  const offers = useAdminOffers();
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const standing = offers.data?.filter((o) => o.state === 'open' || o.state === 'countered') ?? [];
  const closed = offers.data?.filter((o) => o.state !== 'open' && o.state !== 'countered') ?? [];
  return (
    <div className="grid grid-cols-1 gap-8">
      <section aria-label="Offers" className="grid grid-cols-1 gap-4">
        <h2 className="font-display text-3xl">Offers</h2>
        <p className="text-sm text-ink/70">
          Buyers make offers on pieces marked open to offers (Products → Edit). Offers below a piece&rsquo;s
          floor are declined automatically and do not show as open here.
        </p>
        {offers.isPending && <p className="text-ink/60">Loading offers...</p>}
        {offers.isError && <LoadError title="Offers could not be loaded" query={offers} />}
        {offers.data?.length === 0 && <p className="text-ink/70">No offers yet.</p>}
        {offers.data && offers.data.length > 0 && standing.length === 0 && (
          <p className="text-ink/70">No offers waiting for an answer.</p>
        )}
        {standing.map((offer) => (
          <OfferCard
            key={offer.offerId}
            offer={offer}
            onDecide={(action) => setDeciding({ offer, action })}
          />
        ))}
        {closed.length > 0 && (
          <>
            <h3 className="mt-4 font-display text-2xl">Answered and closed</h3>
            {closed.map((offer) => (
              <OfferCard key={offer.offerId} offer={offer} onDecide={() => undefined} />
            ))}
          </>
        )}
      </section>
      <DecideOfferDialog target={deciding} csrfToken={csrfToken} onClose={() => setDeciding(null)} />
    </div>
  );
}

function OfferCard({
  offer,
  onDecide,
}: {
  offer: AdminOffer;
  onDecide: (action: Deciding['action']) => void;
}) {
  const facts: SaleFact[] = [
    { label: 'Offer', value: formatPrice(offer.amount), testId: 'offer-amount' },
    { label: 'List price', value: formatPrice(offer.listPrice) },
    { label: 'Buyer', value: offer.buyerLabel },
    {
      label: offer.state === 'open' || offer.state === 'countered' ? 'Stands until' : 'Made',
      value: formatDateTime(
        offer.state === 'open' || offer.state === 'countered' ? offer.expiresAt : offer.createdAt,
      ),
    },
  ];
  if (offer.counterAmount) facts.push({ label: 'Your counter', value: formatPrice(offer.counterAmount) });
  if (offer.state === 'accepted' || offer.closeReason === 'claim_lapsed')
    facts.push({ label: 'Claim', value: claimText(offer), testId: 'offer-claim' });
  if (offer.closeReason && offer.closeReason !== 'claim_lapsed')
    facts.push({ label: 'Why closed', value: reasonText[offer.closeReason] });
  return (
    <AdminSaleCard title={offer.productName} phase={phaseText(offer)} facts={facts} testId="admin-offer">
      {offer.note && (
        <blockquote className="mt-3 border-l-2 border-brass-700/60 pl-3 text-sm text-ink/80">
          &ldquo;{offer.note}&rdquo;
        </blockquote>
      )}
      {offer.counterNote && (
        <p className="mt-2 text-sm text-ink/70">
          Your note with the counter: &ldquo;{offer.counterNote}&rdquo;
        </p>
      )}
      {offer.state === 'open' && (
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className={buttonClass('solid')} onClick={() => onDecide('accept')}>
            Accept...
          </button>
          <button type="button" className={buttonClass('outline')} onClick={() => onDecide('counter')}>
            Counter...
          </button>
          <button type="button" className={buttonClass('outline')} onClick={() => onDecide('decline')}>
            Decline...
          </button>
        </div>
      )}
      {offer.state === 'countered' && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p className="text-sm text-ink/70">Waiting for the buyer to accept or decline your counter.</p>
          <button type="button" className={buttonClass('outline')} onClick={() => onDecide('decline')}>
            Withdraw the counter and decline...
          </button>
        </div>
      )}
    </AdminSaleCard>
  );
}

const phaseText = (offer: AdminOffer) => (offer.state === 'countered' ? 'countered' : offer.state);

const reasonText: Record<NonNullable<AdminOffer['closeReason']>, string> = {
  below_floor: 'Below your floor: declined automatically',
  declined_by_owner: 'You declined it',
  counter_declined: 'The buyer declined your counter',
  piece_gone: 'You accepted another offer on the piece',
  timed_out: 'It expired without an answer',
  claim_lapsed: 'Accepted, but not paid in time',
};

function claimText(offer: AdminOffer): string {
  if (offer.claimState === 'paid') return `Paid at ${formatPrice(offer.agreedPrice)}`;
  if (offer.claimState === 'lapsed' || offer.closeReason === 'claim_lapsed')
    return 'Not paid in time: the piece is on sale again';
  return `Waiting for the buyer to pay ${formatPrice(offer.agreedPrice)}`;
}

/** What accepting does, said before it is done. */
export function acceptConsequences(offer: AdminOffer): string {
  return `${offer.buyerLabel} gets "${offer.productName}" at ${formatPrice(offer.amount)} (list price ${formatPrice(offer.listPrice)}). The piece is held for them at once: nobody else can buy it, and every other offer on it is declined (their buyers are texted). They are texted a link to pay; their card on file is charged only when they pay there. If they do not pay within 48 hours, the piece goes back on sale.`;
}

export function declineConsequences(offer: AdminOffer): string {
  return `${offer.buyerLabel}'s offer of ${formatPrice(offer.amount)} on "${offer.productName}" is declined and they are texted so. They may make another offer while the piece is open to offers. This cannot be undone.`;
}

function DecideOfferDialog({
  target,
  csrfToken,
  onClose,
}: {
  target: Deciding | null;
  csrfToken: string;
  onClose: () => void;
}) {
  const decide = useDecideOffer(csrfToken);
  const id = useId();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const close = () => {
    setAmount('');
    setNote('');
    setAmountError(undefined);
    decide.reset();
    onClose();
  };
  if (!target) return null;
  const { offer, action } = target;
  const confirm = () => {
    if (action !== 'counter') return decide.mutate({ offerId: offer.offerId, action }, { onSuccess: close });
    const value = Number(amount);
    if (!amount.trim() || !Number.isFinite(value) || value <= 0)
      return setAmountError('Enter your counter, in dollars');
    setAmountError(undefined);
    decide.mutate(
      { offerId: offer.offerId, action, amount: amount.trim(), note: note.trim() || null },
      { onSuccess: close },
    );
  };
  const copy = {
    accept: {
      title: `Accept ${formatPrice(offer.amount)} for "${offer.productName}"?`,
      description: acceptConsequences(offer),
      confirmLabel: 'Accept offer',
      pendingLabel: 'Accepting...',
    },
    counter: {
      title: `Counter ${offer.buyerLabel}'s offer of ${formatPrice(offer.amount)}?`,
      description: `Name your price for "${offer.productName}": above their offer and below the list price of ${formatPrice(offer.listPrice)}. They are texted your counter and may accept it (the piece is then held for them to pay) or decline it, until it expires.`,
      confirmLabel: 'Send counter',
      pendingLabel: 'Sending...',
    },
    decline: {
      title: `Decline ${formatPrice(offer.amount)} for "${offer.productName}"?`,
      description: declineConsequences(offer),
      confirmLabel: 'Decline offer',
      pendingLabel: 'Declining...',
    },
  }[action];
  return (
    <ConfirmDialog open {...copy} pending={decide.isPending} onConfirm={confirm} onClose={close}>
      {action === 'counter' && (
        <div className="mt-4 grid gap-4">
          <OfferAmountAndNote
            id={id}
            amountLabel="Your counter (USD)"
            noteLabel="A note to the buyer (optional)"
            amountError={amountError}
            amount={amount}
            onAmountChange={setAmount}
            note={note}
            onNoteChange={setNote}
          />
        </div>
      )}
    </ConfirmDialog>
  );
}
