import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  ForbiddenException,
  SetMetadata,
  UnauthorizedException,
} from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import {
  ADMIN_ASSERTION_HEADER,
  BUYER_ASSERTION_HEADER,
  BUYER_SESSION_ASSERTION_HEADER,
  SERVICE_ASSERTION_HEADER,
  verifyAdminAssertion,
  verifyBuyerAssertion,
  verifyBuyerSessionAssertion,
  verifyServiceAssertion,
} from './admin-assertion.js';

const ADMIN_ONLY = Symbol('atelier:admin-only');
const SERVICE_ONLY = Symbol('atelier:service-only');
const BUYER_ONLY = Symbol('atelier:buyer-only');
/** Where the guard leaves the verified buyer's id on the request, for @CurrentBuyer(). */
const BUYER_ID = Symbol('atelier:buyer-id');
/** Where the guard leaves the buyer's session id (when the gateway asserted one), for @CurrentBuyerSession(). */
const BUYER_SESSION_ID = Symbol('atelier:buyer-session-id');
type GuardedRequest = FastifyRequest & { [BUYER_ID]?: string; [BUYER_SESSION_ID]?: string };

/** Marks a controller method (or a whole controller) as reachable only with the gateway's admin assertion. */
export const AdminOnly = () => SetMetadata(ADMIN_ONLY, true);

/**
 * Marks an internal route (never in the gateway's route table) as reachable only by the named
 * services, each proving who it is with a service assertion signed with INTERNAL_AUTH_SECRET.
 */
export const ServiceOnly = (...services: [string, ...string[]]) => SetMetadata(SERVICE_ONLY, services);

/**
 * Marks a route as reachable only by a verified buyer: the gateway turns the buyer's signed cookie
 * into a fresh buyer assertion for this method and path; the handler reads the id with @CurrentBuyer().
 */
export const BuyerOnly = () => SetMetadata(BUYER_ONLY, true);

/** The verified buyer's id on a @BuyerOnly() route. */
export const CurrentBuyer = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const req = context.switchToHttp().getRequest<FastifyRequest & { [BUYER_ID]?: string }>();
  const buyerId = req[BUYER_ID];
  if (!buyerId) throw new UnauthorizedException('Buyer verification required');
  return buyerId;
});

/** The verified buyer and the session their cookie names, on a @BuyerOnly() route. */
export interface BuyerSessionRef {
  buyerId: string;
  sessionId: string;
}

/**
 * The verified buyer and their session on a @BuyerOnly() route that acts on sessions (notifications'
 * sign-out, the list of devices). 401 when the gateway asserted no session (one rolled before
 * sessions existed): the route cannot tell which device is asking. The session's liveness is the
 * route's to check (the gateway checked it too, from a short cache).
 */
export const CurrentBuyerSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): BuyerSessionRef => {
    const req = context.switchToHttp().getRequest<GuardedRequest>();
    const buyerId = req[BUYER_ID];
    const sessionId = req[BUYER_SESSION_ID];
    if (!buyerId || !sessionId)
      throw new UnauthorizedException('Buyer verification required: verify your phone first');
    return { buyerId, sessionId };
  },
);

/**
 * Installed globally by createHttpApp: lets every route through except those marked @AdminOnly()
 * or @ServiceOnly(), which need a valid, fresh assertion for this very method and path. Without a
 * configured secret, such routes are refused (fail closed).
 */
export class AdminAssertionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly secret: string | undefined,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    const adminOnly = this.reflector.getAllAndOverride<boolean | undefined>(ADMIN_ONLY, targets);
    const services = this.reflector.getAllAndOverride<string[] | undefined>(SERVICE_ONLY, targets);
    const buyerOnly = this.reflector.getAllAndOverride<boolean | undefined>(BUYER_ONLY, targets);
    if (!adminOnly && !services && !buyerOnly) return true;
    if (!this.secret) throw new ForbiddenException('Protected routes are disabled: no INTERNAL_AUTH_SECRET');
    const req = context.switchToHttp().getRequest<GuardedRequest>();
    const request = { method: req.method, url: req.url };
    if (buyerOnly) {
      const buyer = verifyBuyerAssertion(this.secret, req.headers[BUYER_ASSERTION_HEADER], request);
      if (!buyer.ok)
        throw buyer.status === 401
          ? new UnauthorizedException('Buyer verification required: verify your phone first')
          : new ForbiddenException(buyer.reason);
      req[BUYER_ID] = buyer.buyerId;
      const sessionHeader = req.headers[BUYER_SESSION_ASSERTION_HEADER];
      if (sessionHeader !== undefined) {
        const session = verifyBuyerSessionAssertion(this.secret, sessionHeader, request, buyer.buyerId);
        if (!session.ok) throw new ForbiddenException(session.reason);
        req[BUYER_SESSION_ID] = session.sessionId;
      }
      return true;
    }
    const check = adminOnly
      ? verifyAdminAssertion(this.secret, req.headers[ADMIN_ASSERTION_HEADER], request)
      : verifyServiceAssertion(this.secret, req.headers[SERVICE_ASSERTION_HEADER], request);
    if (check.ok) {
      if ('service' in check && !services!.includes(check.service))
        throw new ForbiddenException(`Service ${check.service} may not call this route`);
      return true;
    }
    throw check.status === 401
      ? new UnauthorizedException(check.reason)
      : new ForbiddenException(check.reason);
  }
}
