import type { BidAnswer, MyAuctionStanding, PublicAuction } from '@atelier/contracts';
import { formatPrice } from '@/lib/format';
import { useMyStanding } from '../api/get-my-standing';

const BID_OUTCOME_TEXT = {
  leading: 'You are the highest bidder.',
  outbid: 'Your bid was taken, but an earlier maximum is higher: you are outbid.',
  max_raised: 'Your maximum is raised. You are still the highest bidder.',
} as const;

/** Where the buyer stands, in words: from the server's standing, never guessed from the price. */
export function standingText(mine: MyAuctionStanding, auction: PublicAuction): string | null {
  const max = formatPrice(mine.maxAmount);
  const award = mine.award;
  switch (mine.standing) {
    case 'none':
      return null;
    case 'leading':
      return `You are the highest bidder. We bid for you up to your maximum of ${max}.`;
    case 'outbid':
      return `You have been outbid: another bidder's maximum is above yours of ${max}. Bid again to lead.`;
    case 'won':
      if (award?.state === 'paid')
        return `You won this piece at ${formatPrice(award.price)} and paid for it.`;
      if (award?.state === 'lapsed')
        return 'You won, but the claim was not paid in time: the piece went to the next bidder.';
      return `You won at ${formatPrice(award?.price ?? auction.currentBid)}. We have texted you a link: open it to choose delivery and pay with your card on file before it expires.`;
    case 'lost':
      if (award?.state === 'offered')
        return `The winner did not claim it: the piece is offered to you at ${formatPrice(award.price)}. We have texted you a link to claim it.`;
      if (award?.state === 'paid') return `You bought this piece at ${formatPrice(award.price)}.`;
      if (auction.phase === 'cancelled') return 'This auction was cancelled: nobody won.';
      if (!auction.reserveMet) return 'The auction ended below its reserve: nobody won.';
      return `The auction ended and another bidder won. Your maximum was ${max}.`;
  }
}

/**
 * The buyer's own standing, read from the server for them (it survives a reload and agrees with
 * the admin's list). Right after their own bid, while nothing newer has happened, the bid's answer
 * says what that bid did; any later change shows the standing the server gives.
 */
export function MyAuctionStandingNote({
  auction,
  lastBid,
}: {
  auction: PublicAuction;
  lastBid?: BidAnswer | undefined;
}) {
  const mine = useMyStanding(auction);
  const fresh = lastBid && lastBid.auction.bidCount === auction.bidCount ? lastBid : undefined;
  const text = fresh ? BID_OUTCOME_TEXT[fresh.outcome] : mine.data && standingText(mine.data, auction);
  if (!text) return null;
  return (
    <p role="status" className="text-sm" data-testid="auction-standing">
      {text}
    </p>
  );
}
