import { type IncomingHttpHeaders, STATUS_CODES } from 'node:http';
import { REQUEST_ID_HEADER, CSRF_HEADER } from '@atelier/contracts';
import {
  ADMIN_ASSERTION_HEADER,
  BUYER_ASSERTION_HEADER,
  BUYER_SESSION_ASSERTION_HEADER,
  CACHE_CONTROL,
  signAdminAssertion,
  signBuyerAssertion,
  signBuyerSessionAssertion,
} from '@atelier/platform';
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { CompressedCopies } from '../edge-cache/compressed-copies.js';
import type { EdgeCache, EdgeRequest } from '../edge-cache/edge-cache.js';
import type { PublicReadAnswer } from '../edge-cache/http-caching.js';
import { ByteLimit } from './streamed-body.js';
import type { Route } from '../routing/route-table.js';

// Connection-level headers describe one hop and are never passed on (RFC 9110 §7.6.1).
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];
// Browser credentials stay at the edge, and only the gateway may speak for an admin.
// The client's trace context is the gateway's to continue (its server span is the incoming one's
// child); the service gets the gateway's own, set by the undici instrumentation on the way out.
// Copied as well, the service would see two traceparent headers and start a trace of its own.
const TRACE_HEADERS = ['traceparent', 'tracestate', 'baggage'];
const NEVER_UPSTREAM = [
  'cookie',
  CSRF_HEADER,
  ADMIN_ASSERTION_HEADER,
  BUYER_ASSERTION_HEADER,
  BUYER_SESSION_ASSERTION_HEADER,
  'forwarded',
  ...TRACE_HEADERS,
];
// Built once: every forwarded request strips these.
const NOT_FORWARDED = [...HOP_BY_HOP, ...NEVER_UPSTREAM];

export interface ProxyContext {
  logger: Logger;
  internalAuthSecret: string;
  /** The admin behind an admin request (set by the access check), for the signed assertion. */
  adminIdOf(req: FastifyRequest): number | undefined;
  /** The verified buyer behind a buyer request (set by the access check), for the signed assertion. */
  buyerIdOf(req: FastifyRequest): string | undefined;
  /** The session the buyer's cookie names (checked open), for the session assertion. */
  buyerSessionOf(req: FastifyRequest): string | undefined;
  /** A write to a route that ends buyer sessions was answered (before the answer goes out). */
  afterBuyerWrite(route: Route, req: FastifyRequest, status: number): void;
  /** The HTTP caching of public reads (with EDGE_CACHE_MAX_BYTES=0 it stores nothing but still answers 304s). */
  edge: EdgeCache;
  /** Brotli and gzip copies of the edge cache's bodies. */
  compressedCopies: CompressedCopies;
  /** A write's answer that carries a live topic's state (route.announcesLive), once it was sent. */
  announce(route: Route, body: Buffer): void;
}

/**
 * Registers @fastify/reply-from for one service inside the given (encapsulated) scope: a keep-alive
 * undici pool, responses streamed to the client with back-pressure, and the upstream request
 * dropped when the client goes away.
 */
export async function registerServiceUpstream(scope: FastifyInstance, baseUrl: string): Promise<void> {
  await scope.register(replyFrom, {
    base: baseUrl,
    undici: {
      connections: 64,
      pipelining: 1,
      keepAliveTimeout: 30_000,
      headersTimeout: 30_000,
      bodyTimeout: 30_000,
    },
    disableRequestLogging: true, // our request log already has one line per request
  });
}

/**
 * Public GETs (and their HEADs) go through here and only here: the edge cache answers a hit from
 * memory (200 with its ETag, or 304, or headers only for HEAD); a miss is fetched from the service as
 * a plain GET (no Accept-Encoding, no If-None-Match: the cache keeps the whole identity body), stored
 * when it is a shareable 200, and answered the same way. Session-specific reads bypass it.
 */
