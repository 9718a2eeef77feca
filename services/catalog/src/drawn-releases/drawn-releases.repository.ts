import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type AdminDrawnRelease,
  type AdminDrawnReleaseDetail,
  type DrawAlgorithm,
  type DrawRecord,
  drawChangedEvent,
  drawMadeEvent,
  type MyDrawEntry,
  type PublicDrawnRelease,
} from '@atelier/contracts';
import { newEvent, recordEvent } from '@atelier/platform';
import { AwardsRepository, type NewAward } from '../awards/awards.repository.js';
import { Prisma } from '../generated/prisma/client.js';
import { CatalogDatabase, type CatalogTransaction } from '../database/catalog-database.js';
import type { QuicknetBeacon } from './beacon/verify-beacon.js';
import { drawCommitment, newDrawSeed } from './draw-order.js';
import {
  type AwardRow,
  beaconOf,
  drawLog,
  type DrawnReleaseRow,
  RELEASE_COLUMNS,
  RELEASE_FROM,
  toAdminDrawnRelease,
  toDrawAward,
  toPublicDrawnRelease,
} from './drawn-release.mapper.js';
import type { DrawTaking, LockedRelease, ReleaseOpening } from './entry-window.js';
import type { PlacedEntry, ReleaseOffer } from './release-offers.js';

const columns = Prisma.raw(RELEASE_COLUMNS);
const from = Prisma.raw(RELEASE_FROM);

/** A release whose entry window has passed, as the closer needs it. */
export interface DueRelease {
  id: number;
  algorithm: DrawAlgorithm;
  beaconRound: number | null;
}

/** A release's offers as the rules in release-offers.ts read them, and what an offer is made of. */
export interface ReleaseOfferState {
  productId: number;
  productName: string;
  price: string;
  quantity: number;
  offers: ReleaseOffer[];
  placed: PlacedEntry[];
}

export type AddEntryResult = { entry: MyDrawEntry } | { repeats: 'buyer' | 'card' };

/**
 * Drawn releases, their entries and their offers (awards, shared with auctions: source 'draw'): the
 * reads and writes, with the locks and conditional updates that make them safe; what to do is
 * decided in DrawMakingService, entry-window.ts and release-offers.ts. Entries lock the release row,
 * and so does the draw, so an entry either commits before the draw reads the entries or is refused
 * after it; the draw marks it drawn with a conditional UPDATE (status 'open' to 'drawn') under that
 * lock, so however many closers race, one draws. Offers are made under the release row's lock. Every change
 * records its events in the same transaction (outbox).
 */
@Injectable()
export class DrawnReleasesRepository {
  constructor(private readonly db: CatalogDatabase) {}

  /**
   * Enters a buyer, under the release row's lock (lockRelease: the draw waits for every entry under
   * way, and entries take turns, so each one's event counts the entries before it exactly). One
   * entry per buyer and one per card (unique indexes): a second says which it repeats.
   */
  async addEntry(
    tx: CatalogTransaction,
    releaseId: number,
    buyerId: string,
    cardFingerprint: string,
  ): Promise<AddEntryResult> {
    const inserted = await tx.$queryRaw<{ id: string; created_at: Date }[]>`
      INSERT INTO catalog.draw_entries (id, release_id, buyer_id, card_fingerprint)
      VALUES (${randomUUID()}::uuid, ${releaseId}, ${buyerId}::uuid, ${cardFingerprint})
      ON CONFLICT DO NOTHING RETURNING id::text AS id, created_at`;
    if (inserted.length === 0) {
      const byBuyer = await tx.drawEntry.count({ where: { releaseId, buyerId } });
      return { repeats: byBuyer > 0 ? 'buyer' : 'card' };
    }
    const entry = inserted[0]!;
    // The new entry count, for the product's open pages (the gateways push the event to them).
    await recordChanged(tx, toPublicDrawnRelease((await readRow(tx, releaseId))!));
    return {
      entry: {
        releaseId,
        entered: true,
        entryId: entry.id,
        enteredAt: entry.created_at.toISOString(),
        position: null,
        awarded: false,
        claim: null,
      },
    };
  }

  async myEntry(releaseId: number, buyerId: string): Promise<MyDrawEntry> {
    const entry = await this.db.prisma.drawEntry.findUnique({
      where: { releaseId_buyerId: { releaseId, buyerId } },
    });
    const award = await this.db.prisma.award.findFirst({
      where: { source: 'draw', sourceId: releaseId, buyerId },
      orderBy: { rank: 'desc' },
      select: { state: true },
    });
    return {
      releaseId,
      entered: entry !== null,
      entryId: entry?.id ?? null,
      enteredAt: entry?.createdAt.toISOString() ?? null,
      position: entry?.position ?? null,
      awarded: award !== null,
      claim: (award?.state as MyDrawEntry['claim']) ?? null,
    };
  }

