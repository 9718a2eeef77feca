import { Injectable } from '@nestjs/common';
import {
  type AdminAuction,
  type AdminAuctionDetail,
  type AuctionState,
  type MyAuctionStanding,
  auctionChangedEvent,
  auctionEndedEvent,
  auctionOutbidEvent,
  type OpenAuctionInput,
  type PublicAuction,
  SOFT_CLOSE_SECONDS,
} from '@atelier/contracts';
import { newEvent, recordEvent } from '@atelier/platform';
import { Prisma } from '../generated/prisma/client.js';
import { AwardsRepository } from '../awards/awards.repository.js';
import { CatalogDatabase, type CatalogTransaction } from '../database/catalog-database.js';
import { type BidDecision, type BidRefusal, decideBid, nextMinimumBid } from './bid-decision.js';
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

export type PlaceBidResult =
  | { outcome: 'missing' }
  | { outcome: 'closed' | 'not_started' }
  | { outcome: 'refused'; reason: BidRefusal; auction: AuctionState }
  | { outcome: 'accepted'; decision: Extract<BidDecision, { accepted: true }>; auction: PublicAuction };

export type OpenAuctionResult =
  | { outcome: 'opened'; auction: AdminAuction }
  | { outcome: 'missing-product' | 'bidding-disabled' | 'already-open' | 'sold-out' | 'held' };

/**
 * Auctions and bids. A bid is decided under the auction row's lock (SELECT ... FOR UPDATE) and then
 * taken by one conditional UPDATE that also re-checks, on the database's clock, that the auction is
 * still open: concurrent bids are ordered by the row lock, and a bid that arrives after the end is
 * refused even if no sweeper has closed the auction yet. Every change records its events in the
 * same transaction (outbox).
 */
@Injectable()
export class AuctionsRepository {
  constructor(private readonly db: CatalogDatabase) {}

