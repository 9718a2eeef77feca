import { idParamSchema } from '@atelier/contracts';
import { apiErrorHandler, currentRequestId } from '@atelier/platform';
import fastifySse, { type SSEPluginOptions } from '@fastify/sse';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { apiError } from '../proxy/service-proxy.js';
import type { Route } from '../routing/route-table.js';
import type { LiveChannels, LiveMessage } from './live-channels.js';
import { liveTopics, type LiveTopic } from './live-topics.js';
import { streamClientKey } from './stream-client-key.js';

export interface LiveStreamsOptions {
  channels: LiveChannels;
  /** LIVE_STREAMS_PER_ADDRESS: open streams one client address may hold on this instance. */
  perAddress: number;
  logger: Logger;
  /** A comment this often keeps proxies from closing a quiet stream (default 15 s). */
  heartbeatMs?: number;
}

/** A stream whose unsent bytes pile up past this has a reader that stopped reading: it is closed (it reconnects with its Last-Event-ID). */
const MOST_UNSENT_BYTES = 256 * 1024;
/** How long a client refused for holding too many streams waits before trying again. */
const RETRY_AFTER_SECONDS = 30;
/** On shutdown each stream is told to come back after 0.5-3 s (spread, so the others are not all hit at once). */
const reconnectAfterMs = () => 500 + Math.floor(Math.random() * 2_500);
/** Longest Last-Event-ID taken: the ids are UUIDs. */
const MAX_EVENT_ID_LENGTH = 100;

/**
 * The live-update streams (Server-Sent Events, routes whose `liveUpdates` names a topic): written by
 * this gateway from catalog's events (LiveChannels), never forwarded, so a watcher holds no
 * connection to catalog and requests never wait behind streams. @fastify/sse writes the frames
 * (headers, `id:`/`event:`/`data:`, heartbeat comments, back-pressure, Last-Event-ID). Streams are
 * capped per client address (429 with Retry-After); on close (SIGTERM) new ones get 503 and open
 * ones are told to come back (`retry:`), then closed, so the server's close does not wait on them.
 */
export async function registerLiveStreams(
  fastify: FastifyInstance,
  routes: readonly Route[],
  options: LiveStreamsOptions,
): Promise<void> {
  const perClient = new Map<string, number>();
  const open = new Set<FastifyReply>();
  let closing = false;

  const comeBackLater = (reply: FastifyReply) => {
    void reply.sse.send({ data: undefined, retry: reconnectAfterMs() }).catch(() => undefined);
    reply.sse.close();
  };
  fastify.addHook('preClose', (done) => {
    closing = true;
    for (const reply of open) comeBackLater(reply);
    open.clear();
    done();
  });

  const refuse = (
    req: FastifyRequest,
    reply: FastifyReply,
    status: 429 | 503,
    retryAfterSeconds: number,
    message: string,
  ) =>
    reply
      .code(status)
      .header('retry-after', String(retryAfterSeconds))
      .header('cache-control', 'no-store')
      .send(apiError(status, message, req));

  const stream = async (topic: LiveTopic, req: FastifyRequest, reply: FastifyReply) => {
    if (closing) return refuse(req, reply, 503, 1, 'This server is restarting: connect again');
    const id = idParamSchema.safeParse((req.params as { id: string }).id);
    if (!id.success)
      return reply.code(400).send(apiError(400, `Invalid product id: ${id.error.issues[0]?.message}`, req));
    // As a GET without the body: no stream is opened for a HEAD.
    if (req.method === 'HEAD')
      return reply.type('text/event-stream').header('cache-control', 'no-store').send();
    const client = streamClientKey(req);
    const held = perClient.get(client) ?? 0;
    if (held >= options.perAddress)
      return refuse(
        req,
        reply,
        429,
        RETRY_AFTER_SECONDS,
        `Too many live-update streams from your address (at most ${options.perAddress}): close another page or try again later`,
      );
    perClient.set(client, held + 1);
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      const still = (perClient.get(client) ?? 1) - 1;
      if (still > 0) perClient.set(client, still);
      else perClient.delete(client);
      open.delete(reply);
    };
    reply.raw.once('close', leave);
    reply.header('cache-control', 'no-store');
    const write = (message: LiveMessage) => {
      if (!reply.sse.isConnected) return;
      if (reply.raw.writableLength > MOST_UNSENT_BYTES) return reply.sse.close();
      void reply.sse.send({ id: message.id, event: topic.name, data: message.data }).catch(() => undefined);
    };
    const opened = await options.channels
      .open(
        topic,
        id.data,
        { send: write },
        { lastEventId: lastEventIdOf(req, reply), requestId: currentRequestId() },
      )
      .catch((error: unknown) => {
        leave();
        throw error;
      });
    if ('refused' in opened) {
      leave();
      return reply.code(opened.refused.status).headers(opened.refused.headers).send(opened.refused.body);
    }
    if (!reply.sse.isConnected) return opened.detach(); // the client left while its first read ran
    reply.raw.once('close', opened.detach);
    // A reconnect that missed nothing has had no message yet: the answer starts now all the same
    // (node holds written headers back until the first body byte, unless flushed).
    reply.sse.sendHeaders();
    reply.raw.flushHeaders();
    if (closing) return comeBackLater(reply);
    open.add(reply);
    reply.sse.keepAlive();
  };

  await fastify.register(async (scope) => {
    // A scope keeps the error handler in force when it was made, which is Fastify's (see api-routes.ts).
    scope.setErrorHandler(apiErrorHandler(options.logger));
    // Messages carry JSON made once per change for every watcher: written as it is. The package is
    // CommonJS with ESM-style types: its default import is the plugin itself (wrapped by
    // fastify-plugin, so its route hook reaches this scope), which the types call the module.
    await scope.register(fastifySse as unknown as FastifyPluginAsync<SSEPluginOptions>, {
      heartbeatInterval: options.heartbeatMs ?? 15_000,
      serializer: (data: string) => data,
    });
    for (const route of routes) {
      const topic = liveTopics[route.liveUpdates!];
      scope.route({
        method: 'GET',
        url: route.path,
        // 'manual': every request is answered with the stream, whatever its Accept (as before, no 406).
        sse: 'manual',
        // A compressor would hold each message back until its buffer fills.
        compress: false,
        handler: (req, reply) => stream(topic, req, reply),
      });
    }
  });
}

/** The header EventSource sends on reconnecting, or the query parameter a client that opens a new EventSource passes instead. */
function lastEventIdOf(req: FastifyRequest, reply: FastifyReply): string | undefined {
  const fromQuery = (req.query as { lastEventId?: unknown }).lastEventId;
  const id = reply.sse.lastEventId ?? (typeof fromQuery === 'string' ? fromQuery : undefined);
  return id && id.length <= MAX_EVENT_ID_LENGTH ? id : undefined;
}