  /** Runs `work` in one transaction (the draw and its offers commit together, with their events). */
  inTransaction<T>(work: (tx: CatalogTransaction) => Promise<T>, timeoutMs?: number): Promise<T> {
    return this.db.transaction(work, timeoutMs);
  }

  /**
   * Locks the release row until the transaction ends and reads what the draw decides on
   * (entry-window.ts), with the database's clock; null when there is no such release. Entries lock
   * the same row, so an entry either commits before the draw reads the entries or is refused after.
   */
  async lockRelease(tx: CatalogTransaction, releaseId: number): Promise<LockedRelease | null> {
    const [row] = await tx.$queryRaw<
      {
        status: string;
        algorithm: string;
        beacon_round: number | null;
        opens_at: Date;
        closes_at: Date;
        early_close_reason: string | null;
        now: Date;
      }[]
    >`
      SELECT status, algorithm, beacon_round, opens_at, closes_at, early_close_reason, clock_timestamp() AS now
      FROM catalog.drawn_releases WHERE id = ${releaseId} FOR UPDATE`;
    return row
      ? {
          status: row.status,
          algorithm: row.algorithm,
          beaconRound: row.beacon_round,
          opensAt: row.opens_at,
          closesAt: row.closes_at,
          earlyCloseReason: row.early_close_reason,
          now: row.now,
        }
      : null;
  }

  /**
   * Marks the release drawn as drawTaking decided (under lockRelease's lock), with the beacon it was
   * keyed with, if any; conditional on its still being open. Its seed and the beacon's randomness,
   * or null when it was drawn already.
   */
  async markDrawn(
    tx: CatalogTransaction,
    releaseId: number,
    taking: DrawTaking,
    beacon: QuicknetBeacon | null,
  ): Promise<{ seed: string; beaconRandomness: string | null } | null> {
    const taken = await tx.$queryRaw<{ seed: string; beacon_randomness: string | null }[]>`
      UPDATE catalog.drawn_releases SET
        status = 'drawn',
        drawn_at = clock_timestamp(),
        early_close_reason = ${taking.earlyCloseReason}::text,
        closes_at = ${taking.closesAt}::timestamptz,
        beacon_randomness = ${beacon?.randomness ?? null}::text,
        beacon_signature = ${beacon?.signature ?? null}::text,
        beacon_fetched_at = CASE WHEN ${beacon !== null} THEN clock_timestamp() END,
        beacon_last_error = NULL
      WHERE id = ${releaseId} AND status = 'open'
      RETURNING seed, beacon_randomness`;
    const row = taken[0];
    return row ? { seed: row.seed, beaconRandomness: row.beacon_randomness } : null;
  }

  /** A release's entries (their ids are what the draw orders). */
  entriesOf(tx: CatalogTransaction, releaseId: number): Promise<Array<{ id: string; buyerId: string }>> {
    return tx.drawEntry.findMany({ where: { releaseId }, select: { id: true, buyerId: true } });
  }

  /** Stores each entry's place in the draw (the ids in draw order). */
  async storeOrder(tx: CatalogTransaction, order: string[]): Promise<void> {
    if (order.length === 0) return;
    await tx.$executeRaw`
      UPDATE catalog.draw_entries e SET position = v.position
      FROM unnest(${order}::uuid[]) WITH ORDINALITY AS v(id, position)
      WHERE e.id = v.id`;
  }

  /** Holds the release row until the transaction ends: settlements of one release take turns. */
  async lock(tx: CatalogTransaction, releaseId: number): Promise<void> {
    await tx.$queryRaw`SELECT id FROM catalog.drawn_releases WHERE id = ${releaseId} FOR UPDATE`;
  }

  /** What deciding the next offers needs: the piece, its quantity, the offers made, the placed entries. */
  async offerState(tx: CatalogTransaction, releaseId: number): Promise<ReleaseOfferState> {
    const release = await tx.drawnRelease.findUniqueOrThrow({
      where: { id: releaseId },
      include: { product: { select: { name: true, price: true } } },
    });
    const offers = await tx.award.findMany({
      where: { source: 'draw', sourceId: releaseId },
      select: { buyerId: true, state: true },
    });
    const placed = await tx.drawEntry.findMany({
      where: { releaseId, position: { not: null } },
      select: { buyerId: true, position: true },
    });
    return {
      productId: release.productId,
      productName: release.product.name,
      price: release.product.price.toFixed(2),
      quantity: release.quantity,
      offers: offers.map((o) => ({ buyerId: o.buyerId, state: o.state as ReleaseOffer['state'] })),
      placed: placed.map((e) => ({ buyerId: e.buyerId, position: e.position! })),
    };
  }

