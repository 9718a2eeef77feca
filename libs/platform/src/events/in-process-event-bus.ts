import type { EventEnvelope } from '@atelier/contracts';
import type { Logger } from 'pino';
import { runWithRequestId } from '../logging/request-context.js';
import {
  defaultRetryPolicy,
  type EventBus,
  type EventSubscription,
  type RetryPolicy,
  retryDelay,
} from './event-bus.js';
import { topicMatches } from './topic-match.js';

export interface DeadLetter {
  consumer: string;
  event: EventEnvelope;
  error: string;
  attempts: number;
}

/**
 * The all-in-one adapter: same contract as RabbitMQ inside one process. Each subscriber gets its
 * own copy of the event, delivered asynchronously after publish() returns; failures are retried
 * with the same backoff policy and finally kept as dead letters (and logged).
 */
export class InProcessEventBus implements EventBus {
  private readonly subscriptions: EventSubscription[] = [];
  private readonly pendingTimers = new Set<NodeJS.Timeout>();
  readonly deadLetters: DeadLetter[] = [];
  private closed = false;

  constructor(
    private readonly logger: Logger,
    private readonly retry: RetryPolicy = defaultRetryPolicy,
  ) {}

  async publish(event: EventEnvelope): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
    for (const subscription of this.subscriptions) {
      if (subscription.eventTypes.some((pattern) => topicMatches(pattern, event.type))) {
        this.schedule(subscription, structuredClone(event), 1, 0);
      }
    }
  }

  async subscribe(subscription: EventSubscription): Promise<void> {
    this.subscriptions.push(subscription);
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.pendingTimers) clearTimeout(timer);
    this.pendingTimers.clear();
  }

  private schedule(subscription: EventSubscription, event: EventEnvelope, attempt: number, delayMs: number) {
    const timer = setTimeout(() => {
      this.pendingTimers.delete(timer);
      void this.deliver(subscription, event, attempt);
    }, delayMs);
    this.pendingTimers.add(timer);
  }

  private async deliver(subscription: EventSubscription, event: EventEnvelope, attempt: number) {
    if (this.closed) return;
    try {
      await runWithRequestId(event.requestId ?? event.id, () => subscription.handle(event));
    } catch (error) {
      const message = (error as Error).message;
      const log = {
        consumer: subscription.consumer,
        eventId: event.id,
        type: event.type,
        attempt,
        error: message,
      };
      if (attempt >= this.retry.maxAttempts) {
        this.deadLetters.push({ consumer: subscription.consumer, event, error: message, attempts: attempt });
        this.logger.error(log, 'event dead-lettered');
        return;
      }
      this.logger.warn(log, 'event handler failed; will retry');
      this.schedule(subscription, event, attempt + 1, retryDelay(this.retry, attempt));
    }
  }
}
