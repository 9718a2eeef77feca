import { Inject, Injectable } from '@nestjs/common';
import { countSettled, PeriodicTask, SERVICE_LOGGER } from '@atelier/platform';
import type { Logger } from 'pino';
import { CatalogIntervals } from '../catalog-intervals.js';
import { ComingSoonConversionService } from '../coming-soon/coming-soon-conversion.service.js';

const BATCH = 20;

/**
 * Converts sneak peeks whose scheduled time has come (issue 32 item 9), as the owner's click would:
 * the conversion's event texts the signups then. Each conversion locks the item and deletes it
 * (its schedule with it), so several catalog instances convert each item once. A pass answers how
 * many it converted.
 */
@Injectable()
export class ScheduledConversionRunner extends PeriodicTask<number> {
  constructor(
    conversions: ComingSoonConversionService,
    @Inject(SERVICE_LOGGER) logger: Logger,
    intervals: CatalogIntervals,
  ) {
    const convert = async (comingSoonId: number) => {
      const product = await conversions.convertDue(comingSoonId);
      if (product) logger.info({ comingSoonId, productId: product.id }, 'scheduled sneak peek converted');
      return product !== null;
    };
    const pass = async () => countSettled(await conversions.dueIds(BATCH), convert);
    super({ name: 'scheduled conversion pass', intervalMs: intervals.scheduledConversionMs, logger, pass });
  }
}
