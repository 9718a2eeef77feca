import { countSettled, PeriodicTask } from '@atelier/platform';
import type { Logger } from 'pino';
import type { ComingSoonConversionService } from '../coming-soon/coming-soon-conversion.service.js';

const BATCH = 20;

/**
 * Converts sneak peeks whose scheduled time has come (issue 32 item 9), as the owner's click would:
 * the conversion's event texts the signups then. Each conversion locks the item and deletes it
 * (its schedule with it), so several catalog instances convert each item once. A pass answers how
 * many it converted.
 */
export function createScheduledConversionRunner(
  conversions: ComingSoonConversionService,
  logger: Logger,
  intervalMs: number,
) {
  const convert = async (comingSoonId: number) => {
    const product = await conversions.convertDue(comingSoonId);
    if (product) logger.info({ comingSoonId, productId: product.id }, 'scheduled sneak peek converted');
    return product !== null;
  };
  const pass = async () => countSettled(await conversions.dueIds(BATCH), convert);
  return new PeriodicTask({ name: 'scheduled conversion pass', intervalMs, logger, pass });
}
