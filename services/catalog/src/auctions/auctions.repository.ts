import { Injectable } from '@nestjs/common';
import type { z } from 'zod';
import {
  type AdminAuction,
  type AdminAuctionDetail,
  type AuctionPhase,
  type AuctionState,
  type MyAuctionStanding,
  auctionChangedEvent,
  auctionEndedEvent,
  auctionOutbidEvent,
  type OpenAuctionInput,
  type PublicAuction,
} from '@atelier/contracts';
import { newEvent, recordEvent } from '@atelier/platform';
import { Prisma } from '../generated/prisma/client.js';
import { AwardsRepository, type NewAward } from '../awards/awards.repository.js';
import { CatalogDatabase, type CatalogTransaction } from '../database/catalog-database.js';
import type { EndedAuction } from './auction-result.js';
import type { AuctionBidState } from './bid-decision.js';
import {
  AUCTION_COLUMNS,
  AUCTION_FROM,
  type AuctionRow,
  type BidRow,
  type OwnBidsRow,
  phaseOf,
  toAdminAuction,
  toAuctionBid,
  toAuctionState,
  toMyStanding,
  toPublicAuction,
} from './auction.mapper.js';
import { readBidderNumber, readBidHistory } from './bid-history.query.js';
import { type Cents, toCents, toDecimalString } from './money.js';

const columns = Prisma.raw(AUCTION_COLUMNS);
const from = Prisma.raw(AUCTION_FROM);

type Money = { toFixed(places: number): string };

/** An auction as a bid is decided on it (AuctionsService, bid-decision.ts), on the database's clock. */
export interface BiddingAuction {
  productId: number;
  productName: string;
  phase: AuctionPhase;
  bidCount: number;
  /** Seconds until its end when it was read. */
  secondsLeft: number;
  bidState: AuctionBidState;
  /** Its state, as a refused bid's answer gives it. */
  state: AuctionState;
}

/** An accepted bid as takeBid writes it: the decision, the count it was decided on, the end's move. */
export interface TakenBid {
  seenBidCount: number;
  kind: 'bid' | 'max_raised';
  price: Cents;
  leaderBuyerId: string;
  leaderMax: Cents;
  extendSeconds: number;
}

export interface NewBid {
  productId: number;
  auctionId: number;
  buyerId: string;
  price: Cents;
  maxAmount: Cents;
  sequence: number;
  kind: 'bid' | 'max_raised';
  leaderBuyerId: string;
}

/** An auction its close just ended, as AuctionClosingService decides its result. */
export interface EndingAuction extends EndedAuction {
  productId: number;
  productName: string;
}

export type OpenAuctionResult =
  | { outcome: 'opened'; auction: AdminAuction }
  | { outcome: 'refused'; piece: { underAuction: boolean; reservedQuantity: number } };

/**
 * Auctions and bids: the reads and writes, with the locks and conditional updates that make them
 * safe; what a bid or a close decides is AuctionsService's and AuctionClosingService's (with
 * bid-decision.ts and auction-result.ts). A bid is decided under the auction row's lock (SELECT ...
 * FOR UPDATE) and then taken by one conditional UPDATE that also re-checks, on the database's
 * clock, that the auction is still open: concurrent bids are ordered by the row lock, and a bid that
 * arrives after the end is refused even if no sweeper has closed the auction yet. A close is one
 * conditional UPDATE too. Every change records its events in the same transaction (outbox).
 */
@Injectable()
export class AuctionsRepository {
  constructor(private readonly db: CatalogDatabase) {}

  /** Whether a piece could be auctioned at all; null when there is no such product. */
  productForAuction(
    productId: number,
  ): Promise<{ decommissioned: boolean; isBiddingEnabled: boolean } | null> {
    return this.db.prisma.product.findUnique({
      where: { id: productId },
      select: { decommissioned: true, isBiddingEnabled: true },
    });
  }

