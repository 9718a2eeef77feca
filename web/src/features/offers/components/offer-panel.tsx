import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { MyOffer } from '@atelier/contracts';
import { OFFER_NOTE_MAX } from '@atelier/contracts/storefront-constants';
import { OfferAmountAndNote } from '@/components/offers/offer-amount-and-note';
import { buttonClass } from '@/components/ui/button-styles';
import { ApiRequestError } from '@/lib/api-client';
import { formatDateTimeWithZone, formatPrice } from '@/lib/format';
import { offerClaimQueryOptions, useAnswerOffer, useMakeOffer, useMyOffer } from '../api/my-offer';

type OfferPanelProps = {
  productId: number;
  /** The piece's price: offers are below it. */
  price: string;
  /** For sale now (not sold, not held): otherwise only a buyer with an offer on it sees the panel. */
  takingOffers: boolean;
  /** The verified buyer on this device (undefined: none yet, or not known yet): their offer is read for them. */
  buyerId: string | undefined;
  /** Wraps the buyer's side in the route's checks (verified phone, texts on, card on file). */
  gate: (form: ReactNode) => ReactNode;
};

/**
 * "Make an offer" on a piece open to offers (issue 34): closed behind a button until the shopper
 * asks (or already has an offer on it); then, for a verified buyer with a card on file, their offer
 * as it stands (with the owner's counter to accept or decline) or the form to make one.
 */
export function OfferPanel({ productId, price, takingOffers, buyerId, gate }: OfferPanelProps) {
  const mine = useMyOffer(productId, buyerId);
  const [asked, setAsked] = useState(false);
  const hasOffer = Boolean(mine.data?.offer);
  if (!takingOffers && !hasOffer) return null;
  const open = asked || hasOffer;
  return (
    <section
      aria-labelledby={`offer-${productId}`}
      className="border border-ink/15 p-6 sm:p-8"
      data-testid="offer-panel"
    >
      <h2 id={`offer-${productId}`} className="font-display text-2xl">
        {takingOffers ? 'Open to offers' : 'Your offer'}
      </h2>
      {takingOffers && (
        <p className="mt-2 text-sm text-ink/70">
          Offer what this piece is worth to you, below its price of {formatPrice(price)}. The owner accepts,
          counters or declines; once accepted, the piece is held for you and you pay with your card on file.
        </p>
      )}
      {open ? (
        <div className="mt-5">{gate(<OfferForm productId={productId} buyerId={buyerId} />)}</div>
      ) : (
        <button
          type="button"
          className={buttonClass('outline', 'mt-5 w-full')}
          aria-expanded={false}
          onClick={() => setAsked(true)}
        >
          Make an offer
        </button>
      )}
    </section>
  );
}

/** The verified buyer's side: their offer as it stands, and the form when they may make one. */
export function OfferForm({ productId, buyerId }: { productId: number; buyerId: string | undefined }) {
  const mine = useMyOffer(productId, buyerId);
  if (mine.isPending) return <p className="text-sm text-ink/60">Loading your offer...</p>;
  if (mine.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        Your offer could not be loaded: reload the page.
      </p>
    );
  const offer = mine.data?.offer ?? null;
  const standing = offer && (offer.state === 'open' || offer.state === 'countered');
  const accepted = offer?.state === 'accepted';
  return (
    <div className="grid gap-4">
      {offer && <OfferStatus productId={productId} buyerId={buyerId} offer={offer} />}
      {!standing &&
        !accepted &&
        (mine.data?.acceptingOffers ? (
          <NewOfferForm productId={productId} buyerId={buyerId} again={offer !== null} />
        ) : (
          <p className="text-sm text-ink/70" data-testid="offer-closed">
            This piece takes no offers right now.
          </p>
        ))}
    </div>
  );
}