  async open(input: OpenAuctionInput): Promise<OpenAuctionResult> {
    const product = await this.db.prisma.product.findUnique({ where: { id: input.productId } });
    if (!product || product.decommissioned) return { outcome: 'missing-product' };
    if (!product.isBiddingEnabled) return { outcome: 'bidding-disabled' };
    try {
      return await this.db.transaction(async (tx) => {
        // Marks the piece under auction only while nothing holds it and a piece is left, under the
        // product row's lock: a checkout hold racing this either took the piece first (refused
        // here) or is refused by the mark (its conditional UPDATE reads this column of the row).
        const marked = await tx.$executeRaw`
          UPDATE catalog.products SET under_auction = true
          WHERE id = ${input.productId} AND NOT under_auction AND reserved_quantity = 0 AND quantity >= 1`;
        if (marked === 0) {
          const now = await tx.product.findUniqueOrThrow({ where: { id: input.productId } });
          if (now.underAuction) return { outcome: 'already-open' as const };
          return { outcome: now.reservedQuantity > 0 ? ('held' as const) : ('sold-out' as const) };
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
        return { outcome: 'opened', auction: toAdminAuction(row!) };
      });
    } catch (error) {
      // The partial unique index: this piece already has an auction that is not over.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
        return { outcome: 'already-open' };
      throw error;
    }
  }

  async placeBid(auctionId: number, buyerId: string, maxAmount: Cents): Promise<PlaceBidResult> {
    // Without a lock first: prices only rise and a closed auction never reopens, so a bid that is
    // already too low (or late) on a possibly stale read is refused without queueing on the row lock.
    const seen = await readRow(this.db.prisma, auctionId, false);
    if (!seen) return { outcome: 'missing' };
    const seenPhase = phaseOf(seen);
    if (seenPhase === 'ended' || seenPhase === 'cancelled') return { outcome: 'closed' };
    const seenMinimum = nextMinimumBid({
      startingBid: toCents(seen.starting_bid),
      currentBid: seen.current_bid === null ? null : toCents(seen.current_bid),
      increment: toCents(seen.minimum_bid_increment),
    });
    if (seenPhase === 'open' && maxAmount < seenMinimum && seen.leader_buyer_id !== buyerId)
      return { outcome: 'refused', reason: 'too_low', auction: toAuctionState(seen) };
    return this.db.transaction(async (tx) => {
      const row = await readRow(tx, auctionId, true);
      if (!row) return { outcome: 'missing' };
      const phase = phaseOf(row);
      if (phase === 'scheduled') return { outcome: 'not_started' };
      if (phase !== 'open') return { outcome: 'closed' };
      const decision = decideBid(
        {
          startingBid: toCents(row.starting_bid),
          currentBid: row.current_bid === null ? null : toCents(row.current_bid),
          increment: toCents(row.minimum_bid_increment),
          reserve: row.reserve_price === null ? null : toCents(row.reserve_price),
          leaderBuyerId: row.leader_buyer_id,
          leaderMax: row.leader_max === null ? null : toCents(row.leader_max),
        },
        buyerId,
        maxAmount,
      );
      if (!decision.accepted)
        return { outcome: 'refused', reason: decision.reason, auction: toAuctionState(row) };
      const price = toDecimalString(decision.price);
      // The bid is taken only if the auction is still open on the database's clock now, and still at
      // the state it was decided on; a bid in the last SOFT_CLOSE_SECONDS moves the end that much later.
      const taken = await tx.$queryRaw<{ bid_count: number }[]>`
        UPDATE catalog.auctions SET
          current_bid = ${price}::numeric,
          leader_buyer_id = ${decision.leaderBuyerId}::uuid,
          leader_max = ${toDecimalString(decision.leaderMax)}::numeric,
          bid_count = bid_count + 1,
          end_time = CASE WHEN end_time - clock_timestamp() <= make_interval(secs => ${SOFT_CLOSE_SECONDS})
                          THEN end_time + make_interval(secs => ${SOFT_CLOSE_SECONDS}) ELSE end_time END
        WHERE id = ${auctionId} AND status = 'active' AND bid_count = ${row.bid_count}
          AND clock_timestamp() >= starts_at AND clock_timestamp() < end_time
          AND (${decision.kind} = 'max_raised' OR current_bid IS NULL
               OR ${price}::numeric >= current_bid + minimum_bid_increment
               OR ${price}::numeric = reserve_price)
        RETURNING bid_count`;
      if (taken.length === 0) return { outcome: 'closed' };
      await tx.$executeRaw`
        INSERT INTO catalog.bids (product_id, auction_id, amount, buyer_id, max_amount, sequence, kind, leader_buyer_id)
        VALUES (${row.product_id}, ${auctionId}, ${price}::numeric, ${buyerId}::uuid,
                ${toDecimalString(maxAmount)}::numeric, ${taken[0]!.bid_count}, ${decision.kind},
                ${decision.leaderBuyerId}::uuid)`;
      const after = (await readRow(tx, auctionId, false))!;
      // Read once (its history too): the event and the answer carry the same state.
      const auction = await publicOf(tx, after);
      await recordEvent(tx, newEvent(auctionChangedEvent, { auction }));
      if (decision.outbidBuyerId)
        await recordEvent(
          tx,
          newEvent(auctionOutbidEvent, {
            auctionId,
            productId: row.product_id,
            productName: row.product_name,
            buyerId: decision.outbidBuyerId,
            currentBid: price,
            endTime: after.end_time.toISOString(),
          }),
        );
      return { outcome: 'accepted', decision, auction };
    });
  }

  /**
   * Closes an open auction: at its end time (the sweeper, `early` false: only once the end has
   * passed) or now (the admin ends it early). The highest bid wins if it reached the reserve.
   * Null when it was not active (closing twice changes nothing).
   */
  close(auctionId: number, early: boolean): Promise<AdminAuction | null> {
    return this.db.transaction(async (tx) => {
      const closed = await tx.$executeRaw`
        UPDATE catalog.auctions a SET
          status = 'ended',
          ended_at = clock_timestamp(),
          end_time = LEAST(end_time, clock_timestamp()),
          winner_id = CASE WHEN a.current_bid IS NOT NULL AND (a.reserve_price IS NULL OR a.current_bid >= a.reserve_price)
            THEN (SELECT b.id FROM catalog.bids b WHERE b.auction_id = a.id ORDER BY b.sequence DESC LIMIT 1) END
        WHERE a.id = ${auctionId} AND a.status = 'active' AND (${early} OR a.end_time <= clock_timestamp())`;
      if (closed === 0) return null;
      const row = (await readRow(tx, auctionId, false))!;
      // A won piece stays out of carts: it is the winner's to claim. Unsold, it is for sale again.
      await tx.product.update({
        where: { id: row.product_id },
        data: { underAuction: row.winner_buyer_id !== null },
      });
      const winnerBidId = await tx.auction.findUniqueOrThrow({
        where: { id: auctionId },
        select: { winnerId: true },
      });
      const losers = await tx.$queryRaw<{ buyer_id: string }[]>`
        SELECT DISTINCT buyer_id::text AS buyer_id FROM catalog.bids
        WHERE auction_id = ${auctionId} AND buyer_id IS NOT NULL
          AND buyer_id IS DISTINCT FROM ${row.winner_buyer_id}::uuid`;
      await recordEvent(
        tx,
        newEvent(auctionEndedEvent, {
          auctionId,
          productId: row.product_id,
          productName: row.product_name,
          winnerBuyerId: row.winner_buyer_id,
          winningBidId: winnerBidId.winnerId,
          price: row.winner_buyer_id && row.current_bid ? row.current_bid.toFixed(2) : null,
          losingBuyerIds: losers.map((l) => l.buyer_id),
        }),
      );
      // The winner's claim starts with the close (cart-checkout makes the award a claim link).
      if (row.winner_buyer_id && row.current_bid)
        await AwardsRepository.offer(tx, {
          source: 'auction',
          sourceId: auctionId,
          productId: row.product_id,
          productName: row.product_name,
          buyerId: row.winner_buyer_id,
          price: row.current_bid.toFixed(2),
          rank: 1,
        });
      // Recorded last: the closed auction with its award, so its live pages read it as won, not unsold.
      const after = (await readRow(tx, auctionId, false))!;
      // Read once (its history too): the event and the answer carry the same state.
      const auction = await publicOf(tx, after);
      await recordEvent(tx, newEvent(auctionChangedEvent, { auction }));
      return toAdminAuction(after);
    });
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
