import { randomUUID } from 'node:crypto';
import { type EventDefinition, type EventEnvelope, eventEnvelopeSchema } from '@atelier/contracts';
import amqp, { type AmqpConnectionManager, type ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel, ConsumeMessage } from 'amqplib';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { withTimeout } from '../async/with-timeout.js';
import { DegradedDependency } from '../health/degraded-dependency.js';
import { currentTraceCarrier } from '../tracing/trace-context.js';
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
import { deliverInTrace } from './traced-delivery.js';

export interface RabbitMqEventBusOptions {
  url: string;
  /** Prefixes the exchange and every queue, so environments (and test runs) never share topology. */
  namespace: string;
  logger: Logger;
  retry?: RetryPolicy;
  /**
   * Unacked deliveries per shared consumer (default 1). A consumer process that dies returns all
   * of them, and each one's delivery count goes up: with more than one in flight, events that
   * merely shared the moment of a crash would pay for it with an attempt. Raise it only for
   * handlers that cannot take the process down.
   */
  prefetch?: number;
  publishTimeoutMs?: number;
  /** How long start() and subscribe() wait for the broker before leaving it to the background. */
  connectTimeoutMs?: number;
  /** AMQP heartbeat: how fast a silently dead connection (cut network) is noticed. */
  heartbeatSeconds?: number;
}

/** Backoff trips so far plus one; a redelivery after a crash adds the queue's x-delivery-count. */
const ATTEMPT_HEADER = 'x-attempt';
const LAST_ERROR_HEADER = 'x-last-error';

/** A channel of ours as amqp-connection-manager re-creates it, and the raw channel it holds now. */
interface ManagedChannel {
  wrapper: ChannelWrapper;
  current?: ConfirmChannel;
  /** A consumer channel's consumer on `current`, cancelled by close(). */
  consumerTag?: string;
}

/**
 * Events go to one durable topic exchange, published persistently with publisher confirms.
 *
 * Healing: amqp-connection-manager keeps the connection, re-connects with backoff and re-runs each
 * channel's setup (exchange, queues, bindings, consumer) on every new connection. It does not
 * replace a single channel the broker closed while the connection lives on, so when one of ours
 * closes that way the bus forces a reconnect, which rebuilds them all. ping() fails while the
 * publish channel is down; readiness does not ask it (a broker outage is not a reason to take a pod
 * out of its Service: events wait in the outbox), the bus reports it as `atelier_degraded{dependency=
 * "event-bus"}` and a log line instead.
 *
 * Shared consumers own a durable quorum queue bound to their event types, one TTL'd retry queue
 * per backoff step that dead-letters back into it, and a dead-letter queue. Messages are acked only
 * after the handler (and its transaction) finished. Attempts add up two ways, both toward
 * RetryPolicy.maxAttempts: a handler that throws moves the message to a retry queue with
 * x-attempt + 1 (it re-enters the main queue fresh); a consumer that dies mid-delivery returns it
 * to the main queue, whose quorum delivery count (x-delivery-count, kept by the broker across
 * crashes) goes up by one. attempt = x-attempt + x-delivery-count. Before running the handler the
 * bus parks a message whose attempts are used up, and the queue's x-delivery-limit parks one that
 * kills every consumer from its first delivery on without any code of ours running.
 *
 * Per-instance consumers get an exclusive, auto-deleted classic queue of their own (a new one after
 * each reconnect: nothing is kept while it is gone); a failing handler is retried in place with the
 * same backoff and then dropped with an error log.
 */
export class RabbitMqEventBus implements EventBus {
  private manager?: AmqpConnectionManager;
  private publisher?: ManagedChannel;
  private readonly consumers: Array<{ subscription: EventSubscription; channel?: ManagedChannel }> = [];
  private healTimer?: NodeJS.Timeout;
  private closed = false;
  /** Deliveries whose handler (and ack) is still running; close() waits for them. */
  private readonly inFlight = new Set<Promise<void>>();
  private readonly retry: RetryPolicy;
  private readonly exchange: string;
  private readonly instanceId = randomUUID().slice(0, 8);
  private readonly outage: DegradedDependency;

