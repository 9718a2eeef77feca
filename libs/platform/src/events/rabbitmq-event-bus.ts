import { type EventEnvelope, eventEnvelopeSchema } from '@atelier/contracts';
import amqp, { type ConfirmChannel, type ConsumeMessage } from 'amqplib';
import type { Logger } from 'pino';
import { withTimeout } from '../async/with-timeout.js';
import { runWithRequestId } from '../logging/request-context.js';
import {
  defaultRetryPolicy,
  type EventBus,
  type EventSubscription,
  type RetryPolicy,
  retryDelay,
} from './event-bus.js';

type AmqpConnection = Awaited<ReturnType<typeof amqp.connect>>;

export interface RabbitMqEventBusOptions {
  url: string;
  /** Prefixes the exchange and every queue, so environments (and test runs) never share topology. */
  namespace: string;
  logger: Logger;
  retry?: RetryPolicy;
  prefetch?: number;
  publishTimeoutMs?: number;
}

const ATTEMPT_HEADER = 'x-attempt';

/**
 * Events go to one durable topic exchange, published persistently with publisher confirms.
 * Each consumer owns a durable queue bound to its event types, one TTL'd retry queue per backoff
 * step that dead-letters back into it, and a dead-letter queue for events that keep failing.
 * Messages are acked only after the handler (and its transaction) finished. On connection loss
 * the bus reconnects with backoff and re-declares its consumers.
 */
export class RabbitMqEventBus implements EventBus {
  private connection?: AmqpConnection;
  private publishChannel?: ConfirmChannel;
  private readonly subscriptions: EventSubscription[] = [];
  private connecting?: Promise<void>;
  private reconnectTimer?: NodeJS.Timeout;
  private reconnectDelayMs = 250;
  private closed = false;
  /** Deliveries whose handler (and ack) is still running; close() waits for them. */
  private readonly inFlight = new Set<Promise<void>>();
  private readonly consumers: { channel: ConfirmChannel; tag: string }[] = [];
  private readonly retry: RetryPolicy;
  private readonly exchange: string;

  constructor(private readonly options: RabbitMqEventBusOptions) {
    this.retry = options.retry ?? defaultRetryPolicy;
    this.exchange = `${options.namespace}.events`;
  }

  /** Connects now; if the broker is down the bus keeps trying in the background. */
  async start(): Promise<void> {
    try {
      await this.connect();
    } catch (error) {
      this.options.logger.warn(
        { error: (error as Error).message },
        'event bus: broker unreachable, retrying',
      );
      this.scheduleReconnect();
    }
  }

  async publish(event: EventEnvelope): Promise<void> {
    const channel = this.publishChannel;
    if (!channel) throw new Error('event bus is not connected');
    const body = Buffer.from(JSON.stringify(event));
    const publishTimeoutMs = this.options.publishTimeoutMs ?? 5_000;
    await withTimeout(
      new Promise<void>((resolve, reject) =>
        channel.publish(
          this.exchange,
          event.type,
          body,
          {
            persistent: true,
            contentType: 'application/json',
            messageId: event.id,
            type: event.type,
            timestamp: Math.floor(Date.parse(event.occurredAt) / 1000),
            headers: event.requestId ? { 'x-request-id': event.requestId } : {},
          },
          (error) => (error ? reject(error) : resolve()),
        ),
      ),
      publishTimeoutMs,
      `broker did not confirm the publish within ${publishTimeoutMs} ms`,
    );
  }

  async subscribe(subscription: EventSubscription): Promise<void> {
    this.subscriptions.push(subscription);
    if (this.connection) await this.startConsumer(this.connection, subscription);
  }

  async ping(): Promise<void> {
    if (!this.publishChannel) throw new Error('event bus is not connected');
  }

  /** Stops taking deliveries, lets running handlers finish and ack, then disconnects. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    await Promise.allSettled(this.consumers.map(({ channel, tag }) => channel.cancel(tag)));
    await Promise.allSettled(this.inFlight);
    // Acks are written asynchronously; closing each channel first flushes them before the socket goes.
    await Promise.allSettled(this.consumers.map(({ channel }) => channel.close()));
    this.consumers.length = 0;
    const connection = this.connection;
    this.connection = undefined;
    this.publishChannel = undefined;
    await connection?.close().catch(() => undefined);
  }

  /** Names of a consumer's queues, exposed for tests and operations. */
  queueNames(consumer: string) {
    const main = `${this.options.namespace}.${consumer}`;
    return {
      main,
      deadLetter: `${main}.dead-letter`,
      retry: (delayMs: number) => `${main}.retry.${delayMs}ms`,
    };
  }

