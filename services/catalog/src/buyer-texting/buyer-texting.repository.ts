import { ForbiddenException, Injectable } from '@nestjs/common';
import type { RawSqlClient } from '@atelier/platform';
import { CATALOG_SCHEMA, CatalogDatabase } from '../database/catalog-database.js';

export interface BuyerTextingState {
  buyerId: string;
  textsStopped: boolean;
  changedAt: Date;
}

/**
 * Catalog's projection of buyers' texting state (notifications owns it). A win is told by text (the
 * claim link): a buyer whose number replied STOP would never hear of it, and the piece would stay
 * out of sale for the whole claim window, so they must opt back in before they bid or enter.
 */
@Injectable()
export class BuyerTextingRepository {
  constructor(private readonly db: CatalogDatabase) {}

  /** Inside the inbox's transaction: the newest state wins (a late or repeated event changes nothing). */
  static async record(tx: RawSqlClient, state: BuyerTextingState): Promise<void> {
    await tx.$executeRawUnsafe(
      `INSERT INTO "${CATALOG_SCHEMA}"."buyer_texting" (buyer_id, texts_stopped, changed_at)
       VALUES ($1::uuid, $2, $3::timestamptz)
       ON CONFLICT (buyer_id) DO UPDATE SET texts_stopped = EXCLUDED.texts_stopped, changed_at = EXCLUDED.changed_at
       WHERE "buyer_texting".changed_at <= EXCLUDED.changed_at`,
      state.buyerId,
      state.textsStopped,
      state.changedAt.toISOString(),
    );
  }

  /** Whether the buyer's number replied STOP (and not START since). */
  async textsStopped(buyerId: string): Promise<boolean> {
    const row = await this.db.prisma.buyerTexting.findUnique({ where: { buyerId } });
    return row?.textsStopped ?? false;
  }

  /** 403 for a buyer whose number replied STOP, saying how to opt back in; `action`: what they tried. */
  async requireTexts(buyerId: string, action: 'bid' | 'enter' | 'offer'): Promise<void> {
    const row = await this.db.prisma.buyerTexting.findUnique({ where: { buyerId } });
    if (row?.textsStopped)
      throw new ForbiddenException(
        `Your number replied STOP to our texts, so we could not text you if you win: reply START to any text from Atelier to opt back in, then ${action === 'offer' ? 'make your offer' : action} again`,
      );
  }
}
