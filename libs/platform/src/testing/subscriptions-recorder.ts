import type { Logger } from 'pino';
import { InProcessEventBus } from '../events/in-process-event-bus.js';
import type { EventSubscription } from '../events/event-bus.js';

/**
 * The in-process bus, keeping every subscription a service makes as it starts: what a test checks
 * against a declaration of who consumes what (the release flow's steps).
 */
export class SubscriptionsRecorder extends InProcessEventBus {
  readonly made: Array<Pick<EventSubscription, 'consumer' | 'eventTypes'>> = [];

  constructor(logger: Logger) {
    super(logger);
  }

  override async subscribe(subscription: EventSubscription): Promise<void> {
    this.made.push({ consumer: subscription.consumer, eventTypes: [...subscription.eventTypes] });
    await super.subscribe(subscription);
  }
}
