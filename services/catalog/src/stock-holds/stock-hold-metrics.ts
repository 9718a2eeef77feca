import { Injectable } from '@nestjs/common';
import { MetricsSource, stockHoldScrape, stockHoldsActive, stockHoldsOverdue } from '@atelier/platform';
import { StockHoldsRepository } from './stock-holds.repository.js';

/** Active and overdue stock holds, read at each /metrics scrape. */
@Injectable()
export class StockHoldMetrics extends MetricsSource {
  constructor(holds: StockHoldsRepository) {
    super(() =>
      stockHoldScrape.add(async () => {
        const { active, overdue } = await holds.activeCounts();
        stockHoldsActive.set(active);
        stockHoldsOverdue.set(overdue);
      }),
    );
  }
}
