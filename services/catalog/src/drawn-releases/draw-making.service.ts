import { Inject, Injectable } from '@nestjs/common';
import type { PublicDrawnRelease } from '@atelier/contracts';
import type { CatalogTransaction } from '../database/catalog-database.js';
import type { QuicknetBeacon } from './beacon/verify-beacon.js';
import { drawKey, drawOrder } from './draw-order.js';
import { drawTaking } from './entry-window.js';
import { DrawnReleasesRepository } from './drawn-releases.repository.js';
import { backOnSale, nextOffers } from './release-offers.js';

/** What making a draw and settling its offers read and write (DrawnReleasesRepository; a fake in unit tests). */
export type DrawStore = Pick<
  DrawnReleasesRepository,
  | 'inTransaction'
  | 'lockRelease'
  | 'markDrawn'
  | 'entriesOf'
  | 'storeOrder'
  | 'lock'
  | 'offerState'
  | 'offer'
  | 'settle'
  | 'putBackOnSale'
  | 'announce'
  | 'recordDrawMade'
>;

export type AwardOutcome = { state: 'paid' } | { state: 'lapsed'; reason: string };

/**
 * A drawn release from its close to its last claim: the draw (the entries ordered by the release's
 * algorithm, the first `quantity` offered the piece; whether it is drawn now: entry-window.ts) and each claim's end (a lapse offers the piece
 * to the next in line; with no offer open and nobody left, the unsold pieces go back on sale). The
 * rules are here and in release-offers.ts; the store holds the release row's lock and makes each
 * change conditional, so closers and consumers on several instances act once.
 */
@Injectable()
export class DrawMakingService {
  constructor(@Inject(DrawnReleasesRepository) private readonly store: DrawStore) {}

  /**
   * Draws a release whose window has passed (`early` null) or now (the admin's early close, with a
   * reason); a drand release only with its round's verified beacon. Null when it was not drawn now
   * (drawn already, not due, or a beacon missing).
   */
  draw(
    releaseId: number,
    early: { reason: string } | null,
    beacon: QuicknetBeacon | null = null,
  ): Promise<PublicDrawnRelease | null> {
    return this.store.inTransaction(async (tx) => {
      const locked = await this.store.lockRelease(tx, releaseId);
      const taking = locked && drawTaking(locked, early, beacon);
      if (!taking) return null;
      const taken = await this.store.markDrawn(tx, releaseId, taking, beacon);
      if (!taken) return null;
      const entries = await this.store.entriesOf(tx, releaseId);
      const order = drawOrder(
        drawKey(taken.seed, taken.beaconRandomness),
        entries.map((entry) => entry.id),
      );
      await this.store.storeOrder(tx, order);
      await this.offerNext(tx, releaseId);
      const release = await this.store.announce(tx, releaseId);
      const buyerOf = new Map(entries.map((entry) => [entry.id, entry.buyerId]));
      await this.store.recordDrawMade(
        tx,
        release,
        order.map((id, i) => ({ buyerId: buyerOf.get(id)!, position: i + 1 })),
      );
      return release;
    }, 30_000);
  }

  /**
   * A claim of this release ended (checkout.claim.paid or .lapsed), in the consumer's transaction.
   * False when the award was not open (a redelivery or an unknown award): nothing changes then.
   */
  async settleAward(
    tx: CatalogTransaction,
    award: { awardId: string; releaseId: number },
    outcome: AwardOutcome,
  ): Promise<boolean> {
    await this.store.lock(tx, award.releaseId);
    if (!(await this.store.settle(tx, award.awardId, outcome))) return false;
    await this.offerNext(tx, award.releaseId);
    // The product's open pages hear it: a paid piece reads sold, an unclaimed one is on sale again.
    await this.store.announce(tx, award.releaseId);
    return true;
  }

  /** Under the release row's lock (the draw's UPDATE or lock()): two settlements never offer one piece twice. */
  private async offerNext(tx: CatalogTransaction, releaseId: number): Promise<void> {
    const state = await this.store.offerState(tx, releaseId);
    const offers = nextOffers(state.quantity, state.offers, state.placed);
    for (const offer of offers)
      await this.store.offer(tx, {
        source: 'draw',
        sourceId: releaseId,
        productId: state.productId,
        productName: state.productName,
        buyerId: offer.buyerId,
        price: state.price,
        rank: offer.rank,
      });
    if (backOnSale(state.offers, offers.length)) await this.store.putBackOnSale(tx, releaseId);
  }
}
