import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { ApiError } from '@atelier/contracts';
import Fastify, { type FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import type { MetricsListenerSettings } from './metrics-settings.js';
import { collectProcessMetrics, metricsRegistry } from './registry.js';

/** Where the metrics listener answers. Nothing else is served there. */
export const METRICS_PATH = '/metrics';

export interface MetricsListener {
  /** Its base URL (`${url}/metrics` is what Prometheus scrapes). */
  url: string;
  close(): Promise<void>;
}

/**
 * The process's metrics on a listener of their own (METRICS_PORT), never on the app's port: the
 * shop's public listener has no /metrics at all, whatever proxy sits in front of it. One per
 * process, whatever number of apps it runs (all-in-one runs them all): it answers the process's
 * one registry. Behind the bearer token when METRICS_TOKEN is set. A request that came through a
 * proxy (X-Forwarded-For or Forwarded, which ingress controllers and load balancers add) still
 * gets a 404: should the port ever be routed from outside by mistake, it is not readable there.
 */
export async function serveMetrics(
  settings: MetricsListenerSettings,
  logger?: Logger,
): Promise<MetricsListener> {
  collectProcessMetrics();
  const expected = settings.token ? digest(settings.token) : undefined;
  // No keep-alive connection (Prometheus keeps one between scrapes) holds up the process's exit.
  const fastify = Fastify({ logger: false, forceCloseConnections: true });
  const refuse = (reply: FastifyReply, statusCode: 401 | 404, error: string, message: string) => {
    const body: ApiError = { statusCode, error, message, requestId: randomUUID() };
    if (statusCode === 401) void reply.header('www-authenticate', 'Bearer');
    return reply.code(statusCode).header('cache-control', 'no-store').send(body);
  };
  fastify.get(METRICS_PATH, async (req, reply) => {
    if (req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined)
      return refuse(
        reply,
        404,
        'Not Found',
        `Cannot GET ${METRICS_PATH}: metrics are not served through a proxy`,
      );
    if (expected && !bearerMatches(req.headers.authorization, expected))
      return refuse(
        reply,
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
  fastify.setNotFoundHandler((req, reply) =>
    refuse(reply, 404, 'Not Found', `Cannot ${req.method} ${req.url}: this port serves ${METRICS_PATH} only`),
  );
  await fastify.listen({ port: settings.port, host: settings.host });
  const { port } = fastify.server.address() as { port: number };
  const shownHost = settings.host === '0.0.0.0' || settings.host === '::' ? '127.0.0.1' : settings.host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;
  logger?.info({ url: `${url}${METRICS_PATH}` }, 'metrics listening');
  return { url, close: () => fastify.close() };
}

// Compared as digests of equal length, so the comparison takes the same time whatever was sent.
const digest = (value: string) => createHash('sha256').update(value).digest();

function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]), expected);
}
