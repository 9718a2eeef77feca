import { createHash, timingSafeEqual } from 'node:crypto';
import { type ApiError, REQUEST_ID_HEADER } from '@atelier/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptOrCreateRequestId, currentRequestId } from '../logging/request-context.js';
import type { MetricsSettings } from './metrics-settings.js';
import { collectProcessMetrics, metricsRegistry } from './registry.js';
import { httpRequests } from './store-metrics.js';

/** Where every app answers its metrics: beside /health, never under the gateway's public /api. */
export const METRICS_PATH = '/metrics';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Requests no route matched (404s, probes for random paths) share one label value. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts and times every answer by route template (Fastify's route url, e.g.
 * /api/products/:slug), never the raw URL: one series per route and status, however many
 * products there are. One onResponse hook, using the time Fastify already measured.
 */
export function addHttpMetrics(fastify: FastifyInstance, service: string): void {
  fastify.addHook('onResponse', (req: FastifyRequest, reply: FastifyReply, done) => {
    httpRequests.record(
      service,
      KNOWN_METHODS.has(req.method) ? req.method : 'OTHER',
      req.routeOptions.url ?? UNMATCHED_ROUTE,
      String(reply.statusCode),
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/**
 * GET /metrics: the process's registry in Prometheus' text format, behind the bearer token if one
 * is set. Only for a scraper that calls the process directly: a request that came through a proxy
 * (X-Forwarded-For or Forwarded, which ingress controllers and load balancers add) gets a 404, so
 * the gateway's metrics are not public through the shop's own front door even without a token.
 */
export function registerMetricsRoute(fastify: FastifyInstance, settings: MetricsSettings): void {
  collectProcessMetrics();
  const expected = settings.token ? digest(settings.token) : undefined;
  fastify.get(METRICS_PATH, async (req, reply) => {
    const refuse = (statusCode: 401 | 404, error: string, message: string) => {
      const body: ApiError = {
        statusCode,
        error,
        message,
        requestId: currentRequestId() ?? acceptOrCreateRequestId(req.headers[REQUEST_ID_HEADER]),
      };
      if (statusCode === 401) void reply.header('www-authenticate', 'Bearer');
      return reply.code(statusCode).send(body);
    };
    if (req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined)
      return refuse(404, 'Not Found', `Cannot GET ${METRICS_PATH}: metrics are not served through a proxy`);
    if (expected && !bearerMatches(req.headers.authorization, expected))
      return refuse(
        401,
        'Unauthorized',
        'Metrics need the bearer token set in METRICS_TOKEN (Authorization: Bearer <token>)',
      );
    const text = await metricsRegistry.metrics();
    return reply
      .header('content-type', metricsRegistry.contentType)
      .header('cache-control', 'no-store')
      .send(text);
  });
}

// Compared as digests of equal length, so the comparison takes the same time whatever was sent.
const digest = (value: string) => createHash('sha256').update(value).digest();

function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]), expected);
}
