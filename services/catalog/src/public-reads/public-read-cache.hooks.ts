import {
  ADMIN_ASSERTION_HEADER,
  isSessionSpecificPath,
  isShareableAnswer,
  publicReadAnswer,
  type ReadTicket,
  strongEtag,
} from '@atelier/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicReadCache } from './public-read-cache.js';

/**
 * Serves public GETs (and HEADs) from the PublicReadCache in an onRequest hook, before Nest's
 * pipeline runs, and stores the 200s Nest produced in onSend. Every answer of such a read carries the
 * strong ETag and the public Cache-Control; If-None-Match gives 304.
 *
 * Public means: under /api/, without the gateway's admin assertion (an admin's request is never
 * answered from, nor stored in, the cache; an admin route called without one answers 401, which is
 * never stored) and not session-specific (.../liked). Errors, cookies and private answers are not
 * stored (isShareableAnswer).
 */
export function registerPublicReadCache(fastify: FastifyInstance, cache: PublicReadCache): void {
  const tickets = new WeakMap<FastifyRequest, ReadTicket>();

  fastify.addHook('onRequest', (req, reply, done) => {
    if (!isPublicRead(req)) return done();
    const entry = cache.responses.get(req.method, req.url);
    if (!entry) {
      if (req.method === 'GET') tickets.set(req, cache.responses.beginRead());
      return done();
    }
    // A HEAD gets the GET's answer: Fastify drops the body and sets Content-Length from it.
    const answer = publicReadAnswer({ method: 'GET', ifNoneMatch: req.headers['if-none-match'] }, entry);
    // Answering from a hook ends the request here: Nest's handler does not run.
    void reply.code(answer.statusCode).headers(answer.headers).send(answer.body);
  });

  fastify.addHook('onSend', (req, reply, payload, done) => {
    const ticket = tickets.get(req);
    const bytes = typeof payload === 'string' || Buffer.isBuffer(payload) ? Buffer.from(payload) : undefined;
    if (!ticket || !bytes || reply.statusCode !== 200 || !isShareableAnswer(reply.getHeaders()))
      return done(null, payload);
    const representation = {
      body: bytes,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      etag: strongEtag(bytes),
    };
    cache.responses.store(ticket, req.url, representation);
    const answer = publicReadAnswer(
      { method: 'GET', ifNoneMatch: req.headers['if-none-match'] },
      representation,
    );
    reply.code(answer.statusCode).headers(answer.headers);
    if (answer.statusCode === 304) {
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      return done(null, null);
    }
    done(null, payload);
  });
}

function isPublicRead(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.headers[ADMIN_ASSERTION_HEADER] !== undefined) return false;
  const queryAt = req.url.indexOf('?');
  const path = queryAt === -1 ? req.url : req.url.slice(0, queryAt);
  return path.startsWith('/api/') && !isSessionSpecificPath(path);
}
