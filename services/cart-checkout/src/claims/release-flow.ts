import { CatalogUnavailableError, type StockHoldsClient } from '../catalog-client/stock-holds.client.js';
import type { CheckoutsRepository } from '../checkout/checkouts.repository.js';
import type { ClaimsRepository } from './claims.repository.js';

/**
 * The release flow's compensations in cart-checkout (libs/contracts/src/flows/release-flow.ts, step
 * payClaim): what a claim payment that cannot go on undoes, and what becomes of its claim, decided
 * here. ClaimPayment meets the setback; the repositories' conditional updates make each change once
 * (a claim lapses or reopens only from 'paying', a checkout fails only while open).
 */
export type PaymentSetback =
  /** Catalog would not hold the piece for the award: nothing was charged. */
  | 'pieceNotHeld'
  /** The card on file was declined: the piece is held, nothing charged. */
  | 'cardDeclined'
  /** Charged, but the piece was lost before the order: fulfilment refunded the payment and closed the checkout. */
  | 'lostAfterCharge';

export interface Undo {
  /** Release the claim's stock hold at once (else it runs out on its own in catalog). */
  releaseHold: boolean;
  /** Close the claim's checkout as failed. */
  failCheckout: boolean;
  /**
   * The claim: offered again (its link works until it expires), or lapsed as payment_failed
   * (checkout.claim.lapsed: catalog passes the piece on, as for an expired claim).
   */
  claim: 'reopen' | 'lapse';
}

export const undoOf: Record<PaymentSetback, Undo> = {
  pieceNotHeld: { releaseHold: false, failCheckout: true, claim: 'reopen' },
  cardDeclined: { releaseHold: true, failCheckout: true, claim: 'lapse' },
  lostAfterCharge: { releaseHold: false, failCheckout: false, claim: 'lapse' },
};

/** What the compensations touch: catalog's holds, the checkout, the claim. */
export interface ClaimPaymentParts {
  holds: Pick<StockHoldsClient, 'release'>;
  checkouts: Pick<CheckoutsRepository, 'close'>;
  claims: Pick<ClaimsRepository, 'reopen' | 'lapse'>;
}

/** Undoes what the setback calls for, in this order: the hold, the checkout, then the claim. */
export async function compensate(
  parts: ClaimPaymentParts,
  setback: PaymentSetback,
  claimId: string,
  checkout: { id: string; holdId: string },
): Promise<void> {
  const undo = undoOf[setback];
  if (undo.releaseHold) await releaseQuietly(parts.holds, checkout.holdId);
  if (undo.failCheckout) await parts.checkouts.close(checkout.id, 'failed');
  if (undo.claim === 'reopen') await parts.claims.reopen(claimId);
  else await parts.claims.lapse(claimId, 'payment_failed', 'paying');
}

async function releaseQuietly(holds: ClaimPaymentParts['holds'], holdId: string) {
  try {
    await holds.release(holdId);
  } catch (err) {
    // Catalog's own sweeper frees the piece when the hold runs out.
    if (!(err instanceof CatalogUnavailableError)) throw err;
  }
}
