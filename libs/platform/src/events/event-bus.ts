import type { EventEnvelope } from '@atelier/contracts';

/** A consumer's interest: a durable name, the event types (AMQP topic patterns) and the handler. */
export interface EventSubscription {
  /** Names the consumer's queue and its inbox rows; keep it stable across deploys. */
  consumer: string;
  eventTypes: string[];
  /**
   * 'shared' (default): every instance of the consumer shares one durable queue, so each event is
   * handled by one of them. 'per-instance': each running instance gets its own transient queue and
   * sees every event (the gateway's edge cache invalidation); nothing is kept while it is down.
   */
  delivery?: 'shared' | 'per-instance';
  /** Must be idempotent (see handleEventOnce): a delivery may repeat after a crash or a retry. */
  handle(event: EventEnvelope): Promise<void>;
}

/**
 * The port every service talks to. Two adapters share these semantics: RabbitMQ (cluster,
 * containers) and in-process (all-in-one). publish() resolves only once the event is safely
 * accepted; a failing handler is retried with backoff, then parked as a dead letter.
 */
export interface EventBus {
  publish(event: EventEnvelope): Promise<void>;
  subscribe(subscription: EventSubscription): Promise<void>;
  /** Throws when the bus cannot currently accept events (readiness check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface RetryPolicy {
  /** Deliveries in all, the first included, before the event is dead-lettered. */
  maxAttempts: number;
  /** Wait before attempt n+1 is delaysMs[n-1] (the last value repeats). */
  delaysMs: number[];
}

export const defaultRetryPolicy: RetryPolicy = { maxAttempts: 5, delaysMs: [1_000, 5_000, 30_000, 120_000] };

export const retryDelay = (policy: RetryPolicy, attempt: number): number =>
  policy.delaysMs[Math.min(attempt - 1, policy.delaysMs.length - 1)] ?? 1_000;
