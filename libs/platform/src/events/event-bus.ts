import type { EventDefinition, EventEnvelope } from '@atelier/contracts';
import type { z } from 'zod';

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
  /**
   * Called each time the subscription starts consuming: once it is first set up, and again after
   * every reconnect. A per-instance consumer missed whatever was published in between (its queue
   * did not exist), so this is where it drops state that those events would have corrected (the
   * gateway clears its edge cache).
   */
  onConsuming?(): void;
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
  /** Raw envelopes for any number of event type patterns (the gateway's cache invalidation). */
  subscribe(subscription: EventSubscription): Promise<void>;
  /** One contracts event, its payload parsed against the contract (see typedSubscription). */
  subscribeTo<TType extends string, TPayload extends z.ZodType>(
    definition: EventDefinition<TType, TPayload>,
    consumer: TypedConsumer,
    handle: TypedHandler<TType, TPayload>,
  ): Promise<void>;
  /** Throws when the bus cannot currently accept events (readiness check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface RetryPolicy {
  /**
   * Deliveries in all, the first included, before the event is dead-lettered. Both a handler that
   * throws and a consumer process that dies mid-delivery use up an attempt (see RabbitMqEventBus).
   */
  maxAttempts: number;
  /** Wait before attempt n+1 is delaysMs[n-1] (the last value repeats). */
  delaysMs: number[];
}

export const defaultRetryPolicy: RetryPolicy = { maxAttempts: 5, delaysMs: [1_000, 5_000, 30_000, 120_000] };

export const retryDelay = (policy: RetryPolicy, attempt: number): number =>
  policy.delaysMs[Math.min(attempt - 1, policy.delaysMs.length - 1)] ?? 1_000;

/** A typed consumer's name and delivery mode, as in EventSubscription. */
export type TypedConsumer = string | Pick<EventSubscription, 'consumer' | 'delivery'>;

export type TypedHandler<TType extends string, TPayload extends z.ZodType> = (
  event: EventEnvelope<TType, z.infer<TPayload>>,
) => Promise<void>;

/**
 * A failure no retry can fix (a payload that breaks its contract): both buses park the event as a
 * dead letter at once instead of retrying it. Handlers may throw it for their own permanent errors.
 */
export class UnprocessableEventError extends Error {
  override readonly name = 'UnprocessableEventError';
}

/**
 * The EventSubscription behind subscribeTo(): each payload is parsed against its contract before
 * the handler sees it, so the handler gets typed, validated data (with the contract's defaults
 * and transforms applied). A payload that fails is unprocessable, hence parked, never retried.
 */
export function typedSubscription<TType extends string, TPayload extends z.ZodType>(
  definition: EventDefinition<TType, TPayload>,
  consumer: TypedConsumer,
  handle: TypedHandler<TType, TPayload>,
): EventSubscription {
  const { consumer: name, delivery } = typeof consumer === 'string' ? { consumer } : consumer;
  return {
    consumer: name,
    eventTypes: [definition.type],
    ...(delivery ? { delivery } : {}),
    handle: async (event) => {
      const parsed = definition.payload.safeParse(event.payload);
      if (!parsed.success)
        throw new UnprocessableEventError(
          `${definition.type} payload breaks its contract: ${parsed.error.issues
            .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
            .join('; ')}`,
        );
      return handle({ ...event, type: definition.type, payload: parsed.data });
    },
  };
}
