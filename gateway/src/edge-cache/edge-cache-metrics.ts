import { Injectable } from '@nestjs/common';
import { MetricsSource, reportEdgeCache } from '@atelier/platform';
import { EdgeCache } from './edge-cache.js';

/** The edge cache's hits, misses and size, read at each /metrics scrape. */
@Injectable()
export class EdgeCacheMetrics extends MetricsSource {
  constructor(edge: EdgeCache) {
    super(() => reportEdgeCache(() => edge.stats()));
  }
}
