import {
  ForbiddenException,
  HttpException,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { CSRF_HEADER } from '@atelier/contracts';
import {
  addressLimitKey,
  apiErrorHandler,
  BUYER_COOKIE,
  buyerCookieHeader,
  type ContentTypeRouteConfig,
  DEFAULT_BODY_LIMIT,
  readBuyerCookie,
  resignedBuyerCookie,
  signBuyerCookie,
} from '@atelier/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AdminAuthService } from '../auth/admin-auth.service.js';
import { readSessionCookie } from '../auth/session-cookie.js';
import {
  forwardMedia,
  forwardPublicGet,
  forwardToService,
  type ProxyContext,
  registerServiceUpstream,
} from '../proxy/service-proxy.js';
import { streamedBodyParser } from '../proxy/streamed-body.js';
import { BuyerSessionChecks } from './buyer-sessions.js';
import { mediaRoutes, type Route, routeTable, type ServiceName } from './route-table.js';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export interface ApiRoutesOptions extends Omit<
  ProxyContext,
  'adminIdOf' | 'buyerIdOf' | 'buyerSessionOf' | 'afterBuyerWrite'
> {
  auth: AdminAuthService;
  cookieSecure: boolean;
  upstreams: Partial<Record<ServiceName, string>>;
  publicWritesPerMinute: number;
}

/**
 * Turns the route table into Fastify routes, so the table stays the one place that says who owns
 * a path and who may call it. Per route: an access check before the body is read (admin: session,
 * plus the CSRF token on changes; public-write: @fastify/rate-limit), the route's body limit (413),
 * then forwarding to the owning service. A known path with another method answers 405 with Allow;
 * unknown paths fall through to the JSON 404.
 */
export async function registerApiRoutes(fastify: FastifyInstance, options: ApiRoutesOptions): Promise<void> {
  const admins = new WeakMap<FastifyRequest, number>();
  const buyers = new WeakMap<FastifyRequest, { buyerId: string; sessionId: string | null }>();
  const sessions = new BuyerSessionChecks(
    options.upstreams.notifications,
    options.internalAuthSecret,
    options.logger,
  );
  const ctx: ProxyContext = {
    ...options,
    adminIdOf: (req) => admins.get(req),
    buyerIdOf: (req) => buyers.get(req)?.buyerId,
    buyerSessionOf: (req) => buyers.get(req)?.sessionId ?? undefined,
    // Sessions ended through this gateway are forgotten before the answer goes out: the ended
    // cookie is refused here from the very next request (elsewhere within SESSION_CHECK_TTL_MS).
    afterBuyerWrite: (route, req, status) => {
      const buyer = buyers.get(req);
      if (!buyer || status >= 300 || !route.endsBuyerSessions) return;
      if (route.endsBuyerSessions === 'all') return sessions.forgetBuyer(buyer.buyerId);
      const named =
        route.endsBuyerSessions === 'named' ? (req.params as { id?: string }).id : buyer.sessionId;
      if (named) sessions.forget(buyer.buyerId, named);
    },
  };

  // Buyer routes: the signed cookie a texted code earned, naming a session that must still be open
  // (asked of notifications, kept a few seconds: buyer-sessions.ts). The service checks the
  // assertion again. No CSRF token: the cookie is SameSite=Lax (no other site's POST carries it)
  // and writes are JSON only. A cookie that is no longer valid (its session ended, expired, its key
  // dropped) is cleared with the 401, hint and all, so the page stops asking as a buyer.
  const checkBuyer = async (req: FastifyRequest, reply: FastifyReply) => {
    const secure = req.protocol === 'https';
    const cookie = req.cookies?.[BUYER_COOKIE];
    const refused = () => {
      if (cookie !== undefined) reply.header('set-cookie', buyerCookieHeader(null, secure));
      return new UnauthorizedException('Buyer verification required: verify your phone first');
    };
    const claims = readBuyerCookie(options.internalAuthSecret, cookie);
    if (!claims) throw refused();
    const standing = await sessions.standing(claims, req.headers['user-agent']);
    if (!standing.open) throw refused();
    buyers.set(req, { buyerId: claims.buyerId, sessionId: standing.sessionId });
    // A cookie from before sessions: the cookie of the session that stands for it, same issue time.
    // Signed with a key the ring is rotating away from: the same cookie under the current key.
    const replacement =
      claims.sessionId === null && standing.sessionId !== null
        ? signBuyerCookie(options.internalAuthSecret, claims.buyerId, standing.sessionId, claims.issuedAt)
        : resignedBuyerCookie(options.internalAuthSecret, cookie);
    if (replacement) reply.header('set-cookie', buyerCookieHeader(replacement, secure, claims.issuedAt));
  };

  // Sign-out is public (a browser whose cookie is no longer valid signs out too: its cookies are
  // cleared); when the cookie is valid, notifications is told which session to end. No liveness
  // check: ending an ended session changes nothing.
  const buyerIfSignedIn = async (req: FastifyRequest) => {
    const claims = readBuyerCookie(options.internalAuthSecret, req.cookies?.[BUYER_COOKIE]);
    if (!claims) return;
    if (claims.sessionId !== null) return void buyers.set(req, claims);
    const standing = await sessions.standing(claims, req.headers['user-agent']).catch(() => null);
    if (standing?.open && standing.sessionId)
      buyers.set(req, { buyerId: claims.buyerId, sessionId: standing.sessionId });
  };

  // Only admin routes get this hook: public reads pay for no extra step.
  const checkAdmin = async (req: FastifyRequest) => {
    const session = await options.auth.sessionFor(readSessionCookie(req, options.cookieSecure));
    if (!session) throw new UnauthorizedException('Admin sign-in required');
    const changes = req.method !== 'GET' && req.method !== 'HEAD';
    if (changes && !options.auth.csrfTokenMatches(session, req.headers[CSRF_HEADER]))
      throw new ForbiddenException('Missing or invalid CSRF token');
    admins.set(req, session.userId);
  };

  const services = [...new Set(routeTable.map((route) => route.service))];
  for (const service of services) {
    const baseUrl = options.upstreams[service];
    const notDeployed = () =>
      new ServiceUnavailableException(`The ${service} service is not part of this deployment yet`);
    const addRoute = (scope: FastifyInstance, route: Route) =>
      scope.route({
        method: route.method,
        url: route.path,
        bodyLimit: route.bodyLimit ?? DEFAULT_BODY_LIMIT,
        ...(route.access === 'admin' ? { onRequest: checkAdmin } : {}),
        ...(route.access === 'buyer' ? { onRequest: checkBuyer } : {}),
        ...(route.access === 'public-write' && route.endsBuyerSessions === 'this'
          ? { onRequest: buyerIfSignedIn }
          : {}),
        config: {
          ...(route.contentTypes ? { acceptedContentTypes: route.contentTypes } : {}),
          ...(route.access === 'public-write' || route.access === 'buyer'
            ? {
                rateLimit: {
                  max: options.publicWritesPerMinute,
                  timeWindow: 60_000,
                  keyGenerator: (req: FastifyRequest) => `public-write:${addressLimitKey(req.ip)}`,
                  // A Redis outage does not stop shoppers' carts, nor lift the limit: while it
                  // lasts each gateway counts in its own memory (fallback-rate-limit-store.ts).
                },
              }
            : {}),
        } satisfies ContentTypeRouteConfig & { rateLimit?: unknown },
        handler: (req, reply) => {
          if (!baseUrl) throw notDeployed();
          const publicGet = route.method === 'GET' && route.access === 'public';
          return publicGet
            ? forwardPublicGet(route, req, reply, ctx)
            : forwardToService(route, req, reply, ctx);
        },
      });
    // One encapsulated scope per service: its own upstream pool, and bodies kept as raw bytes to
    // be forwarded untouched. Request bodies are read whole (they are bounded: 1 MB of JSON) so an
    // oversized one is a clean 413 before the service sees a byte; uploads stream (a nested scope
    // with its own parser, streamed-body.ts); answers, which are not bounded, stream.
    await fastify.register(async (scope) => {
      // A scope keeps the error handler in force when it was made, which is Fastify's: Nest sets
      // its own on the root only later, when the app starts.
      scope.setErrorHandler(apiErrorHandler(options.logger));
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
      if (baseUrl) await registerServiceUpstream(scope, baseUrl);
      // Live-update streams are written by the gateway itself (live-updates/live-streams.ts).
      const routes = routeTable.filter((r) => r.service === service && !r.liveUpdates);
      for (const route of routes.filter((r) => !r.streamBody)) addRoute(scope, route);
      await scope.register(async (streaming) => {
        streaming.removeAllContentTypeParsers();
        streaming.addContentTypeParser('*', streamedBodyParser);
        for (const route of routes.filter((r) => r.streamBody)) addRoute(streaming, route);
      });
      for (const route of mediaRoutes.filter((r) => r.service === service))
        scope.get(route.path, (req, reply) => {
          if (!baseUrl) throw notDeployed();
          return forwardMedia(route, req, reply, ctx);
        });
    });
  }
  registerMethodNotAllowed(fastify);
}

/** Every known path answers the methods it lacks with 405 and the Allow header. */
function registerMethodNotAllowed(fastify: FastifyInstance) {
  const allowedByPath = new Map<string, Set<string>>();
  for (const route of routeTable) {
    const allowed = allowedByPath.get(route.path) ?? new Set<string>();
    allowed.add(route.method);
    allowedByPath.set(route.path, allowed);
  }
  for (const [path, allowed] of allowedByPath) {
    const allow = [...allowed].sort().join(', ');
    const missing = METHODS.filter((method) => !allowed.has(method));
    if (missing.length === 0) continue;
    fastify.route({
      method: [...missing],
      url: path,
      handler: (req: FastifyRequest, reply: FastifyReply) => {
        reply.header('Allow', allow);
        throw new HttpException(`${req.method} is not allowed on ${path}`, 405);
      },
    });
  }
}