  private connect(): Promise<void> {
    this.connecting ??= this.openConnection().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async openConnection(): Promise<void> {
    const connection = await amqp.connect(this.options.url);
    connection.on('error', () => undefined); // 'close' follows and drives the reconnect
    connection.on('close', () => {
      if (this.connection !== connection) return;
      this.connection = undefined;
      this.consumers.length = 0; // their channels died with the connection
      this.publishChannel = undefined;
      if (!this.closed) {
        this.options.logger.warn('event bus: connection lost, reconnecting');
        this.scheduleReconnect();
      }
    });
    const publishChannel = await connection.createConfirmChannel();
    publishChannel.on('error', () => undefined);
    await publishChannel.assertExchange(this.exchange, 'topic', { durable: true });
    for (const subscription of this.subscriptions) await this.startConsumer(connection, subscription);
    this.connection = connection;
    this.publishChannel = publishChannel;
    this.reconnectDelayMs = 250;
    this.options.logger.info({ exchange: this.exchange }, 'event bus connected');
  }

  private scheduleReconnect() {
    if (this.closed || this.reconnectTimer) return;
    const delay = this.reconnectDelayMs;
    this.reconnectDelayMs = Math.min(delay * 2, 5_000);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.connect().catch(() => this.scheduleReconnect());
    }, delay);
  }

  private async startConsumer(connection: AmqpConnection, subscription: EventSubscription) {
    const names = this.queueNames(subscription.consumer);
    const channel = await connection.createConfirmChannel();
    channel.on('error', () => undefined);
    await channel.prefetch(this.options.prefetch ?? 10);
    await channel.assertExchange(this.exchange, 'topic', { durable: true });
    await channel.assertQueue(names.main, { durable: true });
    for (const pattern of subscription.eventTypes)
      await channel.bindQueue(names.main, this.exchange, pattern);
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
    await channel.assertQueue(names.deadLetter, { durable: true });
    const { consumerTag } = await channel.consume(names.main, (message) => {
      if (!message) return;
      const delivery = this.handleDelivery(channel, subscription, message);
      this.inFlight.add(delivery);
      void delivery.finally(() => this.inFlight.delete(delivery));
    });
    this.consumers.push({ channel, tag: consumerTag });
  }

  private async handleDelivery(
    channel: ConfirmChannel,
    subscription: EventSubscription,
    message: ConsumeMessage,
  ) {
    const names = this.queueNames(subscription.consumer);
    const attempt = Number(message.properties.headers?.[ATTEMPT_HEADER] ?? 1);
    const event = parseEnvelope(message.content);
    if (!event) {
      // No retry can fix a malformed message: park it for a human at once.
      await this.forward(channel, names.deadLetter, message, attempt, 'message is not an event envelope');
      return;
    }
    try {
      await runWithRequestId(event.requestId ?? event.id, () => subscription.handle(event));
      channel.ack(message);
    } catch (error) {
      const reason = (error as Error).message;
      const log = {
        consumer: subscription.consumer,
        eventId: event.id,
        type: event.type,
        attempt,
        error: reason,
      };
      if (attempt >= this.retry.maxAttempts) {
        this.options.logger.error(log, 'event dead-lettered');
        await this.forward(channel, names.deadLetter, message, attempt, reason);
      } else {
        this.options.logger.warn(log, 'event handler failed; will retry');
        await this.forward(
          channel,
          names.retry(retryDelay(this.retry, attempt)),
          message,
          attempt + 1,
          reason,
        );
      }
    }
  }

  /** Moves a message to another queue: confirmed there first, then acked here, so it is never lost. */
  private async forward(
    channel: ConfirmChannel,
    queue: string,
    message: ConsumeMessage,
    attempt: number,
    reason: string,
  ) {
    try {
      await new Promise<void>((resolve, reject) =>
        channel.sendToQueue(
          queue,
          message.content,
          {
            ...message.properties,
            persistent: true,
            headers: {
              ...message.properties.headers,
              [ATTEMPT_HEADER]: attempt,
              'x-last-error': reason.slice(0, 500),
            },
          },
          (error) => (error ? reject(error) : resolve()),
        ),
      );
      channel.ack(message);
    } catch {
      // The channel is gone: the unacked message returns to its queue and is delivered again.
    }
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
