import { Injectable } from '@nestjs/common';
import type { EventBus, EventConsumer } from '@atelier/platform';
import { EdgeCache } from './edge-cache.js';

/** The per-instance consumer name: each gateway instance gets its own queue under it. */
export const EDGE_CACHE_CONSUMER = 'gateway-edge-cache';

/**
 * Subscribes this gateway instance to the committed events of every service that owns a public
 * read. Unlike a service's consumers, which share work, each instance must see every invalidation
 * (delivery 'per-instance'). Whenever the subscription (re)starts consuming the cache is cleared:
 * events published while this instance had no queue are lost, so anything cached before may be stale.
 */
@Injectable()
export class EdgeCacheInvalidation implements EventConsumer {
  constructor(private readonly edge: EdgeCache) {}

  subscribe(bus: EventBus): Promise<void> {
    const { edge } = this;
    return bus.subscribe({
      consumer: EDGE_CACHE_CONSUMER,
      eventTypes: edge.eventTypes(),
      delivery: 'per-instance',
      onConsuming: () => edge.clearAll(),
      handle: async (event) => edge.onEvent(event),
    });
  }
}