  constructor(private readonly options: RabbitMqEventBusOptions) {
    this.retry = options.retry ?? defaultRetryPolicy;
    this.exchange = `${options.namespace}.events`;
    this.outage = new DegradedDependency(
      'event-bus',
      options.logger,
      'events wait in the outbox and are published when it is back',
    );
  }

  /** Connects now; if the broker is down the bus keeps trying in the background. */
  async start(): Promise<void> {
    const { logger } = this.options;
    const manager = amqp.connect([this.options.url], {
      heartbeatIntervalInSeconds: this.options.heartbeatSeconds ?? 5,
      reconnectTimeInSeconds: 1,
      connectionOptions: { clientProperties: { connection_name: `atelier ${this.options.namespace}` } },
    });
    this.manager = manager;
    manager.on('connect', () => {
      logger.info({ exchange: this.exchange }, 'event bus connected');
      this.outage.up();
    });
    manager.on('disconnect', ({ err }) => {
      logger.warn({ error: err?.message }, 'event bus: connection lost, reconnecting');
      if (!this.closed) this.outage.down(err?.message);
    });
    manager.on('connectFailed', ({ err }) => {
      logger.warn({ error: err?.message }, 'event bus: broker unreachable, retrying');
      this.outage.down(err?.message);
    });
    this.publisher = this.managedChannel('publish', (channel) =>
      channel.assertExchange(this.exchange, 'topic', { durable: true }).then(() => undefined),
    );
    for (const consumer of this.consumers) consumer.channel = this.consumerChannel(consumer.subscription);
    await this.waitForChannels([this.publisher, ...this.consumers.map((consumer) => consumer.channel!)]);
  }

  async publish(event: EventEnvelope): Promise<void> {
    // Fail at once while disconnected rather than queue: the outbox is the queue, and its relay
    // records the failure and retries.
    if (!this.publisher?.current) throw new Error('event bus is not connected');
    const publishTimeoutMs = this.options.publishTimeoutMs ?? 5_000;
    await withTimeout(
      this.publisher.wrapper.publish(this.exchange, event.type, Buffer.from(JSON.stringify(event)), {
        persistent: true,
        contentType: 'application/json',
        messageId: event.id,
        type: event.type,
        timestamp: Math.floor(Date.parse(event.occurredAt) / 1000),
        // W3C traceparent of the publishing span (the relay's, in the trace of the request that
        // wrote the outbox row), so consumers continue that trace; empty when tracing is off.
        headers: {
          ...(event.requestId ? { 'x-request-id': event.requestId } : {}),
          ...currentTraceCarrier(),
        },
        timeout: publishTimeoutMs,
      }),
      publishTimeoutMs + 100,
      `broker did not confirm the publish within ${publishTimeoutMs} ms`,
    );
    eventsPublished.inc({ type: event.type });
  }

  async subscribe(subscription: EventSubscription): Promise<void> {
    const consumer: (typeof this.consumers)[number] = { subscription };
    this.consumers.push(consumer);
    if (!this.manager) return; // start() sets it up
    consumer.channel = this.consumerChannel(subscription);
    await this.waitForChannels([consumer.channel]);
  }

  subscribeTo<TType extends string, TPayload extends z.ZodType>(
    definition: EventDefinition<TType, TPayload>,
    consumer: TypedConsumer,
    handle: TypedHandler<TType, TPayload>,
  ): Promise<void> {
    return this.subscribe(typedSubscription(definition, consumer, handle));
  }

  async ping(): Promise<void> {
    if (!this.manager?.isConnected() || !this.publisher?.current)
      throw new Error('event bus is not connected');
  }