function OfferStatus({
  productId,
  buyerId,
  offer,
}: {
  productId: number;
  buyerId: string | undefined;
  offer: MyOffer;
}) {
  const answer = useAnswerOffer(productId, buyerId);
  const error = errorText(answer.error, 'That did not go through: try again');
  const act = (action: 'withdraw' | 'accept-counter' | 'decline-counter') =>
    answer.mutate({ offerId: offer.offerId, action });
  const yours = `Your offer of ${formatPrice(offer.amount)}`;
  return (
    <div
      className="grid gap-3 border-t border-ink/10 pt-4 text-sm"
      data-testid="my-offer"
      data-state={offer.state}
    >
      {offer.state === 'open' && (
        <>
          <p className="font-medium">{yours} is with the owner.</p>
          <p className="text-ink/70">
            It stands until {formatDateTimeWithZone(offer.expiresAt)}; we text you their answer.
          </p>
          <button
            type="button"
            className={buttonClass('outline', 'w-full')}
            disabled={answer.isPending}
            onClick={() => act('withdraw')}
          >
            {answer.isPending ? 'Withdrawing...' : 'Withdraw my offer'}
          </button>
        </>
      )}
      {offer.state === 'countered' && offer.counterAmount && (
        <>
          <p className="font-medium">
            The owner answered {yours.toLowerCase()} with {formatPrice(offer.counterAmount)}.
          </p>
          {offer.counterNote && (
            <blockquote className="border-l-2 border-brass-700/60 pl-3 text-ink/80">
              {offer.counterNote}
            </blockquote>
          )}
          <p className="text-ink/70">
            Accept it and the piece is held for you at {formatPrice(offer.counterAmount)}, to pay with your
            card on file. The counter stands until {formatDateTimeWithZone(offer.expiresAt)}.
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <button
              type="button"
              className={buttonClass('solid', 'w-full')}
              disabled={answer.isPending}
              onClick={() => act('accept-counter')}
            >
              Accept {formatPrice(offer.counterAmount)}
            </button>
            <button
              type="button"
              className={buttonClass('outline', 'w-full')}
              disabled={answer.isPending}
              onClick={() => act('decline-counter')}
            >
              Decline
            </button>
          </div>
        </>
      )}
      {offer.state === 'accepted' && <AcceptedOffer productId={productId} offer={offer} />}
      {offer.state !== 'open' && offer.state !== 'countered' && offer.state !== 'accepted' && (
        <p>{closedText(offer)}</p>
      )}
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** Accepted: where to pay (the claim link, also texted), or that it is paid. */
function AcceptedOffer({ productId, offer }: { productId: number; offer: MyOffer }) {
  const waiting = offer.claimState === 'offered';
  const claim = useQuery(offerClaimQueryOptions(productId, waiting));
  const price = formatPrice(offer.agreedPrice ?? offer.amount);
  if (offer.claimState === 'paid')
    return (
      <p className="font-medium">Your offer was accepted and paid for at {price}. The piece is yours.</p>
    );
  return (
    <>
      <p className="font-medium">The owner accepted: the piece is yours at {price}.</p>
      <p className="text-ink/70">
        It is held for you while you pay with your card on file; we texted you the link too.
      </p>
      {claim.data ? (
        <Link to={claim.data.claimPath} className={buttonClass('solid', 'w-full')}>
          Pay for it now
        </Link>
      ) : (
        waiting && <p className="text-ink/60">Preparing your link to pay...</p>
      )}
    </>
  );
}

function closedText(offer: MyOffer): string {
  const yours = `Your offer of ${formatPrice(offer.amount)}`;
  switch (offer.closeReason) {
    case 'below_floor':
      return `${yours} was declined automatically: it is below what the owner will consider for this piece.`;
    case 'declined_by_owner':
      return `${yours} was declined by the owner.`;
    case 'counter_declined':
      return `You declined the owner's counter of ${formatPrice(offer.counterAmount)}.`;
    case 'piece_gone':
      return `${yours} was not accepted: the owner accepted another offer on the piece.`;
    case 'timed_out':
      return `${yours} expired without an answer.`;
    case 'claim_lapsed':
      return `${yours} was accepted, but it was not paid in time: the piece is on sale again.`;
    default:
      return offer.state === 'withdrawn' ? `You withdrew ${yours.toLowerCase()}.` : `${yours} is closed.`;
  }
}

function NewOfferForm({
  productId,
  buyerId,
  again,
}: {
  productId: number;
  buyerId: string | undefined;
  again: boolean;
}) {
  const id = useId();
  const make = useMakeOffer(productId, buyerId);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const serverError = errorText(make.error, 'Your offer could not be sent: try again');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    if (!amount.trim() || !Number.isFinite(value) || value <= 0) {
      setAmountError('Enter the amount you offer, in dollars');
      return;
    }
    setAmountError(undefined);
    make.mutate(
      { amount: amount.trim(), note: note.trim() || null },
      { onSuccess: () => (setAmount(''), setNote('')) },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Make an offer" className="grid gap-4">
      <OfferAmountAndNote
        id={id}
        amountLabel={again ? 'Your new offer (USD)' : 'Your offer (USD)'}
        noteLabel="A note to the owner (optional)"
        amountError={amountError}
        amount={amount}
        onAmountChange={setAmount}
        note={note}
        onNoteChange={setNote}
      />
      <p className="text-xs text-ink/65">
        {note.length}/{OFFER_NOTE_MAX} characters. An accepted offer is binding: the piece is held for you and
        charged to your card on file when you pay.{' '}
        <Link to="/terms#auctions-and-draws" className="underline underline-offset-4 hover:text-ink">
          Terms
        </Link>
        .
      </p>
      {serverError && (
        <p role="alert" className="text-sm text-red-800">
          {serverError}
        </p>
      )}
      <button type="submit" className={buttonClass('solid', 'w-full')} disabled={make.isPending}>
        {make.isPending ? 'Sending...' : 'Send my offer'}
      </button>
    </form>
  );
}

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError ? error.serverMessage : error ? fallback : null;
