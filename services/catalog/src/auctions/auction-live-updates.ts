import { Injectable } from '@nestjs/common';
import type { PublicAuction } from '@atelier/contracts';

type Listener = (auction: PublicAuction) => void;

/**
 * The open live-update streams of this catalog instance, by product. Fed by catalog.auction.changed
 * delivered per instance (so every instance's pages hear every bid, whichever instance took it),
 * after the change committed, and, sooner, by the bid this instance itself just took. An update no
 * newer than the last one a product's pages got (that bid's own event, a redelivery or a late event)
 * is dropped, so a page never goes back in time nor sees one change twice.
 */
@Injectable()
export class AuctionLiveUpdates {
  private readonly listeners = new Map<number, Set<Listener>>();
  private readonly latest = new Map<number, { auctionId: number; bidCount: number; at: string }>();

  listen(productId: number, listener: Listener): () => void {
    const set = this.listeners.get(productId) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(productId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) {
        this.listeners.delete(productId);
        this.latest.delete(productId);
      }
    };
  }

  publish(auction: PublicAuction): void {
    const set = this.listeners.get(auction.productId);
    if (!set) return;
    const last = this.latest.get(auction.productId);
    if (
      last &&
      last.auctionId === auction.id &&
      (auction.bidCount < last.bidCount ||
        (auction.bidCount === last.bidCount && auction.serverTime <= last.at))
    )
      return;
    this.latest.set(auction.productId, {
      auctionId: auction.id,
      bidCount: auction.bidCount,
      at: auction.serverTime,
    });
    for (const listener of set) listener(auction);
  }

  get streams(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }
}
