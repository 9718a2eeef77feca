import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { REQUEST_ID_HEADER } from '@atelier/contracts';
import {
  type EventBus,
  type EventConsumer,
  SERVICE_LOGGER,
  UnprocessableEventError,
} from '@atelier/platform';
import type { FastifyInstance } from 'fastify';
import type { Route } from '../routing/route-table.js';
import type { Logger } from 'pino';
import { LiveChannels, type ReadCurrent } from './live-channels.js';
import { liveTopics } from './live-topics.js';

// Where the streams' states come from: catalog's events on the bus, a read through the gateway's
// own route, and the answers to writes that carry one.

/** The per-instance consumer name: each gateway instance gets its own queue under it. */
export const LIVE_UPDATES_CONSUMER = 'gateway-live-updates';

/**
 * Subscribes this gateway instance, once, to catalog's auction and draw changes, for its own
 * watchers. Like the edge cache's, the delivery is per instance: every instance's watchers hear
 * every change, whichever catalog instance committed it. Whenever the subscription consumes again
 * after a reconnect, the changes published meanwhile were lost: the watched products are read again.
 */
@Injectable()
export class LiveUpdatesConsumer implements EventConsumer {
  constructor(
    private readonly channels: LiveChannels,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  subscribe(bus: EventBus): Promise<void> {
    const { channels, logger } = this;
    const topics = Object.values(liveTopics);
    return bus.subscribe({
      consumer: LIVE_UPDATES_CONSUMER,
      eventTypes: topics.map((topic) => topic.eventType),
      delivery: 'per-instance',
      onConsuming: () =>
        void channels
          .resync()
          .catch((error: Error) =>
            logger.error({ error: error.message }, 'live updates: reading again failed'),
          ),
      handle: async (event) => {
        const topic = topics.find((t) => t.eventType === event.type);
        const state = topic?.fromEvent(event.payload);
        if (!topic || !state) throw new UnprocessableEventError(`${event.type} carries no state to pass on`);
        channels.publish(topic, event.id, state);
      },
    });
  }
}

/**
 * A product's current state read through the gateway's own public route (fastify.inject: the same
 * hooks, edge and pool to catalog as a browser's read): a short request, never held open. An answer
 * that carries no state (404, or catalog unreachable) is handed back to answer the stream with.
 */
export function readThroughGateway(fastify: FastifyInstance): ReadCurrent {
  return async (topic, productId, requestId) => {
    const answer = await fastify
      .inject({
        method: 'GET',
        url: topic.readPath(productId),
        headers: requestId ? { [REQUEST_ID_HEADER]: requestId } : {},
      })
      .catch(() => undefined);
    if (!answer)
      return {
        refused: {
          status: 502,
          body: JSON.stringify({
            statusCode: 502,
            error: 'Bad Gateway',
            message: 'The catalog service is unavailable',
            requestId: requestId ?? '',
          }),
          headers: { 'content-type': 'application/json; charset=utf-8' },
        },
      };
    const state = answer.statusCode === 200 ? topic.fromRead(parsed(answer.body)) : undefined;
    if (state) return { state };
    return {
      refused: {
        status: answer.statusCode === 200 ? 502 : answer.statusCode,
        body: answer.body,
        headers: {
          'content-type': String(answer.headers['content-type'] ?? 'application/json; charset=utf-8'),
        },
      },
    };
  };
}

const parsed = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

/**
 * A write's answer that carries the state after it (a bid's auction, route.announcesLive): written
 * to this gateway's watchers as soon as the writer has it, instead of after the change's event has
 * come back through catalog's outbox relay and the bus, which waits behind the bids' own
 * transactions on a busy store. The event follows and carries the same state: it is kept, not sent
 * again (LiveChannels). Other instances' watchers hear it from the event.
 */
export function announceAnswers(channels: LiveChannels): (route: Route, body: Buffer) => void {
  return (route, body) => {
    const topic = route.announcesLive && liveTopics[route.announcesLive];
    const state = topic?.fromAnswer(parsed(body.toString('utf8')));
    if (topic && state) channels.publish(topic, randomUUID(), state);
  };
}
