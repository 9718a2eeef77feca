import type { EventDefinition, EventEnvelope } from '@atelier/contracts';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { currentTraceCarrier, type TraceCarrier } from '../tracing/trace-context.js';
import {
  eventsConsumed,
  eventsDropped,
  eventsParked,
  eventsPublished,
  eventsRetried,
} from '../metrics/store-metrics.js';
import {
  defaultRetryPolicy,
  type EventBus,
  type EventSubscription,
  type RetryPolicy,
  retryDelay,
  type TypedConsumer,
  type TypedHandler,
  typedSubscription,
  UnprocessableEventError,
} from './event-bus.js';
import { topicMatches } from './topic-match.js';
import { deliverInTrace } from './traced-delivery.js';

export interface DeadLetter {
  consumer: string;
  event: EventEnvelope;
  error: string;
  attempts: number;
}

/**
 * The all-in-one adapter: same contract as RabbitMQ inside one process. Each consumer gets its own
 * copy of the event, delivered asynchronously after publish() returns: 'shared' subscriptions of
 * one consumer name take turns (like competing consumers on one queue), 'per-instance' ones each
 * get every event. Failures are retried with the same backoff policy and finally kept as dead
 * letters, logged at error level: the all-in-one operator's view of them (nothing survives a
 * restart here, as nothing is queued across one). Unprocessable events are parked at once.
 */
export class InProcessEventBus implements EventBus {
  private readonly subscriptions: EventSubscription[] = [];
  private readonly turns = new Map<string, number>();
  private readonly pendingTimers = new Set<NodeJS.Timeout>();
  private deliveriesUnderway = 0;
  readonly deadLetters: DeadLetter[] = [];
  private closed = false;

  constructor(
    private readonly logger: Logger,
    private readonly retry: RetryPolicy = defaultRetryPolicy,
  ) {}

  async publish(event: EventEnvelope): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
    // What the RabbitMQ bus puts in the message's headers: consumers continue the publisher's trace.
    const trace = currentTraceCarrier();
    const interested = this.subscriptions.filter((subscription) =>
      subscription.eventTypes.some((pattern) => topicMatches(pattern, event.type)),
    );
    const sharedByConsumer = new Map<string, EventSubscription[]>();
    for (const subscription of interested) {
      if (subscription.delivery === 'per-instance') {
        this.schedule(subscription, structuredClone(event), trace, 1, 0);
      } else {
        const group = sharedByConsumer.get(subscription.consumer) ?? [];
        sharedByConsumer.set(subscription.consumer, [...group, subscription]);
      }
    }
    for (const [consumer, group] of sharedByConsumer) {
      const turn = this.turns.get(consumer) ?? 0;
      this.turns.set(consumer, turn + 1);
      this.schedule(group[turn % group.length], structuredClone(event), trace, 1, 0);
    }
    eventsPublished.inc({ type: event.type });
  }

  async subscribe(subscription: EventSubscription): Promise<void> {
    this.subscriptions.push(subscription);
    // In one process nothing is ever missed after this: it consumes from now on.
    subscription.onConsuming?.();
  }

  subscribeTo<TType extends string, TPayload extends z.ZodType>(
    definition: EventDefinition<TType, TPayload>,
    consumer: TypedConsumer,
    handle: TypedHandler<TType, TPayload>,
  ): Promise<void> {
    return this.subscribe(typedSubscription(definition, consumer, handle));
  }

  /**
   * Deliveries scheduled or running (retries included). Zero once every event published so far has
   * been handled or dead-lettered: what a build step waits for before it keeps the database.
   */
  get unsettledDeliveries(): number {
    return this.pendingTimers.size + this.deliveriesUnderway;
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.pendingTimers) clearTimeout(timer);
    this.pendingTimers.clear();
  }

  private schedule(
    subscription: EventSubscription,
    event: EventEnvelope,
    trace: TraceCarrier,
    attempt: number,
    delayMs: number,
  ) {
    const timer = setTimeout(() => {
      this.pendingTimers.delete(timer);
      this.deliveriesUnderway++;
      void this.deliver(subscription, event, trace, attempt).finally(() => this.deliveriesUnderway--);
    }, delayMs);
    this.pendingTimers.add(timer);
  }

  private async deliver(
    subscription: EventSubscription,
    event: EventEnvelope,
    trace: TraceCarrier,
    attempt: number,
  ) {
    if (this.closed) return;
    try {
      await deliverInTrace(subscription, event, trace, attempt);
      eventsConsumed.inc({ type: event.type, consumer: subscription.consumer });
    } catch (error) {
      const message = (error as Error).message;
      const log = {
        consumer: subscription.consumer,
        eventId: event.id,
        type: event.type,
        attempt,
        error: message,
      };
      const labels = { type: event.type, consumer: subscription.consumer };
      if (error instanceof UnprocessableEventError || attempt >= this.retry.maxAttempts) {
        if (subscription.delivery === 'per-instance') {
          // As on RabbitMQ, a per-instance consumer's failures are dropped rather than parked.
          eventsDropped.inc(labels);
        } else eventsParked.inc(labels);
        this.deadLetters.push({ consumer: subscription.consumer, event, error: message, attempts: attempt });
        this.logger.error(log, 'event dead-lettered');
        return;
      }
      eventsRetried.inc(labels);
      this.logger.warn(log, 'event handler failed; will retry');
      this.schedule(subscription, event, trace, attempt + 1, retryDelay(this.retry, attempt));
    }
  }
}
