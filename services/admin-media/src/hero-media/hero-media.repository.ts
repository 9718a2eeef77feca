import { Injectable } from '@nestjs/common';
import {
  type HeroMedia,
  type HeroMediaData,
  heroMediaChangedEvent,
  type HeroPlacement,
} from '@atelier/contracts';
import { newEvent, recordEvent } from '@atelier/platform';
import { AdminMediaDatabase, type AdminMediaTransaction } from '../database/admin-media-database.js';
import type { HeroMedia as HeroMediaRow } from '../generated/prisma/client.js';

const toHeroMedia = (row: HeroMediaRow): HeroMedia => ({
  id: row.id,
  title: row.title,
  mediaUrl: row.mediaUrl,
  mediaType: row.mediaType as HeroMedia['mediaType'],
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Hero media of both placements. Every change records admin-media.hero-media.changed in the same
 * transaction (the gateways drop their cached active item). Activation locks the placement first, so
 * two admins activating at once end with one active item, never two (the unique index is the backstop).
 */
@Injectable()
export class HeroMediaRepository {
  constructor(private readonly db: AdminMediaDatabase) {}

  async list(placement: HeroPlacement): Promise<HeroMedia[]> {
    const rows = await this.db.prisma.heroMedia.findMany({
      where: { placement },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return rows.map(toHeroMedia);
  }

  async findActive(placement: HeroPlacement): Promise<HeroMedia | null> {
    const row = await this.db.prisma.heroMedia.findFirst({ where: { placement, isActive: true } });
    return row ? toHeroMedia(row) : null;
  }

  create(placement: HeroPlacement, data: HeroMediaData): Promise<HeroMedia> {
    return this.db.transaction(async (tx) => {
      if (data.isActive) await this.deactivateAll(tx, placement);
      const row = await tx.heroMedia.create({ data: { placement, ...data } });
      await this.recordChange(tx, placement, row.id);
      return toHeroMedia(row);
    });
  }

  /** Makes one item the active one of its placement (and every other inactive), or null if missing. */
  setActive(placement: HeroPlacement, id: number, active: boolean): Promise<HeroMedia | null> {
    return this.db.transaction(async (tx) => {
      if (active) await this.deactivateAll(tx, placement);
      const { count } = await tx.heroMedia.updateMany({
        where: { id, placement },
        data: { isActive: active },
      });
      if (count === 0) return null;
      await this.recordChange(tx, placement, id);
      return toHeroMedia(await tx.heroMedia.findUniqueOrThrow({ where: { id } }));
    });
  }

  delete(placement: HeroPlacement, id: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const { count } = await tx.heroMedia.deleteMany({ where: { id, placement } });
      if (count > 0) await this.recordChange(tx, placement, id);
      return count > 0;
    });
  }

  private async deactivateAll(tx: AdminMediaTransaction, placement: HeroPlacement) {
    // Serialises activations of one placement until this transaction ends.
    await tx.$executeRawUnsafe(
      `SELECT pg_advisory_xact_lock(hashtext('admin_media.hero_media:' || $1))`,
      placement,
    );
    await tx.heroMedia.updateMany({ where: { placement, isActive: true }, data: { isActive: false } });
  }

  private recordChange(tx: AdminMediaTransaction, placement: HeroPlacement, heroMediaId: number) {
    return recordEvent(
      tx,
      newEvent(heroMediaChangedEvent, { placement, heroMediaId }),
      `hero-media:${placement}`,
    );
  }
}
