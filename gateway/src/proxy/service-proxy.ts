import { STATUS_CODES } from 'node:http';
import { REQUEST_ID_HEADER, CSRF_HEADER } from '@atelier/contracts';
import { ADMIN_ASSERTION_HEADER, signAdminAssertion } from '@atelier/platform';
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { request as undiciRequest } from 'undici';
import type { Route, ServiceName } from '../routing/route-table.js';

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
const NEVER_UPSTREAM = ['cookie', CSRF_HEADER, ADMIN_ASSERTION_HEADER, 'forwarded'];

export interface ProxyContext {
  logger: Logger;
  internalAuthSecret: string;
  /** The admin behind an admin request (set by the access check), for the signed assertion. */
  adminIdOf(req: FastifyRequest): number | undefined;
  /** Called after a write forwarded to a service succeeded (2xx); the edge response cache invalidates here. */
  onServiceWrite?(route: Route): void;
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
 * Public GETs (and their HEADs) go through here and only here. The edge response cache plugs in at
 * this one place: look up before forwarding, and keep the upstream answer's bytes when it is a 200
 * without set-cookie.
 */
export function forwardPublicGet(route: Route, req: FastifyRequest, reply: FastifyReply, ctx: ProxyContext) {
  return forwardToService(route, req, reply, ctx);
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
      upstreamReply.send(upstream.stream);
      if (route.method !== 'GET' && upstream.statusCode >= 200 && upstream.statusCode < 300)
        ctx.onServiceWrite?.(route);
    },
    onError: (errorReply, { error }) => {
      ctx.logger.error({ service: route.service, error: error.message }, 'upstream request failed');
      const timedOut = (error as { statusCode?: number }).statusCode === 504;
      const status = timedOut ? 504 : 502;
      errorReply
        .code(status)
        .send(
          apiError(status, `The ${route.service} service is ${timedOut ? 'too slow' : 'unavailable'}`, req),
        );
    },
  });
}

function upstreamHeaders(
  route: Route,
  req: FastifyRequest,
  headers: Record<string, string | string[] | undefined>,
  method: string,
  ctx: ProxyContext,
) {
  const out = { ...headers };
  for (const name of [...HOP_BY_HOP, ...NEVER_UPSTREAM]) delete out[name];
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
  // Public answers may be kept but revalidated; admin answers are never stored.
  out['cache-control'] = route.access === 'public' ? 'no-cache' : 'no-store';
  return out;
}

/** Readiness: each configured service answers its liveness probe. */
export async function checkUpstreams(upstreams: Partial<Record<ServiceName, string>>): Promise<void> {
  await Promise.all(
    Object.entries(upstreams).map(async ([service, url]) => {
      if (!url) return;
      const { statusCode, body } = await undiciRequest(new URL('/health/live', url), {
        headersTimeout: 2_000,
      });
      await body.dump();
      if (statusCode !== 200) throw new Error(`${service} answered ${statusCode}`);
    }),
  );
}

export const apiError = (statusCode: number, message: string, req: FastifyRequest) => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  requestId: String(req.headers[REQUEST_ID_HEADER] ?? ''),
});
