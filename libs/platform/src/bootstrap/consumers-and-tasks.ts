import type { Provider, Type } from '@nestjs/common';
import type { EventBus } from '../events/event-bus.js';

/** The service's pino logger, as its Nest module provides it (consumers and periodic tasks log with it). */
export const SERVICE_LOGGER = Symbol('Logger');

/**
 * A provider that handles events: ServiceHost calls subscribe(bus) once, after the Nest app is made
 * and before it listens. Its dependencies (repositories, services, the logger) are injected like
 * any other provider's.
 */
export interface EventConsumer {
  subscribe(bus: EventBus): Promise<void>;
}

/**
 * A provider that runs in the background from start until close (a PeriodicTask, a metrics source):
 * ServiceHost starts it once the app listens and stops it on close, before the app closes.
 */
export interface BackgroundWork {
  start(): void;
  stop(): Promise<void>;
}

/** The token under which a module lists its event consumers (see eventConsumers). */
export const EVENT_CONSUMERS = Symbol('EventConsumers');
/** The token under which a module lists its background work (see backgroundWork). */
export const BACKGROUND_WORK = Symbol('BackgroundWork');

/**
 * A service module's event consumers, in the order they subscribe: put the result in the module's
 * providers. Each class is a provider of its own (tests may app.get() it), and the list is what
 * ServiceHost subscribes. Nest has no multi-providers, so the list is one provider made of them.
 */
export function eventConsumers(...consumers: Array<Type<EventConsumer>>): Provider[] {
  return [
    ...consumers,
    { provide: EVENT_CONSUMERS, useFactory: (...all: EventConsumer[]) => all, inject: consumers },
  ];
}

/**
 * A service module's background work (periodic tasks, metrics sources), in the order it starts: put
 * the result in the module's providers. ServiceHost starts each once the app listens and stops them
 * on close in the reverse order. Intervals come from the module's options, not from here.
 */
export function backgroundWork(...work: Array<Type<BackgroundWork>>): Provider[] {
  return [...work, { provide: BACKGROUND_WORK, useFactory: (...all: BackgroundWork[]) => all, inject: work }];
}

/**
 * What a service reports to /metrics at scrape time, as background work: `report` adds the source
 * to its scrape group when the service starts (stockHoldScrape.add(...), reportQueueJobs(...)) and
 * answers the function that removes it, called on close. A service's source is a provider
 * extending this, its dependencies injected.
 */
export class MetricsSource implements BackgroundWork {
  private remove: (() => void) | undefined;

  constructor(private readonly report: () => () => void) {}

  start(): void {
    this.remove = this.report();
  }

  async stop(): Promise<void> {
    this.remove?.();
    this.remove = undefined;
  }
}