  /** Offers the piece to one buyer (an award, with catalog.piece.awarded in the outbox). */
  async offer(tx: CatalogTransaction, award: NewAward): Promise<void> {
    await AwardsRepository.offer(tx, award);
  }

  /** offered → paid or lapsed; false when the award was not offered any more. */
  async settle(
    tx: CatalogTransaction,
    awardId: string,
    outcome: { state: 'paid' } | { state: 'lapsed'; reason: string },
  ): Promise<boolean> {
    return (await AwardsRepository.settle(tx, awardId, outcome)) !== null;
  }

  /** The release's unsold pieces can be bought again (products.under_auction kept them out of carts). */
  async putBackOnSale(tx: CatalogTransaction, releaseId: number): Promise<void> {
    const release = await tx.drawnRelease.findUniqueOrThrow({ where: { id: releaseId } });
    await tx.product.update({ where: { id: release.productId }, data: { underAuction: false } });
  }

  /** Tells the product's open pages how the release stands now (catalog.draw.changed); its public view. */
  async announce(tx: CatalogTransaction, releaseId: number): Promise<PublicDrawnRelease> {
    const release = toPublicDrawnRelease((await readRow(tx, releaseId))!);
    await recordChanged(tx, release);
    return release;
  }

  /** catalog.draw.made: every entrant's place, for the texts to the alternates. */
  async recordDrawMade(
    tx: CatalogTransaction,
    release: PublicDrawnRelease,
    entrants: Array<{ buyerId: string; position: number }>,
  ): Promise<void> {
    const row = (await readRow(tx, release.id))!;
    await recordEvent(
      tx,
      newEvent(drawMadeEvent, {
        releaseId: release.id,
        productId: row.product_id,
        productName: row.product_name,
        quantity: row.quantity,
        entrants,
        closedEarly: release.closedEarly,
      }),
    );
  }

  /**
   * Closes a release's entries early without drawing (a drand release waits for its round), under
   * lockRelease's lock: the reason and the new close, conditional on its still being open.
   */
  async closeEntries(
    tx: CatalogTransaction,
    releaseId: number,
    reason: string,
    closesAt: Date,
  ): Promise<void> {
    await tx.$executeRaw`
      UPDATE catalog.drawn_releases SET early_close_reason = ${reason}, closes_at = ${closesAt}::timestamptz
      WHERE id = ${releaseId} AND status = 'open'`;
    await recordChanged(tx, toPublicDrawnRelease((await readRow(tx, releaseId))!));
  }

  /** The release's algorithm and round, or null when there is no such release. */
  async algorithmOf(releaseId: number): Promise<DueRelease | null> {
    const row = await this.db.prisma.drawnRelease.findUnique({
      where: { id: releaseId },
      select: { id: true, algorithm: true, beaconRound: true },
    });
    return row && { id: row.id, algorithm: row.algorithm as DrawAlgorithm, beaconRound: row.beaconRound };
  }

  /** Why the closer could not fetch a v2 release's round (shown to the admin while the draw waits). */
  async noteBeaconFailure(releaseId: number, message: string): Promise<void> {
    await this.db.prisma.$executeRaw`
      UPDATE catalog.drawn_releases SET beacon_last_error = ${message.slice(0, 500)}
      WHERE id = ${releaseId} AND status = 'open'`;
  }

  /** Releases still open whose window has passed, soonest first (the closer draws them). */
  async due(limit: number): Promise<DueRelease[]> {
    const rows = await this.db.prisma.$queryRaw<
      { id: number; algorithm: DrawAlgorithm; beacon_round: number | null }[]
    >`
      SELECT id, algorithm, beacon_round FROM catalog.drawn_releases
      WHERE status = 'open' AND closes_at <= clock_timestamp()
      ORDER BY closes_at LIMIT ${limit}`;
    return rows.map((r) => ({ id: r.id, algorithm: r.algorithm, beaconRound: r.beacon_round }));
  }

  /** The product's release a shopper should see: the open one, else the latest. */
  async findForProduct(productId: number): Promise<PublicDrawnRelease | null> {
    const rows = await this.db.prisma.$queryRaw<DrawnReleaseRow[]>`
      SELECT ${columns} FROM ${from} WHERE d.product_id = ${productId} AND NOT p.decommissioned
      ORDER BY (d.status = 'open') DESC, d.id DESC LIMIT 1`;
    return rows[0] ? toPublicDrawnRelease(rows[0]) : null;
  }

  async exists(releaseId: number): Promise<boolean> {
    return (await this.db.prisma.drawnRelease.count({ where: { id: releaseId } })) > 0;
  }

