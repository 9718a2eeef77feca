import { Inject, Injectable } from '@nestjs/common';
import { countSettled, PeriodicTask, SERVICE_LOGGER } from '@atelier/platform';
import type { Logger } from 'pino';
import { CatalogIntervals } from '../catalog-intervals.js';
import { OffersRepository } from './offers.repository.js';

const BATCH = 100;

/**
 * Expires standing offers (open, or countered and waiting for the buyer) whose time ran out. Every
 * move of an offer is conditional on its state and, here, on its expiry by the database's clock, so
 * several catalog instances expire each once, and an accept racing the runner either wins (the offer
 * is accepted) or finds it expired. A pass answers how many offers it expired.
 */
@Injectable()
export class OfferExpirer extends PeriodicTask<number> {
  constructor(
    repository: OffersRepository,
    @Inject(SERVICE_LOGGER) logger: Logger,
    intervals: CatalogIntervals,
  ) {
    const expire = async (id: string) => {
      const expired = await repository.expire(id);
      if (expired) logger.info({ offerId: id }, 'offer expired');
      return expired;
    };
    const pass = async () => countSettled(await repository.dueIds(BATCH), expire);
    super({ name: 'offer expiry pass', intervalMs: intervals.offerExpiryMs, logger, pass });
  }
}
