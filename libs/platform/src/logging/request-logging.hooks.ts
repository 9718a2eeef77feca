import { AsyncResource } from 'node:async_hooks';
import { REQUEST_ID_HEADER } from '@atelier/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { acceptOrCreateRequestId, runWithRequestId } from './request-context.js';

// The async scope each request started in; later hooks re-enter it (see below).
const requestScopes = new WeakMap<FastifyRequest, AsyncResource>();

/**
 * Fastify hooks: adopt a well-formed client request id or mint one, echo it in the response, run
 * the request inside its context, and log one JSON line when the answer is sent.
 */
export function addRequestLoggingHooks(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onRequest', (req, reply, done) => {
    const requestId = acceptOrCreateRequestId(req.headers[REQUEST_ID_HEADER]);
    req.headers[REQUEST_ID_HEADER] = requestId;
    reply.header(REQUEST_ID_HEADER, requestId);
    runWithRequestId(requestId, () => {
      requestScopes.set(req, new AsyncResource('atelier-request'));
      done();
    });
  });
  // The body is read on stream events that belong to the connection's async scope, not the
  // request's; re-entering the request's scope here keeps the id for validation and the handler
  // (the same technique as @fastify/request-context).
  fastify.addHook('preValidation', (req, _reply, done) => {
    const scope = requestScopes.get(req);
    if (scope) scope.runInAsyncScope(done, req.raw);
    else done();
  });
  fastify.addHook('onResponse', (req, reply, done) => {
    const level = reply.statusCode >= 500 ? 'error' : 'info';
    logger[level](
      {
        requestId: req.headers[REQUEST_ID_HEADER],
        method: req.method,
        url: req.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
