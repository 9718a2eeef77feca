import { Injectable } from '@nestjs/common';
import { type OfferCloseReason, offerDecidedEvent } from '@atelier/contracts';
import { newEvent, recordEvent } from '@atelier/platform';
import { AwardsRepository } from '../awards/awards.repository.js';
import { toCents } from '../auctions/money.js';
import { CatalogDatabase, type CatalogTransaction } from '../database/catalog-database.js';
import { Prisma } from '../generated/prisma/client.js';
import { recordProductUpserted } from '../products/product-events.js';
import { afterOfferClaim } from '../release-flow/after-claim.js';
import { productWithRelations, toProduct } from '../products/product.mapper.js';
import type { OfferPiece } from './offer-rules.js';

export type OfferRow = Prisma.OfferGetPayload<object>;

/** An offer in the owner's list: the row with its piece, its buyer's profile and its award's state. */
export type AdminOfferRow = OfferRow & {
  productName: string;
  listPrice: Prisma.Decimal;
  buyerName: string | null;
  phoneLast4: string | null;
  awardState: string | null;
};

export interface NewOffer {
  id: string;
  productId: number;
  buyerId: string;
  /** Decimal string. */
  amount: string;
  note: string | null;
  state: 'open' | 'declined';
  closeReason: OfferCloseReason | null;
  expiresAt: Date;
}

export type CreateOfferResult =
  { outcome: 'created'; offer: OfferRow } | { outcome: 'duplicate' } | { outcome: 'unavailable' };

export type AcceptResult =
  | { outcome: 'accepted'; offer: OfferRow; awardId: string }
  | { outcome: 'not-standing' }
  | { outcome: 'unavailable' };

/** Thrown inside the accepting transaction to roll it back when the piece cannot be held. */
class PieceUnavailable extends Error {}

const STANDING = ['open', 'countered'];

/**
 * Offers. Every move of an offer is one conditional UPDATE on the state it leaves (and, where time
 * matters, on its expiry by the database's clock), so a double click, a buyer and the owner racing,
 * or two catalog instances' expiry runners move it once. Accepting holds the piece in the same
 * transaction by the conditional UPDATE auctions open with (never while a checkout holds it, it is
 * under auction or in a drawn release, or sold) and records the award (catalog.piece.awarded) there
 * too: the piece is never sold twice, and the claim link follows from the commit.
 */
@Injectable()
export class OffersRepository {
  constructor(private readonly db: CatalogDatabase) {}

  async piece(productId: number): Promise<OfferPiece | null> {
    const row = await this.db.prisma.product.findUnique({ where: { id: productId } });
    return row ? toPiece(row) : null;
  }

  find(offerId: string): Promise<OfferRow | null> {
    return this.db.prisma.offer.findUnique({ where: { id: offerId } });
  }