  /** Stops taking deliveries, lets running handlers finish and ack, then disconnects. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.healTimer);
    await Promise.allSettled(
      this.consumers.map(({ channel }) =>
        channel?.current && channel.consumerTag ? channel.current.cancel(channel.consumerTag) : undefined,
      ),
    );
    await Promise.allSettled(this.inFlight);
    // Acks are written asynchronously; closing each channel first flushes them before the socket goes.
    await Promise.allSettled(this.consumers.map(({ channel }) => channel?.wrapper.close()));
    await this.publisher?.wrapper.close().catch(() => undefined);
    await this.manager?.close().catch(() => undefined);
  }

  /** Names of a consumer's queues, exposed for tests and operations (scripts/dead-letters.mjs). */
  queueNames(consumer: string) {
    return rabbitMqQueueNames(this.options.namespace, consumer);
  }

  /** Waits for channels to be set up, at most connectTimeoutMs; a setup error is thrown. */
  private async waitForChannels(channels: ManagedChannel[]) {
    const timeoutMs = this.options.connectTimeoutMs ?? 5_000;
    const ready = Promise.all(
      channels.map(
        (channel) =>
          new Promise<void>((resolve, reject) => {
            if (channel.current) return resolve();
            channel.wrapper.once('connect', () => resolve());
            channel.wrapper.once('error', reject);
          }),
      ),
    );
    try {
      await withTimeout(ready, timeoutMs, `broker not reachable within ${timeoutMs} ms`);
    } catch (error) {
      if (this.manager?.isConnected()) throw error; // connected, yet the setup failed: a real error
      this.options.logger.warn({ error: (error as Error).message }, 'event bus: continuing to connect');
    }
  }

  private managedChannel(name: string, setup: (channel: ConfirmChannel) => Promise<void>): ManagedChannel {
    const managed: ManagedChannel = {
      wrapper: this.manager!.createChannel({
        name,
        confirm: true,
        setup: async (channel: ConfirmChannel) => {
          channel.on('close', () => {
            if (managed.current !== channel) return;
            managed.current = undefined;
            this.scheduleHeal();
          });
          await setup(channel);
          managed.current = channel;
        },
      }),
    };
    managed.wrapper.on('error', (error: Error) =>
      this.options.logger.warn({ channel: name, error: error.message }, 'event bus: channel error'),
    );
    return managed;
  }

  /**
   * A channel closed. If the whole connection went, the manager reconnects by itself; if the broker
   * closed just this channel, nothing would bring it back, so reconnect everything.
   */
  private scheduleHeal() {
    if (this.closed || this.healTimer) return;
    this.healTimer = setTimeout(() => {
      this.healTimer = undefined;
      const channels = [this.publisher, ...this.consumers.map((consumer) => consumer.channel)];
      if (this.closed || !this.manager?.isConnected()) return;
      if (channels.some((channel) => channel && !channel.current)) {
        this.options.logger.warn('event bus: the broker closed a channel; reconnecting');
        this.manager.reconnect();
      }
    }, 250);
  }

  private consumerChannel(subscription: EventSubscription): ManagedChannel {
    const perInstance = subscription.delivery === 'per-instance';
    const name = `consume ${subscription.consumer}${perInstance ? ` (instance ${this.instanceId})` : ''}`;
    const managed: ManagedChannel = this.managedChannel(name, async (channel) => {
      // Per-instance queues count no attempts, so they can take several deliveries at once.
      await channel.prefetch(perInstance ? 10 : (this.options.prefetch ?? 1));
      await channel.assertExchange(this.exchange, 'topic', { durable: true });
      const queue = perInstance
        ? await this.declareInstanceQueue(channel, subscription)
        : await this.declareSharedQueues(channel, subscription);
      for (const pattern of subscription.eventTypes) await channel.bindQueue(queue, this.exchange, pattern);
      const { consumerTag } = await channel.consume(queue, (message) => {
        if (!message) {
          // The broker cancelled us (our queue was deleted): a fresh channel re-declares it.
          void channel.close().catch(() => undefined);
          return;
        }
        if (this.closed) return; // close() is cancelling: left unacked, it goes back to the queue
        const delivery = perInstance
          ? this.handleInstanceDelivery(channel, subscription, message)
          : this.handleSharedDelivery(channel, subscription, message);
        this.inFlight.add(delivery);
        void delivery.finally(() => this.inFlight.delete(delivery));
      });
      managed.consumerTag = consumerTag;
      subscription.onConsuming?.();
    });
    return managed;
  }

