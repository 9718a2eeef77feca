import { countSettled, PeriodicTask } from '@atelier/platform';
import type { Logger } from 'pino';
import type { ScheduledConversionsRepository } from './scheduled-conversions.repository.js';

const BATCH = 20;

/**
 * Converts sneak peeks whose scheduled time has come (issue 32 item 9), as the owner's click would:
 * the conversion's event texts the signups then. Each conversion locks its schedule and deletes it,
 * so several catalog instances convert each item once. A pass answers how many it converted.
 */
export function createScheduledConversionRunner(
  repository: ScheduledConversionsRepository,
  logger: Logger,
  intervalMs: number,
) {
  const convert = async (comingSoonId: number) => {
    const product = await repository.convertDue(comingSoonId);
    if (product) logger.info({ comingSoonId, productId: product.id }, 'scheduled sneak peek converted');
    return product !== null;
  };
  const pass = async () => countSettled(await repository.dueIds(BATCH), convert);
  return new PeriodicTask({ name: 'scheduled conversion pass', intervalMs, logger, pass });
}