  /** The public record of a draw: entry ids ascending, and once drawn the seed and the order. */
  async record(releaseId: number): Promise<DrawRecord | null> {
    const row = await readRow(this.db.prisma, releaseId);
    if (!row) return null;
    const release = toPublicDrawnRelease(row);
    const entries = await this.db.prisma.drawEntry.findMany({
      where: { releaseId },
      select: { id: true, position: true },
      orderBy: { id: 'asc' },
    });
    const drawn = release.seed !== null;
    return {
      releaseId,
      productId: row.product_id,
      algorithm: row.algorithm,
      quantity: row.quantity,
      opensAt: release.opensAt,
      closesAt: release.closesAt,
      closedEarly: release.closedEarly,
      seedSha256: row.seed_sha256,
      seed: release.seed,
      beacon: beaconOf(row),
      drawnAt: release.drawnAt,
      entryIds: entries.map((e) => e.id),
      order: drawn
        ? [...entries].sort((a, b) => (a.position ?? 0) - (b.position ?? 0)).map((e) => e.id)
        : null,
    };
  }

  async listForAdmin(): Promise<AdminDrawnRelease[]> {
    const rows = await this.db.prisma.$queryRaw<DrawnReleaseRow[]>`
      SELECT ${columns} FROM ${from} ORDER BY (d.status = 'open') DESC, d.closes_at DESC LIMIT 500`;
    return rows.map(toAdminDrawnRelease);
  }

  async findForAdmin(releaseId: number): Promise<AdminDrawnReleaseDetail | null> {
    const row = await readRow(this.db.prisma, releaseId);
    if (!row) return null;
    const entries = await this.db.prisma.drawEntry.findMany({
      where: { releaseId },
      orderBy: [{ position: 'asc' }, { createdAt: 'asc' }],
    });
    const awards = (
      await this.db.prisma.$queryRaw<AwardRow[]>`
        SELECT a.award_id::text AS id, a.rank, e.id::text AS entry_id, a.buyer_id::text AS buyer_id,
               e.position, a.state, a.lapse_reason, a.created_at AS offered_at,
               CASE WHEN a.state <> 'offered' THEN a.updated_at END AS settled_at
        FROM catalog.awards a
        JOIN catalog.draw_entries e ON e.release_id = a.source_id AND e.buyer_id = a.buyer_id
        WHERE a.source = 'draw' AND a.source_id = ${releaseId} ORDER BY a.rank`
    ).map(toDrawAward);
    return {
      ...toAdminDrawnRelease(row),
      entries: entries.map((e) => ({
        entryId: e.id,
        buyerId: e.buyerId,
        enteredAt: e.createdAt.toISOString(),
        position: e.position,
      })),
      awards,
      log: drawLog(row, awards),
    };
  }
}

/**
 * Opens a drawn release for a product just created in `tx` (the sneak peek's conversion), as
 * releaseOpening (entry-window.ts) decided: a fresh secret seed and its commitment, and the piece
 * kept out of carts (products.under_auction marks a piece sold by an auction or a draw; the stock
 * hold's conditional UPDATE refuses it).
 */
export async function openDrawnRelease(
  tx: CatalogTransaction,
  input: { productId: number; comingSoonId: number | null; quantity: number; opening: ReleaseOpening },
): Promise<PublicDrawnRelease> {
  const seed = newDrawSeed();
  const { opensAt, closesAt, algorithm, beaconRound } = input.opening;
  const created = await tx.drawnRelease.create({
    data: {
      productId: input.productId,
      comingSoonId: input.comingSoonId,
      quantity: input.quantity,
      opensAt,
      closesAt,
      advertisedClosesAt: closesAt,
      seed,
      seedSha256: drawCommitment(seed),
      algorithm,
      beaconRound,
    },
    select: { id: true },
  });
  await tx.product.update({ where: { id: input.productId }, data: { underAuction: true } });
  const release = toPublicDrawnRelease((await readRow(tx, created.id))!);
  await recordChanged(tx, release);
  return release;
}

/** The database's clock now (a release's window is timed by it, as its entries and its draw are). */
export async function databaseNow(tx: Pick<CatalogTransaction, '$queryRaw'>): Promise<Date> {
  const [row] = await tx.$queryRaw<{ now: Date }[]>`SELECT clock_timestamp() AS now`;
  return row!.now;
}

type Queryable = Pick<CatalogTransaction, '$queryRaw'>;

/** Reads without a lock: where it matters, lock() or the draw's UPDATE holds the release row. */
async function readRow(client: Queryable, releaseId: number): Promise<DrawnReleaseRow | null> {
  const rows = await client.$queryRaw<DrawnReleaseRow[]>`
    SELECT ${columns} FROM ${from} WHERE d.id = ${releaseId}`;
  return rows[0] ?? null;
}

async function recordChanged(tx: CatalogTransaction, release: PublicDrawnRelease) {
  await recordEvent(tx, newEvent(drawChangedEvent, { release }));
}
