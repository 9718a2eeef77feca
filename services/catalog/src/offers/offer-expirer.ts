import { countSettled, PeriodicTask } from '@atelier/platform';
import type { Logger } from 'pino';
import type { OffersRepository } from './offers.repository.js';

const BATCH = 100;

/**
 * Expires standing offers (open, or countered and waiting for the buyer) whose time ran out. Every
 * move of an offer is conditional on its state and, here, on its expiry by the database's clock, so
 * several catalog instances expire each once, and an accept racing the runner either wins (the offer
 * is accepted) or finds it expired. A pass answers how many offers it expired.
 */
export function createOfferExpirer(repository: OffersRepository, logger: Logger, intervalMs: number) {
  const expire = async (id: string) => {
    const expired = await repository.expire(id);
    if (expired) logger.info({ offerId: id }, 'offer expired');
    return expired;
  };
  const pass = async () => countSettled(await repository.dueIds(BATCH), expire);
  return new PeriodicTask({ name: 'offer expiry pass', intervalMs, logger, pass });
}
