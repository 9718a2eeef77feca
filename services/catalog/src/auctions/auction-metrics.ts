import { Injectable } from '@nestjs/common';
import { auctionScrape, auctionsOverdue, MetricsSource } from '@atelier/platform';
import { AuctionsRepository } from './auctions.repository.js';

/** Auctions past their end and not yet closed, read at each /metrics scrape. */
@Injectable()
export class AuctionMetrics extends MetricsSource {
  constructor(auctions: AuctionsRepository) {
    super(() => auctionScrape.add(async () => auctionsOverdue.set(await auctions.overdueCount())));
  }
}
