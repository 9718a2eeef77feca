import amqp, { type GetMessage } from 'amqplib';
import { rabbitMqQueueNames } from './rabbitmq-event-bus.js';

export interface ParkedEvent {
  eventId?: string;
  type?: string;
  /** Attempts the bus counted (x-attempt); unset when the broker parked it at its delivery limit. */
  attempts?: number;
  /** The handler's last error, or the broker's reason (delivery_limit: the consumer kept dying). */
  reason: string;
  body: string;
}

interface DeadLetterTarget {
  url: string;
  namespace: string;
  consumer: string;
}

// Headers of a message's past life; a replayed message starts again with a full set of attempts.
const SPENT_HEADERS = [
  'x-attempt',
  'x-last-error',
  'x-delivery-count',
  'x-death',
  'x-first-death-exchange',
  'x-first-death-queue',
  'x-first-death-reason',
  'x-last-death-exchange',
  'x-last-death-queue',
  'x-last-death-reason',
];

/** The events parked in a consumer's dead-letter queue (RabbitMQ), left in place. */
export async function listDeadLetters(target: DeadLetterTarget): Promise<ParkedEvent[]> {
  return withDeadLetters(target, async (messages) => messages.map(({ message }) => describe(message)));
}

/**
 * Moves parked events back into the consumer's queue, all of them or those with the given event
 * ids, with their attempt count reset. Each is confirmed in the queue before it leaves the
 * dead-letter queue, so a failure midway loses nothing (at worst an event is there twice, which the
 * consumer's inbox absorbs). Returns the replayed events.
 */
export async function replayDeadLetters(
  target: DeadLetterTarget & { eventIds?: string[] },
): Promise<ParkedEvent[]> {
  const { main } = rabbitMqQueueNames(target.namespace, target.consumer);
  return withDeadLetters(target, async (messages, channel) => {
    const replayed: ParkedEvent[] = [];
    for (const { message } of messages) {
      const letter = describe(message);
      if (target.eventIds && !target.eventIds.includes(letter.eventId ?? '')) continue;
      const headers = { ...message.properties.headers };
      for (const header of SPENT_HEADERS) delete headers[header];
      await new Promise<void>((resolve, reject) =>
        channel.sendToQueue(
          main,
          message.content,
          { ...message.properties, headers, persistent: true },
          (error) => (error ? reject(error) : resolve()),
        ),
      );
      channel.ack(message);
      replayed.push(letter);
    }
    return replayed;
  });
}

/** Takes every message of the dead-letter queue unacked; what is not acked returns on close. */
async function withDeadLetters<T>(
  target: DeadLetterTarget,
  work: (messages: Array<{ message: GetMessage }>, channel: amqp.ConfirmChannel) => Promise<T>,
): Promise<T> {
  const queue = rabbitMqQueueNames(target.namespace, target.consumer).deadLetter;
  const connection = await amqp.connect(target.url);
  try {
    const channel = await connection.createConfirmChannel();
    const { messageCount } = await channel.checkQueue(queue);
    const messages: Array<{ message: GetMessage }> = [];
    for (let i = 0; i < messageCount; i++) {
      const message = await channel.get(queue, { noAck: false });
      if (!message) break;
      messages.push({ message });
    }
    const result = await work(messages, channel);
    await channel.close(); // returns the messages left unacked to the dead-letter queue
    return result;
  } finally {
    await connection.close().catch(() => undefined);
  }
}

function describe(message: GetMessage): ParkedEvent {
  const headers = message.properties.headers ?? {};
  const body = message.content.toString('utf8');
  let event: { id?: unknown; type?: unknown } = {};
  try {
    event = JSON.parse(body);
  } catch {
    // Not JSON: listed with its raw body.
  }
  const death = (headers['x-death'] as Array<{ reason?: string; count?: number }> | undefined)?.[0];
  return {
    eventId: typeof event.id === 'string' ? event.id : message.properties.messageId,
    type: typeof event.type === 'string' ? event.type : message.properties.type,
    attempts: death?.reason === 'delivery_limit' ? undefined : headers['x-attempt'],
    reason:
      headers['x-last-error'] ??
      (death?.reason === 'delivery_limit'
        ? 'delivery limit reached: the consumer stopped during every attempt'
        : (death?.reason ?? 'unknown')),
    body,
  };
}
