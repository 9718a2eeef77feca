import { Injectable } from '@nestjs/common';
import { claimScrape, claimsPayingOldestAge, MetricsSource } from '@atelier/platform';
import { ClaimsRepository } from './claims.repository.js';

/** The age of the oldest claim still paying, read at each /metrics scrape. */
@Injectable()
export class ClaimMetrics extends MetricsSource {
  constructor(claims: ClaimsRepository) {
    super(() =>
      claimScrape.add(async () => claimsPayingOldestAge.set(await claims.oldestPayingAgeSeconds())),
    );
  }
}
