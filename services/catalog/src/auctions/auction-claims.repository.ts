import { Injectable } from '@nestjs/common';
import { type AwardRow, AwardsRepository, type NewAward } from '../awards/awards.repository.js';
import type { CatalogTransaction } from '../database/catalog-database.js';
import { recordAuctionChanged } from './auctions.repository.js';
import type { BidderMaximum } from './second-chance.js';

/** The auction a lapsed claim came from, read under its row's lock. */
export interface LockedAuction {
  productId: number;
  productName: string;
  /** Decimal string, or null without a reserve. */
  reserve: string | null;
}

/**
 * What an auction's claims read and write, in the claim event's transaction: the awards' moves
 * (conditional: a redelivered event finds the award moved and changes nothing), the auction row's
 * lock, the bidders' maximums, the piece back on sale. What to do is AuctionClaimsService's.
 */
@Injectable()
export class AuctionClaimsRepository {
  settle(
    tx: CatalogTransaction,
    awardId: string,
    outcome: { state: 'paid' } | { state: 'lapsed'; reason: string },
  ): Promise<AwardRow | null> {
    return AwardsRepository.settle(tx, awardId, outcome);
  }

  /** Locks the auction row until the transaction ends: its lapses take turns. */
  async lockAuction(tx: CatalogTransaction, auctionId: number): Promise<LockedAuction> {
    const [auction] = await tx.$queryRaw<
      { product_id: number; name: string; reserve_price: { toFixed(n: number): string } | null }[]
    >`
      SELECT a.product_id, p.name, a.reserve_price FROM catalog.auctions a
      JOIN catalog.products p ON p.id = a.product_id WHERE a.id = ${auctionId} FOR UPDATE OF a`;
    return {
      productId: auction!.product_id,
      productName: auction!.name,
      reserve: auction!.reserve_price?.toFixed(2) ?? null,
    };
  }

  /** Each buyer's highest maximum on the auction, and their first bid's sequence. */
  async bidderMaximums(tx: CatalogTransaction, auctionId: number): Promise<BidderMaximum[]> {
    const rows = await tx.$queryRaw<
      { buyer_id: string; maximum: { toFixed(n: number): string }; first_sequence: bigint | number }[]
    >`
      SELECT buyer_id::text AS buyer_id, max(max_amount) AS maximum, min(sequence) AS first_sequence
      FROM catalog.bids WHERE auction_id = ${auctionId} AND buyer_id IS NOT NULL GROUP BY buyer_id`;
    return rows.map((r) => ({
      buyerId: r.buyer_id,
      maximum: r.maximum.toFixed(2),
      firstSequence: Number(r.first_sequence),
    }));
  }

  awardedBuyers = (tx: CatalogTransaction, auctionId: number) =>
    AwardsRepository.awardedBuyers(tx, 'auction', auctionId);

  async offer(tx: CatalogTransaction, award: NewAward): Promise<void> {
    await AwardsRepository.offer(tx, award);
  }

  /** The piece is no longer kept for the auction (sold by its paid claim, or on sale again). */
  async releaseThePiece(tx: CatalogTransaction, productId: number): Promise<void> {
    await tx.product.update({ where: { id: productId }, data: { underAuction: false } });
  }

  /** catalog.auction.changed: the product's open pages read the auction as it now is. */
  announce = (tx: CatalogTransaction, auctionId: number) => recordAuctionChanged(tx, auctionId);
}
