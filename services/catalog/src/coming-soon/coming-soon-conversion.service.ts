import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type {
  ComingSoonItem,
  ConvertComingSoonInput,
  DrawRandomness,
  Product,
  ScheduleConversionInput,
  ScheduledConversion,
} from '@atelier/contracts';
import type { CatalogTransaction } from '../database/catalog-database.js';
import { DrawnReleasesService } from '../drawn-releases/drawn-releases.service.js';
import { releaseOpening } from '../drawn-releases/entry-window.js';
import { ScheduledConversionsRepository } from '../scheduled-conversions/scheduled-conversions.repository.js';
import { ComingSoonRepository } from './coming-soon.repository.js';
import { convertAtRefusal, drawWindowHours, pieceFrom, storedRandomness } from './sneak-peek-conversion.js';

/** What a conversion reads and writes (ComingSoonRepository; a fake in unit tests). */
export type ConversionStore = Pick<
  ComingSoonRepository,
  | 'inTransaction'
  | 'lockItem'
  | 'createPiece'
  | 'moveLikes'
  | 'deleteItem'
  | 'publishPiece'
  | 'clock'
  | 'openDrawnRelease'
  | 'recordConverted'
>;

/** Scheduled drops (ScheduledConversionsRepository; a fake in unit tests). */
export type ScheduleStore = Pick<
  ScheduledConversionsRepository,
  'list' | 'schedule' | 'cancel' | 'dueIds' | 'takeSchedule'
>;

/** Where a draw's randomness is settled (DrawnReleasesService: drand's beacon reached, or a 409). */
export type RandomnessSource = Pick<DrawnReleasesService, 'openingRandomness'>;

const ITEM_NOT_FOUND = 'Coming soon item not found';

/**
 * A sneak peek becomes a product: now (the owner's click) or at a set time (a scheduled drop, the
 * runner). The piece is made from the item (sneak-peek-conversion.ts), whoever liked the item likes
 * the piece, the item goes (its schedule with it), and catalog.coming-soon.converted tells its
 * signups (notifications texts them; invited to enter when it is sold by a draw, whose entry window
 * opens in the same transaction). Everything happens under the item's row lock, so two conversions
 * of one item, by hand or by runners on several instances, convert it once: the later finds no item.
 */
@Injectable()
export class ComingSoonConversionService {
  constructor(
    @Inject(ComingSoonRepository) private readonly items: ConversionStore,
    @Inject(ScheduledConversionsRepository) private readonly schedules: ScheduleStore,
    @Inject(DrawnReleasesService) private readonly releases: RandomnessSource,
  ) {}

  /** The owner's conversion: 404 when no item has that id (converted already, too). */
  async convert(id: number, input: ConvertComingSoonInput): Promise<Product> {
    // The draw's randomness is settled (and drand's beacon reached) before anything is written.
    const randomness =
      input.sale.mode === 'draw'
        ? await this.releases.openingRandomness(input.sale.randomness)
        : 'house-seed-only';
    const product = await this.items.inTransaction(async (tx) => {
      const item = await this.items.lockItem(tx, id);
      return item && this.make(tx, item, input, randomness);
    });
    return product ?? notFound(ITEM_NOT_FOUND);
  }

  list = (): Promise<ScheduledConversion[]> => this.schedules.list();

  /**
   * Schedules (or moves) a drop: convertAt in the future and within SCHEDULED_CONVERSION_MAX_DAYS
   * (400 otherwise). A drawn release's randomness is the owner's, settled now (drand's beacon
   * reached, or refused with a 409) and stored with the drop: the runner never chooses it.
   */
  async schedule(
    comingSoonId: number,
    input: ScheduleConversionInput,
    now = Date.now(),
  ): Promise<ScheduledConversion> {
    const convertAt = new Date(input.convertAt);
    const refusal = convertAtRefusal(convertAt, now);
    if (refusal) throw new BadRequestException(refusal);
    const { conversion } = input;
    const sale =
      conversion.sale.mode === 'draw'
        ? {
            ...conversion.sale,
            randomness: await this.releases.openingRandomness(conversion.sale.randomness),
          }
        : conversion.sale;
    return (
      (await this.schedules.schedule(comingSoonId, convertAt, { ...conversion, sale })) ??
      notFound(ITEM_NOT_FOUND)
    );
  }

  async cancelSchedule(comingSoonId: number): Promise<void> {
    if (!(await this.schedules.cancel(comingSoonId)))
      notFound('This sneak peek has no scheduled conversion (it may have been converted already)');
  }

  /** Items whose drop is due (the runner's batch). */
  dueIds = (limit: number): Promise<number[]> => this.schedules.dueIds(limit);

  /**
   * Carries out an item's scheduled drop if its time has come (on the database's clock), as the
   * owner's click would, with the randomness stored with it. Null when there was nothing (left) to
   * do: not due, converted already (by hand or another runner), or the schedule cancelled.
   */
  convertDue(comingSoonId: number): Promise<Product | null> {
    return this.items.inTransaction(async (tx) => {
      // The item first, as the owner's conversion locks it: a conversion by hand at the same moment
      // waits here rather than deadlocking on the schedule its item's deletion removes.
      const item = await this.items.lockItem(tx, comingSoonId);
      if (!item) return null;
      const schedule = await this.schedules.takeSchedule(tx, comingSoonId);
      if (!schedule?.due) return null;
      return this.make(tx, item, schedule.conversion, storedRandomness(schedule.conversion));
    });
  }

  /** Makes the locked item a product, in the caller's transaction. */
  private async make(
    tx: CatalogTransaction,
    item: ComingSoonItem,
    input: ConvertComingSoonInput,
    randomness: DrawRandomness,
  ): Promise<Product> {
    const productId = await this.items.createPiece(tx, pieceFrom(item, input));
    // Whoever liked the sneak peek likes the piece: the rows move, the count follows them.
    const likes = await this.items.moveLikes(tx, item.id, productId);
    await this.items.deleteItem(tx, item.id);
    const product = await this.items.publishPiece(tx, productId, likes);
    const windowHours = drawWindowHours(input, product.quantity);
    const release =
      windowHours === null
        ? null
        : await this.items.openDrawnRelease(tx, {
            productId,
            comingSoonId: item.id,
            quantity: product.quantity,
            opening: releaseOpening(await this.items.clock(tx), windowHours, randomness),
          });
    await this.items.recordConverted(tx, {
      item,
      product,
      productUrl: `/product/${product.id}`,
      ...(release ? { drawnRelease: { releaseId: release.id, closesAt: release.closesAt } } : {}),
    });
    return product;
  }
}

const notFound = (message: string): never => {
  throw new NotFoundException(message);
};