  private async declareSharedQueues(channel: ConfirmChannel, subscription: EventSubscription) {
    const names = this.queueNames(subscription.consumer);
    await channel.assertQueue(names.deadLetter, { durable: true, arguments: { 'x-queue-type': 'quorum' } });
    for (const delayMs of new Set(this.retry.delaysMs)) {
      await channel.assertQueue(names.retry(delayMs), {
        durable: true,
        arguments: {
          'x-message-ttl': delayMs,
          'x-dead-letter-exchange': '',
          'x-dead-letter-routing-key': names.main,
        },
      });
    }
    await channel.assertQueue(names.main, {
      durable: true,
      arguments: {
        'x-queue-type': 'quorum',
        // Deliveries = limit + 1 (RabbitMQ 3.10+): a message fresh in the queue that kills every
        // consumer is dead-lettered by the broker after maxAttempts deliveries.
        'x-delivery-limit': Math.max(this.retry.maxAttempts - 1, 0),
        'x-dead-letter-exchange': '',
        'x-dead-letter-routing-key': names.deadLetter,
        // Dead-letter with confirms inside the broker, so a parked message is never lost.
        'x-dead-letter-strategy': 'at-least-once',
        'x-overflow': 'reject-publish',
      },
    });
    return names.main;
  }

  private async declareInstanceQueue(channel: ConfirmChannel, subscription: EventSubscription) {
    // A new name on each connection: after a network cut the broker may not yet have noticed the
    // old connection, and re-declaring its exclusive queue would be refused (RESOURCE_LOCKED).
    const { main } = this.queueNames(subscription.consumer);
    const queue = `${main}.instance.${this.instanceId}.${randomUUID().slice(0, 8)}`;
    await channel.assertQueue(queue, { exclusive: true, autoDelete: true, durable: false });
    return queue;
  }

  private async handleSharedDelivery(
    channel: ConfirmChannel,
    subscription: EventSubscription,
    message: ConsumeMessage,
  ) {
    const names = this.queueNames(subscription.consumer);
    const headers = message.properties.headers ?? {};
    const attempt = Number(headers[ATTEMPT_HEADER] ?? 1) + Number(headers['x-delivery-count'] ?? 0);
    const log = { consumer: subscription.consumer, messageId: message.properties.messageId, attempt };
    if (attempt > this.retry.maxAttempts) {
      // The last attempts ended with the consumer gone (a crash): no retry is left to run.
      const reason = `attempts used up; the consumer stopped during the last one (${headers[LAST_ERROR_HEADER] ?? 'no handler error'})`;
      this.options.logger.error({ ...log, error: reason }, 'event dead-lettered');
      if (await this.forward(channel, names.deadLetter, message, attempt - 1, reason))
        eventsParked.inc({ type: message.properties.type ?? 'unknown', consumer: subscription.consumer });
      return;
    }
    const event = parseEnvelope(message.content);
    if (!event) {
      // No retry can fix a malformed message: park it for a human at once.
      this.options.logger.error(log, 'message is not an event envelope; dead-lettered');
      if (await this.forward(channel, names.deadLetter, message, attempt, 'message is not an event envelope'))
        eventsParked.inc({ type: 'unknown', consumer: subscription.consumer });
      return;
    }
    try {
      await deliverInTrace(subscription, event, deliveryCarrier(headers), attempt);
      ack(channel, message);
      eventsConsumed.inc({ type: event.type, consumer: subscription.consumer });
    } catch (error) {
      const reason = (error as Error).message;
      const failure = { ...log, eventId: event.id, type: event.type, error: reason };
      const labels = { type: event.type, consumer: subscription.consumer };
      if (error instanceof UnprocessableEventError || attempt >= this.retry.maxAttempts) {
        this.options.logger.error(failure, 'event dead-lettered');
        if (await this.forward(channel, names.deadLetter, message, attempt, reason)) eventsParked.inc(labels);
      } else {
        this.options.logger.warn(failure, 'event handler failed; will retry');
        const retried = await this.forward(
          channel,
          names.retry(retryDelay(this.retry, attempt)),
          message,
          attempt + 1,
          reason,
        );
        if (retried) eventsRetried.inc(labels);
      }
    }
  }

