import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { BadRequestException, NotFoundException } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { type ApiError, REQUEST_ID_HEADER } from '@atelier/contracts';
import { acceptOrCreateRequestId, currentRequestId } from '../logging/request-context.js';
import { NestPinoLogger } from '../logging/nest-logger.js';
import { addRequestLoggingHooks } from '../logging/request-logging.hooks.js';
import { AdminAssertionGuard } from './admin-assertion.guard.js';
import { ApiExceptionFilter } from './api-exception.filter.js';
import { nonCanonicalPathReason } from './canonical-path.js';
import { refuseControlCharacters } from './control-characters.js';
import { refuseNonJsonBodies } from './json-only.js';
import { addHttpMetrics } from '../metrics/http-metrics.js';
import { loadMetricsSettings, type MetricsSettings } from '../metrics/metrics-settings.js';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * How long close() lets requests under way finish before it cuts their connections. Fastify's
 * close() closes idle keep-alive connections and then waits for the rest: one that never ends (an
 * event stream, a client that stalls) would hold the process until Kubernetes kills it 30 s after
 * SIGTERM. With this bound a process exits well inside 10 s of it (the pods' preStop sleep comes first).
 */
export const DRAIN_MS = 5_000;

export interface FastifyAdapterOptions {
  /** Largest request body in bytes for routes that set none; bigger bodies get a 413. */
  bodyLimit?: number;
  /** Proxies whose X-Forwarded-For is believed (addresses/CIDRs, Fastify's trustProxy); none by default. */
  trustProxy?: string | boolean;
  /** Headers every answer carries, errors raised before routing included (the gateway's security headers). */
  answerHeaders?: Record<string, string>;
  /**
   * Sees every request before Fastify does and answers it when it can (returns true); otherwise the
   * request goes on to Fastify untouched. The gateway answers its edge cache's hits here.
   */
  answerFirst?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

/**
 * The Fastify adapter every app runs on: case-sensitive routing, a trailing slash is a different
 * path (see canonical-path.ts), no Fastify logger (ours logs each request once). A URL Fastify
 * cannot decode is a 400 ApiError like any other; `answerHeaders` are set by the very first hook,
 * so no answer goes out without them.
 */
export function createFastifyAdapter(options: FastifyAdapterOptions = {}): FastifyAdapter {
  const { answerHeaders, answerFirst } = options;
  const adapter = new FastifyAdapter({
    ...(answerFirst ? { serverFactory: answeringFirst(answerFirst) } : {}),
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    routerOptions: {
      caseSensitive: true,
      ignoreTrailingSlash: false,
      ignoreDuplicateSlashes: false,
      // find-my-way's default is 100, and a longer parameter fails the whole URL (a 400): a claim
      // link's token, with its key id, is up to 126 characters (claimTokenParamSchema allows 200).
      maxParamLength: 200,
    },
    logger: false,
    // Fastify answers these before any hook runs (e.g. '/%zz', which is not a valid URL).
    frameworkErrors: (_error: Error, req: FastifyRequest, reply: FastifyReply) => {
      if (answerHeaders) reply.headers(answerHeaders);
      const body: ApiError = {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid path: it is not a valid URL',
        requestId: currentRequestId() ?? acceptOrCreateRequestId(req.headers[REQUEST_ID_HEADER]),
      };
      void reply.code(400).send(body);
    },
  });
  if (answerHeaders) {
    const names = Object.keys(answerHeaders);
    const instance = adapter.getInstance();
    instance.addHook('onRequest', (_req, reply, done) => {
      reply.headers(answerHeaders);
      done();
    });
    // A 304 carries only what updates the answer the client stored (RFC 9110 15.4.5: ETag,
    // Cache-Control, Vary; no other metadata): that stored 200 keeps its own security headers, and a
    // revalidation is a third of the bytes and header lines to send and parse.
    instance.addHook('onSend', (_req, reply, payload, done) => {
      if (reply.statusCode === 304) for (const name of names) reply.removeHeader(name);
      done(null, payload);
    });
  }
  return adapter;
}

/**
 * Fastify's serverFactory for answerFirst: the HTTP server Fastify would make (its keep-alive,
 * request and connection timeouts), whose request listener offers each request to answerFirst.
 * Fastify has no hook before it builds its request and reply, which is the cost answerFirst saves.
 */
function answeringFirst(answerFirst: (req: IncomingMessage, res: ServerResponse) => boolean) {
  return (
    fastifyHandler: (req: IncomingMessage, res: ServerResponse) => void,
    fastifyOptions: { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number },
  ) => {
    // Once the server is closing, every request is Fastify's (it answers 503 with Connection: close).
    const server = createServer((req, res) => {
      if (!server.listening || !answerFirst(req, res)) fastifyHandler(req, res);
    });
    if (fastifyOptions.keepAliveTimeout !== undefined)
      server.keepAliveTimeout = fastifyOptions.keepAliveTimeout;
    if (fastifyOptions.requestTimeout !== undefined) server.requestTimeout = fastifyOptions.requestTimeout;
    server.setTimeout(fastifyOptions.connectionTimeout ?? 0);
    return server;
  };
}

export interface HttpAppOptions extends FastifyAdapterOptions {
  /** The app's name (gateway, catalog, ...): the `service` label of its HTTP metrics. */
  service: string;
  logger: Logger;
  /** Request metrics (served apart, on the process's metrics listener); by default from METRICS_ENABLED. */
  metrics?: MetricsSettings;
  /** INTERNAL_AUTH_SECRET: checks the gateway's assertion on @AdminOnly() routes (refused without it). */
  adminAssertionSecret?: string;
  /** An adapter made with createFastifyAdapter whose plugins are already registered (the gateway). */
  adapter?: FastifyAdapter;
  /** Registers Fastify plugins and routes before Nest adds its controllers (the gateway's edge). */
  configure?: (fastify: FastifyInstance, app: NestFastifyApplication) => Promise<void>;
}

/**
 * Creates a Nest app on Fastify with the house conventions: JSON logs with request ids, ApiError
 * bodies, canonical paths only, JSON bodies only unless a route
 * says otherwise (415), no control characters in parameters or JSON (400), body limits (413), the raw body kept for routes that verify
 * signatures, the admin-assertion guard on @AdminOnly() routes, and (unless METRICS_ENABLED=false)
 * request metrics. No /metrics here: the process serves them on a port of their own (METRICS_PORT).
 */
export async function createHttpApp(
  module: unknown,
  options: HttpAppOptions,
): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    module as never,
    options.adapter ?? createFastifyAdapter(options),
    { logger: new NestPinoLogger(options.logger), rawBody: true },
  );
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  addRequestLoggingHooks(fastify, options.logger);
  fastify.addHook('onRequest', async (req) => {
    const reason = nonCanonicalPathReason(req.url);
    if (reason) throw new BadRequestException(`Invalid path: ${reason}`);
    // Fastify's router lets a parameter match nothing (/api/artists/ matches /api/artists/:id);
    // under the trailing-slash rule that path is not a route.
    if (hasEmptyParam(req.params)) throw new NotFoundException(`Cannot ${req.method} ${req.url}`);
  });
  refuseNonJsonBodies(fastify);
  refuseControlCharacters(fastify);
  fastify.addHook('preClose', (done) => {
    setTimeout(() => fastify.server.closeAllConnections(), DRAIN_MS).unref();
    done();
  });
  if ((options.metrics ?? loadMetricsSettings()).enabled) addHttpMetrics(fastify, options.service);
  await options.configure?.(fastify, app);
  app.useGlobalFilters(new ApiExceptionFilter(options.logger));
  app.useGlobalGuards(new AdminAssertionGuard(app.get(Reflector), options.adminAssertionSecret));
  return app;
}

const hasEmptyParam = (params: unknown) =>
  typeof params === 'object' &&
  params !== null &&
  Object.entries(params).some(([name, value]) => name !== '*' && value === '');

/** Listens and returns the base URL (port 0 picks a free port). */
export async function listen(app: INestApplication, port: number, host: string): Promise<string> {
  await app.listen(port, host);
  const address = app.getHttpServer().address() as { port: number };
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${shownHost}:${address.port}`;
}
