import { Injectable } from '@nestjs/common';
import type { MyBid, MyDrawEntrySummary, MyLike } from '@atelier/contracts';
import { Prisma } from '../generated/prisma/client.js';
import {
  AUCTION_COLUMNS,
  AUCTION_FROM,
  type AuctionRow,
  type OwnBidsRow,
  phaseOf,
  toMyStanding,
} from '../auctions/auction.mapper.js';
import { CatalogDatabase } from '../database/catalog-database.js';

const columns = Prisma.raw(AUCTION_COLUMNS);
const from = Prisma.raw(AUCTION_FROM);
/** A collector's lists are bounded: the newest this many. */
const LIMIT = 200;

type ClaimState = MyBid['claim'];
const claimStateOf = (state: string | null | undefined): ClaimState =>
  state === 'offered' || state === 'paid' || state === 'lapsed' ? state : null;

/**
 * A collector's own account (issue 34): every auction they bid on, every draw they entered and the
 * pieces they like, each read for the one buyer the gateway asserted (and the controller checked).
 * Standing comes from the rule the auction page and the admin's list read (toMyStanding).
 */
@Injectable()
export class CollectorAccountRepository {
  constructor(private readonly db: CatalogDatabase) {}

  async bids(buyerId: string): Promise<MyBid[]> {
    const rows = await this.db.prisma.$queryRaw<(AuctionRow & OwnBidsRow & { image_url: string | null })[]>`
      SELECT ${columns}, p.image_urls[1] AS image_url, mb.my_max,
        mine.state AS my_award_state, mine.rank AS my_award_rank, mine.price AS my_award_price
      FROM ${from}
      JOIN (SELECT auction_id, max(max_amount) AS my_max FROM catalog.bids
        WHERE buyer_id = ${buyerId}::uuid GROUP BY auction_id) mb ON mb.auction_id = a.id
      LEFT JOIN LATERAL (SELECT state, rank, price FROM catalog.awards
        WHERE source = 'auction' AND source_id = a.id AND buyer_id = ${buyerId}::uuid
        ORDER BY rank DESC LIMIT 1) mine ON true
      ORDER BY (a.status = 'active') DESC, a.end_time DESC
      LIMIT ${LIMIT}`;
    return rows.map((row) => {
      const standing = toMyStanding(row, buyerId, null);
      return {
        auctionId: row.id,
        productId: row.product_id,
        productName: row.product_name,
        imageUrl: row.image_url,
        phase: phaseOf(row),
        currentBid: row.current_bid === null ? null : row.current_bid.toFixed(2),
        maxAmount: standing.maxAmount ?? '0.00',
        // Every row has a bid of theirs, so the rule never answers 'none' here.
        standing: standing.standing === 'none' ? 'lost' : standing.standing,
        endTime: row.end_time.toISOString(),
        claim: claimStateOf(standing.award?.state),
      };
    });
  }

  async drawEntries(buyerId: string): Promise<MyDrawEntrySummary[]> {
    const entries = await this.db.prisma.drawEntry.findMany({
      where: { buyerId },
      orderBy: { createdAt: 'desc' },
      take: LIMIT,
      include: {
        release: {
          select: {
            id: true,
            productId: true,
            quantity: true,
            status: true,
            closesAt: true,
            product: { select: { name: true, imageUrls: true } },
          },
        },
      },
    });
    const releaseIds = entries.map((entry) => entry.releaseId);
    const awards = await this.db.prisma.award.findMany({
      where: { source: 'draw', sourceId: { in: releaseIds } },
      select: { sourceId: true, buyerId: true, state: true, rank: true },
      orderBy: { rank: 'asc' },
    });
    return entries.map((entry) => {
      const { release } = entry;
      const ofRelease = awards.filter((award) => award.sourceId === release.id);
      const mine = ofRelease.filter((award) => award.buyerId === buyerId).at(-1);
      const claimsOpen = ofRelease.some((award) => award.state === 'offered');
      const drawn = release.status === 'drawn';
      const waitlisted = drawn && !mine && entry.position !== null && entry.position > release.quantity;
      return {
        releaseId: release.id,
        productId: release.productId,
        productName: release.product.name,
        imageUrl: release.product.imageUrls[0] ?? null,
        state: drawn ? 'drawn' : 'open',
        enteredAt: entry.createdAt.toISOString(),
        closesAt: release.closesAt.toISOString(),
        result: !drawn ? null : mine ? 'won' : claimsOpen && waitlisted ? 'waitlisted' : 'not_drawn',
        position: drawn ? entry.position : null,
        waitlistPosition: waitlisted && claimsOpen ? entry.position! - release.quantity : null,
        claim: claimStateOf(mine?.state),
      };
    });
  }

  async likes(buyerId: string): Promise<MyLike[]> {
    const rows = await this.db.prisma.productLike.findMany({
      where: {
        buyerId,
        OR: [{ product: { decommissioned: false } }, { comingSoonId: { not: null } }],
      },
      orderBy: { createdAt: 'desc' },
      take: LIMIT,
      select: {
        createdAt: true,
        product: { select: { id: true, name: true, imageUrls: true } },
        comingSoon: { select: { id: true, name: true, imageUrls: true } },
      },
    });
    return rows.flatMap((row): MyLike[] => {
      const item = row.product ?? row.comingSoon;
      if (!item) return [];
      return [
        {
          kind: row.product ? 'product' : 'coming-soon',
          id: item.id,
          name: item.name,
          imageUrl: item.imageUrls[0] ?? null,
          likedAt: row.createdAt.toISOString(),
        },
      ];
    });
  }
}