  /** The buyer's latest offer on the piece, standing or not. */
  latestOf(productId: number, buyerId: string): Promise<OfferRow | null> {
    return this.db.prisma.offer.findFirst({
      where: { productId, buyerId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
  }

  /**
   * An open offer is taken only while the piece is open to offers and available, re-checked in the
   * INSERT itself; the partial unique index keeps one standing offer per buyer and piece. An offer
   * declined below the floor is recorded as it is (it stands nowhere).
   */
  async create(offer: NewOffer): Promise<CreateOfferResult> {
    try {
      const inserted = await this.db.prisma.$executeRaw`
        INSERT INTO catalog.offers (id, product_id, buyer_id, amount, note, state, close_reason, expires_at, decided_at)
        SELECT ${offer.id}::uuid, p.id, ${offer.buyerId}::uuid, ${offer.amount}::numeric, ${offer.note},
               ${offer.state}, ${offer.closeReason}, ${offer.expiresAt},
               CASE WHEN ${offer.state} = 'open' THEN NULL ELSE clock_timestamp() END
        FROM catalog.products p
        WHERE p.id = ${offer.productId} AND p.open_to_offers AND NOT p.decommissioned
          AND NOT p.under_auction AND p.quantity >= 1
        -- An accept committing meanwhile is waited for, and its hold then read.
        FOR SHARE OF p`;
      if (inserted === 0) return { outcome: 'unavailable' };
    } catch (error) {
      if (isUniqueViolation(error)) return { outcome: 'duplicate' };
      throw error;
    }
    return { outcome: 'created', offer: (await this.find(offer.id))! };
  }

  /** The buyer takes back their standing offer. Null when it was not theirs or not standing. */
  async withdraw(offerId: string, buyerId: string): Promise<OfferRow | null> {
    const { count } = await this.db.prisma.offer.updateMany({
      where: { id: offerId, buyerId, state: { in: STANDING } },
      data: { state: 'withdrawn', decidedAt: new Date(), updatedAt: new Date() },
    });
    return count === 0 ? null : this.find(offerId);
  }

  /**
   * The owner's counter: open → countered, only while the offer stands and still reads the amount it
   * was decided on; it stands again until `expiresAt`. The buyer is texted (catalog.offer.decided).
   */
  counter(
    offerId: string,
    seenAmount: string,
    counter: { amount: string; note: string | null; expiresAt: Date },
  ): Promise<OfferRow | null> {
    return this.db.transaction(async (tx) => {
      const moved = await tx.$executeRaw`
        UPDATE catalog.offers SET state = 'countered', counter_amount = ${counter.amount}::numeric,
          counter_note = ${counter.note}, expires_at = ${counter.expiresAt}, decided_at = clock_timestamp(),
          updated_at = clock_timestamp()
        WHERE id = ${offerId}::uuid AND state = 'open' AND amount = ${seenAmount}::numeric
          AND expires_at > clock_timestamp()`;
      if (moved === 0) return null;
      const offer = await tx.offer.findUniqueOrThrow({ where: { id: offerId } });
      await recordDecided(tx, offer, 'countered', null);
      return offer;
    });
  }

  /**
   * Declines a standing offer: the owner's decline (open or countered; the buyer is texted) or the
   * buyer's decline of the owner's counter (countered, theirs). Null when it was not standing.
   */
  decline(offerId: string, by: { owner: true } | { buyerId: string }): Promise<OfferRow | null> {
    return this.db.transaction(async (tx) => {
      const owner = 'owner' in by;
      const { count } = await tx.offer.updateMany({
        where: owner
          ? { id: offerId, state: { in: STANDING } }
          : { id: offerId, state: 'countered', buyerId: by.buyerId },
        data: {
          state: 'declined',
          closeReason: owner ? 'declined_by_owner' : 'counter_declined',
          decidedAt: new Date(),
          updatedAt: new Date(),
        },
      });
      if (count === 0) return null;
      const offer = await tx.offer.findUniqueOrThrow({ where: { id: offerId } });
      if (owner) await recordDecided(tx, offer, 'declined', 'owner');
      return offer;
    });
  }

  /**
   * Accepts a standing offer: the owner an open one at its amount, or its buyer the owner's counter
   * at the counter's amount. In one transaction: the offer moves (conditional on its state and expiry),
   * the piece is held (conditional on it being available: else all of it rolls back), the award is
   * recorded with catalog.piece.awarded (cart-checkout makes its claim and texts the link), and every
   * other standing offer on the piece is declined (their buyers texted).
   */
  async accept(offerId: string, by: { owner: true } | { buyerId: string }): Promise<AcceptResult> {
    try {
      return await this.db.transaction(async (tx) => {
        const from = 'owner' in by ? 'open' : 'countered';
        const buyerId = 'owner' in by ? null : by.buyerId;
        // The piece's row first: accepts of two offers on one piece queue here (never deadlocking on
        // each other's offer rows), and the second then finds its offer declined with the piece gone.
        await tx.$queryRaw`
          SELECT p.id FROM catalog.products p JOIN catalog.offers o ON o.product_id = p.id
          WHERE o.id = ${offerId}::uuid FOR UPDATE OF p`;
        const moved = await tx.$executeRaw`
          UPDATE catalog.offers SET state = 'accepted', decided_at = clock_timestamp(), updated_at = clock_timestamp()
          WHERE id = ${offerId}::uuid AND state = ${from} AND expires_at > clock_timestamp()
            AND (${buyerId}::uuid IS NULL OR buyer_id = ${buyerId}::uuid)`;
        if (moved === 0) return { outcome: 'not-standing' as const };
        const offer = await tx.offer.findUniqueOrThrow({ where: { id: offerId } });
        // Under the product row's lock, as an auction opens: a checkout hold racing this either took
        // the piece first (refused here) or is refused by the mark its conditional UPDATE reads.
        const held = await tx.$executeRaw`
          UPDATE catalog.products SET under_auction = true
          WHERE id = ${offer.productId} AND open_to_offers AND NOT decommissioned AND NOT under_auction
            AND reserved_quantity = 0 AND quantity >= 1`;
        if (held === 0) throw new PieceUnavailable();
        const product = await tx.product.findUniqueOrThrow({ where: { id: offer.productId } });
        const price = (from === 'open' ? offer.amount : offer.counterAmount!).toFixed(2);
        const awardId = await AwardsRepository.offer(tx, {
          source: 'offer',
          sourceId: offer.productId,
          productId: offer.productId,
          productName: product.name,
          buyerId: offer.buyerId,
          price,
          rank: 1,
        });
        const accepted = await tx.offer.update({ where: { id: offerId }, data: { awardId } });
        await tx.product.update({ where: { id: offer.productId }, data: { offerAwardId: awardId } });
        await closeOthers(tx, offer.productId, offerId);
        await recordProductChange(tx, offer.productId);
        return { outcome: 'accepted' as const, offer: accepted, awardId };
      });
    } catch (error) {
      if (error instanceof PieceUnavailable) return { outcome: 'unavailable' };
      throw error;
    }
  }

  /** Standing offers whose time ran out, soonest first (the runner expires them). */
  async dueIds(limit: number): Promise<string[]> {
    const rows = await this.db.prisma.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM catalog.offers
      WHERE state IN ('open', 'countered') AND expires_at <= clock_timestamp()
      ORDER BY expires_at LIMIT ${limit}`;
    return rows.map((r) => r.id);
  }

  /** Expires one standing offer past its time on the database's clock; false when it had moved. */
  async expire(offerId: string): Promise<boolean> {
    const moved = await this.db.prisma.$executeRaw`
      UPDATE catalog.offers SET state = 'expired', close_reason = 'timed_out', decided_at = clock_timestamp(),
        updated_at = clock_timestamp()
      WHERE id = ${offerId}::uuid AND state IN ('open', 'countered') AND expires_at <= clock_timestamp()`;
    return moved > 0;
  }

  /**
   * An accepted offer's claim ended: paid (the piece is sold: its order's hold took it) or lapsed
   * (the piece is on sale again, the offer marked expired with reason claim_lapsed), as the release
   * flow decides (release-flow/after-claim.ts). Starts with the award's conditional move, so a
   * redelivered event changes nothing: false then.
   */
  settleClaim(
    awardId: string,
    to: { state: 'paid' } | { state: 'lapsed'; reason: string },
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const award = await AwardsRepository.settle(tx, awardId, to);
      if (!award) return false;
      const next = afterOfferClaim(to);
      if (next.offerExpires)
        await tx.offer.updateMany({
          where: { awardId, state: 'accepted' },
          data: { state: 'expired', closeReason: 'claim_lapsed', updatedAt: new Date() },
        });
      if (!next.releasePiece) return true;
      const released = await tx.product.updateMany({
        where: { id: award.productId, offerAwardId: awardId },
        data: { underAuction: false, offerAwardId: null },
      });
      if (released.count > 0) await recordProductChange(tx, award.productId);
      return true;
    });
  }

  /** The owner's list: standing offers first (soonest to expire first), then the rest, newest first. */
  listForAdmin(): Promise<AdminOfferRow[]> {
    return this.db.prisma.$queryRaw<AdminOfferRow[]>`
      SELECT o.id::text AS id, o.product_id AS "productId", o.buyer_id::text AS "buyerId", o.amount, o.note,
        o.state, o.close_reason AS "closeReason", o.counter_amount AS "counterAmount",
        o.counter_note AS "counterNote", o.expires_at AS "expiresAt", o.decided_at AS "decidedAt",
        o.award_id::text AS "awardId", o.created_at AS "createdAt", o.updated_at AS "updatedAt",
        p.name AS "productName", p.price AS "listPrice", bp.name AS "buyerName",
        bp.phone_last4 AS "phoneLast4", w.state AS "awardState"
      FROM catalog.offers o
      JOIN catalog.products p ON p.id = o.product_id
      LEFT JOIN catalog.buyer_profiles bp ON bp.buyer_id = o.buyer_id
      LEFT JOIN catalog.awards w ON w.award_id = o.award_id
      ORDER BY (o.state IN ('open', 'countered')) DESC,
        CASE WHEN o.state IN ('open', 'countered') THEN o.expires_at END ASC,
        o.created_at DESC
      LIMIT 500`;
  }

  /** The award's state of an accepted offer (offered, paid, lapsed), for its buyer's view. */
  async awardStateOf(awardId: string): Promise<string | null> {
    const award = await this.db.prisma.award.findUnique({ where: { awardId }, select: { state: true } });
    return award?.state ?? null;
  }
}

const toPiece = (row: Prisma.ProductGetPayload<object>): OfferPiece => ({
  productId: row.id,
  name: row.name,
  price: toCents(row.price),
  openToOffers: row.openToOffers,
  floor: row.offerFloor === null ? null : toCents(row.offerFloor),
  validHours: row.offerValidHours,
  quantity: row.quantity,
  reservedQuantity: row.reservedQuantity,
  underAuction: row.underAuction,
  decommissioned: row.decommissioned,
});

/** The piece is taken: every other standing offer on it is declined, each buyer texted. */
async function closeOthers(tx: CatalogTransaction, productId: number, acceptedId: string) {
  const others = await tx.offer.findMany({
    where: { productId, id: { not: acceptedId }, state: { in: STANDING } },
    orderBy: { createdAt: 'asc' },
  });
  for (const other of others) {
    const { count } = await tx.offer.updateMany({
      where: { id: other.id, state: { in: STANDING } },
      data: { state: 'declined', closeReason: 'piece_gone', decidedAt: new Date(), updatedAt: new Date() },
    });
    if (count > 0) await recordDecided(tx, { ...other, state: 'declined' }, 'declined', 'piece_gone');
  }
}

async function recordDecided(
  tx: CatalogTransaction,
  offer: OfferRow,
  decision: 'countered' | 'declined',
  declinedBecause: 'owner' | 'piece_gone' | null,
) {
  const product = await tx.product.findUniqueOrThrow({
    where: { id: offer.productId },
    select: { name: true },
  });
  await recordEvent(
    tx,
    newEvent(offerDecidedEvent, {
      offerId: offer.id,
      productId: offer.productId,
      productName: product.name,
      buyerId: offer.buyerId,
      decision,
      declinedBecause,
      amount: offer.amount.toFixed(2),
      counterAmount: decision === 'countered' ? (offer.counterAmount?.toFixed(2) ?? null) : null,
      expiresAt: decision === 'countered' ? offer.expiresAt.toISOString() : null,
    }),
    `offer:${offer.id}`,
  );
}

/** The piece's pages and the cart's read model hear that it is held or free again. */
async function recordProductChange(tx: CatalogTransaction, productId: number) {
  const row = await tx.product.findUniqueOrThrow({ where: { id: productId }, include: productWithRelations });
  await recordProductUpserted(tx, toProduct(row));
}

function isUniqueViolation(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError)
    return error.code === 'P2002' || (error.code === 'P2010' && /23505/.test(JSON.stringify(error.meta)));
  return /23505|unique constraint/i.test(String((error as Error)?.message ?? ''));
}