  private async handleInstanceDelivery(
    channel: ConfirmChannel,
    subscription: EventSubscription,
    message: ConsumeMessage,
  ) {
    const event = parseEnvelope(message.content);
    for (let attempt = 1; event; attempt++) {
      try {
        await deliverInTrace(subscription, event, deliveryCarrier(message.properties.headers), attempt);
        eventsConsumed.inc({ type: event.type, consumer: subscription.consumer });
        break;
      } catch (error) {
        const failure = {
          consumer: subscription.consumer,
          eventId: event.id,
          type: event.type,
          attempt,
          error: (error as Error).message,
        };
        if (error instanceof UnprocessableEventError || attempt >= this.retry.maxAttempts || this.closed) {
          this.options.logger.error(failure, 'event dropped by a per-instance consumer');
          eventsDropped.inc({ type: event.type, consumer: subscription.consumer });
          break;
        }
        this.options.logger.warn(failure, 'event handler failed; will retry');
        eventsRetried.inc({ type: event.type, consumer: subscription.consumer });
        await new Promise((resolve) => setTimeout(resolve, retryDelay(this.retry, attempt)));
      }
    }
    if (!event)
      this.options.logger.error({ consumer: subscription.consumer }, 'message is not an event envelope');
    ack(channel, message);
  }

  /**
   * Moves a message to another queue: confirmed there first, then acked here, so it is never lost.
   * False when the channel died first (the message comes back and is counted on that delivery).
   */
  private async forward(
    channel: ConfirmChannel,
    queue: string,
    message: ConsumeMessage,
    attempt: number,
    reason: string,
  ): Promise<boolean> {
    const { 'x-delivery-count': _count, ...headers } = message.properties.headers ?? {};
    try {
      await new Promise<void>((resolve, reject) =>
        channel.sendToQueue(
          queue,
          message.content,
          {
            ...message.properties,
            persistent: true,
            headers: { ...headers, [ATTEMPT_HEADER]: attempt, [LAST_ERROR_HEADER]: reason.slice(0, 500) },
          },
          (error) => (error ? reject(error) : resolve()),
        ),
      );
      ack(channel, message);
      return true;
    } catch {
      // The channel is gone: the unacked message returns to its queue and is delivered again.
      return false;
    }
  }
}

/** The queues of a shared consumer, for the bus, its tests and the dead-letter script. */
export function rabbitMqQueueNames(namespace: string, consumer: string) {
  const main = `${namespace}.${consumer}`;
  return {
    main,
    deadLetter: `${main}.dead-letter`,
    retry: (delayMs: number) => `${main}.retry.${delayMs}ms`,
  };
}

/** Acks on the channel that delivered the message; if that channel died the broker redelivers. */
function ack(channel: ConfirmChannel, message: ConsumeMessage) {
  try {
    channel.ack(message);
  } catch {
    // Channel closed: the message is redelivered and the inbox absorbs the repeat.
  }
}

function parseEnvelope(content: Buffer): EventEnvelope | undefined {
  try {
    const parsed = eventEnvelopeSchema.safeParse(JSON.parse(content.toString('utf8')));
    return parsed.success ? (parsed.data as EventEnvelope) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The trace a delivery continues: with tracing on, amqplib's instrumentation already runs the
 * delivery in its consumer span (itself continuing the message's headers), so the consumer's span
 * goes under it; without it (tracing off, or a message from a client that did not trace) the
 * headers as they came.
 */
function deliveryCarrier(headers: Record<string, unknown> | undefined) {
  const active = currentTraceCarrier();
  return active.traceparent ? active : headers;
}