  /**
   * Opens the auction if the piece is free: it is marked under auction only while nothing holds it
   * and a piece is left, under the product row's lock (a checkout hold racing this either took the
   * piece first, refused here, or is refused by the mark: its conditional UPDATE reads this column
   * of the row). Refused, the piece as it then was.
   */
  async open(input: OpenAuctionInput): Promise<OpenAuctionResult> {
    try {
      return await this.db.transaction(async (tx) => {
        const marked = await tx.$executeRaw`
          UPDATE catalog.products SET under_auction = true
          WHERE id = ${input.productId} AND NOT under_auction AND reserved_quantity = 0 AND quantity >= 1`;
        if (marked === 0) {
          const piece = await tx.product.findUniqueOrThrow({
            where: { id: input.productId },
            select: { underAuction: true, reservedQuantity: true },
          });
          return { outcome: 'refused' as const, piece };
        }
        const created = await tx.auction.create({
          data: {
            productId: input.productId,
            startingBid: input.startingBid,
            minimumBidIncrement: input.minimumBidIncrement,
            reservePrice: input.reservePrice ?? null,
            estimateLow: input.estimateLow ?? null,
            estimateHigh: input.estimateHigh ?? null,
            ...(input.startsAt ? { startsAt: new Date(input.startsAt) } : {}),
            endTime: new Date(input.endTime),
          },
        });
        const row = await readRow(tx, created.id, false);
        await recordChanged(tx, row!);
        return { outcome: 'opened' as const, auction: toAdminAuction(row!) };
      });
    } catch (error) {
      // The partial unique index: this piece already has an auction that is not over.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
        return { outcome: 'refused', piece: { underAuction: true, reservedQuantity: 0 } };
      throw error;
    }
  }