export function forwardPublicGet(route: Route, req: FastifyRequest, reply: FastifyReply, ctx: ProxyContext) {
  const queryAt = req.url.indexOf('?');
  const request: EdgeRequest = {
    // A HEAD is answered as the GET, and Fastify drops the body (setting Content-Length from it).
    method: 'GET',
    path: queryAt === -1 ? req.url : req.url.slice(0, queryAt),
    pathAndQuery: req.url,
    access: route.access,
    ifNoneMatch: req.headers['if-none-match'],
    route: route.path,
  };
  const lookup = ctx.edge.lookup(request);
  if (lookup.kind === 'bypass') return forwardToService(route, req, reply, ctx);
  if (lookup.kind === 'hit') return sendPublicRead(req, reply, lookup.answer, ctx);
  return reply.from(undefined, {
    method: lookup.fetchAs,
    rewriteRequestHeaders: (_request, headers) => {
      const out = upstreamHeaders(route, req, headers, 'GET', ctx);
      delete out['accept-encoding'];
      delete out['if-none-match'];
      delete out['if-modified-since'];
      return out;
    },
    rewriteHeaders: (headers) => downstreamHeaders(route, headers),
    // reply-from's types describe the upstream answer as a server response; it is undici's answer.
    onResponse: (_request, _reply, upstream) => {
      const { statusCode, headers } = upstream as unknown as UpstreamResponse;
      // A client that leaves before the answer is whole ends the upstream request too.
      const dropUpstream = () => upstream.stream.destroy();
      req.raw.socket.once('close', dropUpstream);
      readWhole(upstream.stream)
        .finally(() => req.raw.socket.off('close', dropUpstream))
        .then(
          (body) => {
            const answer = ctx.edge.completeMiss(request, lookup.ticket, {
              status: statusCode,
              headers,
              body,
            });
            if (!answer) {
              // An error, a cookie, a private answer: passed on as the service gave it, never stored.
              reply.send(body);
              return;
            }
            sendPublicRead(req, reply, answer, ctx);
          },
          (error: Error) => proxyFailed(route, req, reply, ctx, error),
        );
    },
    onError: (_reply, { error }) => proxyFailed(route, req, reply, ctx, error),
  });
}

interface UpstreamResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
}

/**
 * A public read from the edge cache or just fetched: only the headers the answer names describe its
 * body. A 200 goes out in the coding the client prefers, from the entry's compressed copy (so
 * @fastify/compress, which skips an answer that has a Content-Encoding, does no work per hit). The
 * ETag is the same in every coding, with Vary: Accept-Encoding, as compression middleware does.
 */
function sendPublicRead(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: PublicReadAnswer,
  ctx: ProxyContext,
) {
  reply.code(answer.statusCode).headers(answer.headers).header('vary', 'accept-encoding');
  if (answer.statusCode === 304) {
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return reply.send();
  }
  const encoded =
    answer.body &&
    ctx.compressedCopies.encode(
      answer.body,
      answer.headers['content-type'] ?? '',
      req.headers['accept-encoding'],
    );
  if (!encoded) return reply.send(answer.body);
  return reply
    .header('content-encoding', encoded.coding)
    .header('content-length', String(encoded.bytes.length))
    .send(encoded.bytes);
}

/** The whole answer of a service; public reads are bounded JSON documents. */
async function readWhole(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
}

/** Forwards one request to the route's service; a service that does not answer is a 502 (504 on timeout). */
export function forwardToService(route: Route, req: FastifyRequest, reply: FastifyReply, ctx: ProxyContext) {
  // HEAD is answered like GET without a body: services see a GET.
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const body = Buffer.isBuffer(req.body) && req.body.length > 0 ? req.body : undefined;
  return reply.from(undefined, {
    method: method as 'GET',
    ...(body ? { body, contentType: req.headers['content-type'] ?? 'application/octet-stream' } : {}),
    rewriteRequestHeaders: (_request, headers) => upstreamHeaders(route, req, headers, method, ctx),
    rewriteHeaders: (headers) => downstreamHeaders(route, headers),
    onResponse: (_request, upstreamReply, upstream) => {
      // Before the answer goes out, so the writer's very next read through this gateway is fresh.
      if (method !== 'GET') {
        ctx.edge.afterWrite(route, upstream.statusCode, req.url);
        if (route.endsBuyerSessions) ctx.afterBuyerWrite(route, req, upstream.statusCode);
      }
      // A bid's answer carries the auction after it: read whole (a small JSON document), sent, then
      // written to this gateway's watchers.
      const { headers } = upstream as unknown as UpstreamResponse;
      if (route.announcesLive && upstream.statusCode === 200 && !headers['content-encoding'])
        return void readWhole(upstream.stream).then(
          (body) => {
            upstreamReply.send(body);
            setImmediate(() => ctx.announce(route, body));
          },
          (error: Error) => proxyFailed(route, req, reply, ctx, error),
        );
      upstreamReply.send(upstream.stream);
    },
    onError: (_reply, { error }) => {
      // An upload that grew past its limit while streaming: the client's fault, and nothing was stored.
      if (req.body instanceof ByteLimit && req.body.exceeded) return refuseTooLarge(req, reply, route);
      // No answer: the write may still have committed (a lost connection), so drop as for a 5xx.
      if (method !== 'GET') ctx.edge.afterWrite(route, 502, req.url);
      proxyFailed(route, req, reply, ctx, error);
    },
  });
}

