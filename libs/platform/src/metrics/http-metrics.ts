import { createHash, timingSafeEqual } from 'node:crypto';
import { type ApiError, REQUEST_ID_HEADER } from '@atelier/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptOrCreateRequestId, currentRequestId } from '../logging/request-context.js';
import type { MetricsSettings } from './metrics-settings.js';
import { collectProcessMetrics, metricsRegistry } from './registry.js';
import { httpRequestDuration, httpRequests } from './store-metrics.js';

/** Where every app answers its metrics: beside /health, never under the gateway's public /api. */
export const METRICS_PATH = '/metrics';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Requests no route matched (404s, probes for random paths) share one label value. */
const UNMATCHED_ROUTE = 'unmatched';

type RouteSeries = { count: () => void; observe: (seconds: number) => void };

/**
 * Counts and times every answer by route template (Fastify's route url, e.g.
 * /api/products/:slug), never the raw URL: one series per route and status, however many
 * products there are. One onResponse hook, using the time Fastify already measured.
 */
export function addHttpMetrics(fastify: FastifyInstance, service: string): void {
  // The labelled children, kept: the hot path then does one Map lookup instead of hashing labels.
  const series = new Map<string, RouteSeries>();
  const seriesFor = (method: string, route: string, status: string): RouteSeries => {
    const key = `${method} ${status} ${route}`;
    let found = series.get(key);
    if (!found) {
      const labels = { service, method, route, status };
      const counter = httpRequests.labels(labels);
      const histogram = httpRequestDuration.labels(labels);
      found = { count: () => counter.inc(), observe: (seconds) => histogram.observe(seconds) };
      series.set(key, found);
    }
    return found;
  };
  fastify.addHook('onResponse', (req: FastifyRequest, reply: FastifyReply, done) => {
    const method = KNOWN_METHODS.has(req.method) ? req.method : 'OTHER';
    const route = req.routeOptions.url ?? UNMATCHED_ROUTE;
    const answered = seriesFor(method, route, String(reply.statusCode));
    answered.count();
    answered.observe(reply.elapsedTime / 1000);
    done();
  });
}

/** GET /metrics: the process's registry in Prometheus' text format, behind the bearer token if one is set. */
export function registerMetricsRoute(fastify: FastifyInstance, settings: MetricsSettings): void {
  collectProcessMetrics();
  const expected = settings.token ? digest(settings.token) : undefined;
  fastify.get(METRICS_PATH, async (req, reply) => {
    if (expected && !bearerMatches(req.headers.authorization, expected)) {
      const body: ApiError = {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Metrics need the bearer token set in METRICS_TOKEN (Authorization: Bearer <token>)',
        requestId: currentRequestId() ?? acceptOrCreateRequestId(req.headers[REQUEST_ID_HEADER]),
      };
      return reply.code(401).header('www-authenticate', 'Bearer').send(body);
    }
    const text = await metricsRegistry.metrics();
    return reply.header('content-type', metricsRegistry.contentType).header('cache-control', 'no-store').send(text);
  });
}

// Compared as digests of equal length, so the comparison takes the same time whatever was sent.
const digest = (value: string) => createHash('sha256').update(value).digest();

function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]), expected);
}