  /** Runs `work` in one transaction: a bid or a close commits with its events. */
  inTransaction<T>(work: (tx: CatalogTransaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The auction as a bid is decided on it, read without a lock (possibly stale). */
  async readForBid(auctionId: number): Promise<BiddingAuction | null> {
    const row = await readRow(this.db.prisma, auctionId, false);
    return row && toBiddingAuction(row);
  }

  /** The same, locking the auction row until the transaction ends: bids on one auction take turns. */
  async lockForBid(tx: CatalogTransaction, auctionId: number): Promise<BiddingAuction | null> {
    const row = await readRow(tx, auctionId, true);
    return row && toBiddingAuction(row);
  }

  /**
   * Takes an accepted bid: one conditional UPDATE, so the bid is taken only if the auction is still
   * open on the database's clock now and still at the state it was decided on (its bid count), and
   * never moves the price below the next minimum. The bid's sequence, or null when it was not taken.
   */
  async takeBid(tx: CatalogTransaction, auctionId: number, bid: TakenBid): Promise<number | null> {
    const price = toDecimalString(bid.price);
    const taken = await tx.$queryRaw<{ bid_count: number }[]>`
      UPDATE catalog.auctions SET
        current_bid = ${price}::numeric,
        leader_buyer_id = ${bid.leaderBuyerId}::uuid,
        leader_max = ${toDecimalString(bid.leaderMax)}::numeric,
        bid_count = bid_count + 1,
        end_time = end_time + make_interval(secs => ${bid.extendSeconds})
      WHERE id = ${auctionId} AND status = 'active' AND bid_count = ${bid.seenBidCount}
        AND clock_timestamp() >= starts_at AND clock_timestamp() < end_time
        AND (${bid.kind} = 'max_raised' OR current_bid IS NULL
             OR ${price}::numeric >= current_bid + minimum_bid_increment
             OR ${price}::numeric = reserve_price)
      RETURNING bid_count`;
    return taken[0]?.bid_count ?? null;
  }

  /** The bid's row in the auction's history (its sequence from takeBid). */
  async recordBid(tx: CatalogTransaction, bid: NewBid): Promise<void> {
    await tx.$executeRaw`
      INSERT INTO catalog.bids (product_id, auction_id, amount, buyer_id, max_amount, sequence, kind, leader_buyer_id)
      VALUES (${bid.productId}, ${bid.auctionId}, ${toDecimalString(bid.price)}::numeric, ${bid.buyerId}::uuid,
              ${toDecimalString(bid.maxAmount)}::numeric, ${bid.sequence}, ${bid.kind},
              ${bid.leaderBuyerId}::uuid)`;
  }

  /** catalog.auction.outbid: the buyer who led is texted. */
  async recordOutbid(
    tx: CatalogTransaction,
    outbid: z.input<typeof auctionOutbidEvent.payload>,
  ): Promise<void> {
    await recordEvent(tx, newEvent(auctionOutbidEvent, outbid));
  }

  /**
   * Records the auction as it now reads (catalog.auction.changed: its open pages hear it) and
   * answers it: read once, its history too, so the event and the answer carry the same state.
   */
  async announce(tx: CatalogTransaction, auctionId: number): Promise<PublicAuction> {
    const auction = await publicOf(tx, (await readRow(tx, auctionId, false))!);
    await recordEvent(tx, newEvent(auctionChangedEvent, { auction }));
    return auction;
  }

  /**
   * Ends an active auction: one conditional UPDATE, so closing twice ends it once. At its end time
   * (the closer, `early` false: only once the end has passed on the database's clock) or now (the
   * admin ends it early; the end time becomes now). What its close needs, or null when it was not
   * ended now (not active, or not due).
   */
  async end(tx: CatalogTransaction, auctionId: number, early: boolean): Promise<EndingAuction | null> {
    const ended = await tx.$queryRaw<
      { product_id: number; current_bid: Money | null; reserve_price: Money | null }[]
    >`
      UPDATE catalog.auctions SET
        status = 'ended',
        ended_at = clock_timestamp(),
        end_time = LEAST(end_time, clock_timestamp())
      WHERE id = ${auctionId} AND status = 'active' AND (${early} OR end_time <= clock_timestamp())
      RETURNING product_id, current_bid, reserve_price`;
    const row = ended[0];
    if (!row) return null;
    const product = await tx.product.findUniqueOrThrow({
      where: { id: row.product_id },
      select: { name: true },
    });
    const [lastBid] = await tx.$queryRaw<{ id: number; leader_buyer_id: string | null }[]>`
      SELECT id, leader_buyer_id::text AS leader_buyer_id FROM catalog.bids
      WHERE auction_id = ${auctionId} ORDER BY sequence DESC LIMIT 1`;
    const bidders = await tx.$queryRaw<{ buyer_id: string }[]>`
      SELECT DISTINCT buyer_id::text AS buyer_id FROM catalog.bids
      WHERE auction_id = ${auctionId} AND buyer_id IS NOT NULL`;
    return {
      productId: row.product_id,
      productName: product.name,
      currentBid: row.current_bid === null ? null : toCents(row.current_bid),
      reserve: row.reserve_price === null ? null : toCents(row.reserve_price),
      lastBid: lastBid ? { id: lastBid.id, leaderBuyerId: lastBid.leader_buyer_id } : null,
      bidders: bidders.map((b) => b.buyer_id),
    };
  }

  /** Names the auction's winning bid. */
  async setWinner(tx: CatalogTransaction, auctionId: number, bidId: number): Promise<void> {
    await tx.auction.update({ where: { id: auctionId }, data: { winnerId: bidId } });
  }

  /** Keeps the piece out of carts (products.under_auction), or puts it back on sale. */
  async keepPiece(tx: CatalogTransaction, productId: number, kept: boolean): Promise<void> {
    await tx.product.update({ where: { id: productId }, data: { underAuction: kept } });
  }

  /** catalog.auction.ended: notifications texts the winner and the other bidders. */
  async recordEnded(tx: CatalogTransaction, ended: z.input<typeof auctionEndedEvent.payload>): Promise<void> {
    await recordEvent(tx, newEvent(auctionEndedEvent, ended));
  }

  /** Offers the piece to the winner (an award, with catalog.piece.awarded: their claim starts). */
  async offer(tx: CatalogTransaction, award: NewAward): Promise<void> {
    await AwardsRepository.offer(tx, award);
  }

  /** The auction as the admin reads it, in `tx`. */
  async adminView(tx: CatalogTransaction, auctionId: number): Promise<AdminAuction> {
    return toAdminAuction((await readRow(tx, auctionId, false))!);
  }

  /** Cancels an auction that is not over: nobody wins. Null when it was not active. */
  cancel(auctionId: number): Promise<AdminAuction | null> {
    return this.db.transaction(async (tx) => {
      const { count } = await tx.auction.updateMany({
        where: { id: auctionId, status: 'active' },
        data: { status: 'cancelled', endedAt: new Date() },
      });
      if (count === 0) return null;
      const row = (await readRow(tx, auctionId, false))!;
      await tx.product.update({ where: { id: row.product_id }, data: { underAuction: false } });
      // Nobody is reminded of a cancelled auction (a reminder already sent stays on record).
      await tx.auctionReminder.deleteMany({ where: { auctionId, sentAt: null } });
      await recordChanged(tx, row);
      return toAdminAuction(row);
    });
  }

  /**
   * Sets (or, both null, clears) the estimate of an auction still scheduled or open, and records the
   * change for open pages. Null when there is no such auction; 'over' once it ended or was cancelled.
   */
  setEstimate(
    auctionId: number,
    low: string | null,
    high: string | null,
  ): Promise<AdminAuction | 'over' | null> {
    return this.db.transaction(async (tx) => {
      const changed = await tx.$executeRaw`
        UPDATE catalog.auctions SET estimate_low = ${low}::numeric, estimate_high = ${high}::numeric
        WHERE id = ${auctionId} AND status = 'active' AND clock_timestamp() < end_time`;
      const row = await readRow(tx, auctionId, false);
      if (!row) return null;
      if (changed === 0) return 'over';
      await recordChanged(tx, row);
      return toAdminAuction(row);
    });
  }

  /** Ids of active auctions whose end has passed, soonest first (the closer ends them). */
  async dueIds(limit: number): Promise<number[]> {
    const rows = await this.db.prisma.$queryRaw<{ id: number }[]>`
      SELECT id FROM catalog.auctions WHERE status = 'active' AND end_time <= clock_timestamp()
      ORDER BY end_time LIMIT ${limit}`;
    return rows.map((r) => r.id);
  }

  async findPublic(auctionId: number): Promise<PublicAuction | null> {
    const row = await readRow(this.db.prisma, auctionId, false);
    return row ? publicOf(this.db.prisma, row) : null;
  }

  /** The product's auction a shopper should see: the open or scheduled one, else the latest. */
  async findForProduct(productId: number): Promise<PublicAuction | null> {
    const rows = await this.db.prisma.$queryRaw<AuctionRow[]>`
      SELECT ${columns} FROM ${from} WHERE a.product_id = ${productId} AND NOT p.decommissioned
      ORDER BY (a.status = 'active') DESC, a.id DESC LIMIT 1`;
    return rows[0] ? publicOf(this.db.prisma, rows[0]) : null;
  }

  async listForAdmin(): Promise<AdminAuction[]> {
    const rows = await this.db.prisma.$queryRaw<AuctionRow[]>`
      SELECT ${columns} FROM ${from} ORDER BY (a.status = 'active') DESC, a.end_time DESC LIMIT 500`;
    return rows.map(toAdminAuction);
  }

  /**
   * A buyer's own standing, read in one statement with the auction (one snapshot: the leader and
   * the buyer's bids never come from two moments). Null when there is no such auction.
   */
  async standing(auctionId: number, buyerId: string): Promise<MyAuctionStanding | null> {
    const rows = await this.db.prisma.$queryRaw<(AuctionRow & OwnBidsRow)[]>`
      SELECT ${columns},
        (SELECT max(b.max_amount) FROM catalog.bids b
          WHERE b.auction_id = a.id AND b.buyer_id = ${buyerId}::uuid) AS my_max,
        mine.state AS my_award_state, mine.rank AS my_award_rank, mine.price AS my_award_price
      FROM ${from}
      LEFT JOIN LATERAL (SELECT state, rank, price FROM catalog.awards
        WHERE source = 'auction' AND source_id = a.id AND buyer_id = ${buyerId}::uuid
        ORDER BY rank DESC LIMIT 1) mine ON true
      WHERE a.id = ${auctionId}`;
    if (!rows[0]) return null;
    return toMyStanding(rows[0], buyerId, await readBidderNumber(this.db.prisma, auctionId, buyerId));
  }

  async findForAdmin(auctionId: number): Promise<AdminAuctionDetail | null> {
    const row = await readRow(this.db.prisma, auctionId, false);
    if (!row) return null;
    const bids = await this.db.prisma.$queryRaw<BidRow[]>`
      SELECT sequence, kind, buyer_id::text AS buyer_id, max_amount, amount,
             leader_buyer_id::text AS leader_buyer_id, created_at
      FROM catalog.bids WHERE auction_id = ${auctionId} ORDER BY sequence DESC`;
    return { ...toAdminAuction(row), bids: bids.map(toAuctionBid) };
  }

  /** Auctions still open 30 s past their end: the closer is not ending them (a metric, alerted on). */
  async overdueCount(): Promise<number> {
    const [row] = await this.db.prisma.$queryRaw<Array<{ overdue: number }>>`
      SELECT count(*)::int AS overdue FROM catalog.auctions
      WHERE status = 'active' AND end_time < now() - interval '30 seconds'`;
    return Number(row?.overdue ?? 0);
  }
}

type Queryable = Pick<CatalogTransaction, '$queryRaw'>;

/** The public answer: the row's state with its bid history, read by the same client (one snapshot in tx). */
const publicOf = async (client: Queryable, row: AuctionRow): Promise<PublicAuction> =>
  toPublicAuction(row, await readBidHistory(client, row.id));

const toBiddingAuction = (row: AuctionRow): BiddingAuction => ({
  productId: row.product_id,
  productName: row.product_name,
  phase: phaseOf(row),
  bidCount: row.bid_count,
  secondsLeft: (row.end_time.getTime() - row.server_time.getTime()) / 1000,
  bidState: {
    startingBid: toCents(row.starting_bid),
    currentBid: row.current_bid === null ? null : toCents(row.current_bid),
    increment: toCents(row.minimum_bid_increment),
    reserve: row.reserve_price === null ? null : toCents(row.reserve_price),
    leaderBuyerId: row.leader_buyer_id,
    leaderMax: row.leader_max === null ? null : toCents(row.leader_max),
  },
  state: toAuctionState(row),
});

async function readRow(client: Queryable, auctionId: number, lock: boolean): Promise<AuctionRow | null> {
  const rows = lock
    ? await client.$queryRaw<
        AuctionRow[]
      >`SELECT ${columns} FROM ${from} WHERE a.id = ${auctionId} FOR UPDATE OF a`
    : await client.$queryRaw<AuctionRow[]>`SELECT ${columns} FROM ${from} WHERE a.id = ${auctionId}`;
  return rows[0] ?? null;
}

async function recordChanged(tx: CatalogTransaction, row: AuctionRow) {
  await recordEvent(tx, newEvent(auctionChangedEvent, { auction: await publicOf(tx, row) }));
}

/**
 * Records the auction as it now reads (catalog.auction.changed, in `tx`): for changes made outside
 * this repository, such as a claim paid or lapsed, which open pages must hear (sold, or on sale again).
 */
export async function recordAuctionChanged(tx: CatalogTransaction, auctionId: number) {
  await recordChanged(tx, (await readRow(tx, auctionId, false))!);
}