function refuseTooLarge(req: FastifyRequest, reply: FastifyReply, route: Route) {
  if (reply.sent) return;
  const limitMb = Math.floor((route.bodyLimit ?? 0) / (1024 * 1024));
  reply
    .code(413)
    .header('cache-control', CACHE_CONTROL.private)
    .header('connection', 'close')
    .type('application/json; charset=utf-8')
    .send(apiError(413, `Request body is larger than ${limitMb} MB`, req));
}

/**
 * Uploaded media: forwarded with the service's own caching headers (immutable, ETag, byte ranges),
 * never through the edge cache. Range and If-None-Match pass through like any request header.
 */
export function forwardMedia(route: Route, req: FastifyRequest, reply: FastifyReply, ctx: ProxyContext) {
  return reply.from(undefined, {
    method: 'GET',
    rewriteRequestHeaders: (_request, headers) => upstreamHeaders(route, req, headers, 'GET', ctx),
    rewriteHeaders: (headers) => {
      const out = { ...headers };
      for (const name of HOP_BY_HOP) delete out[name];
      return out;
    },
    onError: (_reply, { error }) => proxyFailed(route, req, reply, ctx, error),
  });
}

function proxyFailed(
  route: Route,
  req: FastifyRequest,
  reply: FastifyReply,
  ctx: ProxyContext,
  error: Error,
) {
  ctx.logger.error({ service: route.service, error: error.message }, 'upstream request failed');
  if (reply.sent) return;
  const timedOut = (error as { statusCode?: number }).statusCode === 504;
  const status = timedOut ? 504 : 502;
  reply
    .code(status)
    .header('cache-control', CACHE_CONTROL.private)
    // reply-from may already have copied the service's Content-Type (a body that broke off midway).
    .type('application/json; charset=utf-8')
    .send(apiError(status, `The ${route.service} service is ${timedOut ? 'too slow' : 'unavailable'}`, req));
}

function upstreamHeaders(
  route: Route,
  req: FastifyRequest,
  headers: Record<string, string | string[] | undefined>,
  method: string,
  ctx: ProxyContext,
) {
  const out = { ...headers };
  for (const name of NOT_FORWARDED) delete out[name];
  out['x-forwarded-for'] = req.ip;
  out['x-forwarded-proto'] = req.protocol;
  out['x-forwarded-host'] = req.host;
  out[REQUEST_ID_HEADER] = req.headers[REQUEST_ID_HEADER];
  if (route.access === 'admin') {
    const adminId = ctx.adminIdOf(req);
    // The access check ran first; no admin here would be a bug, and the service refuses the call.
    if (adminId !== undefined)
      out[ADMIN_ASSERTION_HEADER] = signAdminAssertion(
        ctx.internalAuthSecret,
        { method, url: upstreamTarget(req.url) },
        adminId,
      );
  }
  // Buyer routes, and sign-out when the cookie was valid (the access check left a buyer).
  const buyerId = ctx.buyerIdOf(req);
  if (buyerId !== undefined && (route.access === 'buyer' || route.endsBuyerSessions === 'this')) {
    const target = { method, url: upstreamTarget(req.url) };
    out[BUYER_ASSERTION_HEADER] = signBuyerAssertion(ctx.internalAuthSecret, target, buyerId);
    const sessionId = ctx.buyerSessionOf(req);
    if (sessionId !== undefined)
      out[BUYER_SESSION_ASSERTION_HEADER] = signBuyerSessionAssertion(
        ctx.internalAuthSecret,
        target,
        buyerId,
        sessionId,
      );
  }
  return out;
}

/** The request target as reply-from sends it: the path as WHATWG URL parsing writes it, the query as is. */
const upstreamTarget = (url: string) => {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  return new URL(path, 'http://upstream').pathname + (queryAt === -1 ? '' : url.slice(queryAt));
};

function downstreamHeaders(route: Route, headers: Record<string, string | string[] | undefined>) {
  const out = { ...headers };
  for (const name of HOP_BY_HOP) delete out[name];
  // Public reads get theirs from the edge cache (sendPublicRead); nothing else is kept anywhere:
  // admin answers, a visitor's cart or likes, and the answers to writes.
  out['cache-control'] = CACHE_CONTROL.private;
  return out;
}

export const apiError = (statusCode: number, message: string, req: FastifyRequest) => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  requestId: String(req.headers[REQUEST_ID_HEADER] ?? ''),
});
