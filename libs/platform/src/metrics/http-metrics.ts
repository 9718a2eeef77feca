import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpRequests } from './store-metrics.js';

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
