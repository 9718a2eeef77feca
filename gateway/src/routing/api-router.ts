import { CSRF_HEADER } from '@atelier/contracts';
import type { NextFunction, Request, Response } from 'express';
import type { AdminAuthService } from '../auth/admin-auth.service.js';
import { readSessionCookie } from '../auth/session-cookie.js';
import { apiError, type ServiceProxy } from '../proxy/service-proxy.js';
import type { RateLimiter } from '../security/rate-limiter.js';
import { readBody } from './read-body.js';
import { createRouteMatcher } from './route-matcher.js';
import { type Route, routeTable } from './route-table.js';

const DEFAULT_BODY_LIMIT = 1024 * 1024;
const GATEWAY_OWN_PREFIX = '/api/auth/';

/**
 * The /api edge. For each request: find its route, check who may call it, apply the public-write
 * rate limit, read the body within its limit, then forward it to the owning service.
 * Paths the table does not know answer a JSON 404.
 */
export function apiRouter(deps: {
  auth: AdminAuthService;
  proxy: ServiceProxy;
  publicWriteLimiter: RateLimiter;
}) {
  const match = createRouteMatcher(routeTable);

  return async (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/api/')) return next();
    if (req.path.startsWith(GATEWAY_OWN_PREFIX)) return next(); // the gateway's own controllers
    const path = req.path;
    const found = match(req.method, path);
    if (found.kind === 'none')
      return res.status(404).json(apiError(404, `No API route ${req.method} ${path}`, req));
    if (found.kind === 'wrong-method') {
      res.setHeader('Allow', found.allowed.join(', '));
      return res.status(405).json(apiError(405, `${req.method} is not allowed on ${path}`, req));
    }
    const { route } = found;
    try {
      if (!(await isAllowed(route, req, res, deps))) return;
      const body =
        req.method === 'GET' || req.method === 'HEAD'
          ? undefined
          : await readBody(req, route.bodyLimit ?? DEFAULT_BODY_LIMIT);
      if (body === 'too-large') {
        return res
          .status(413)
          .json(
            apiError(413, `Request body is larger than ${route.bodyLimit ?? DEFAULT_BODY_LIMIT} bytes`, req),
          );
      }
      res.setHeader('Cache-Control', route.access === 'public' ? 'no-cache' : 'no-store');
      await deps.proxy.forward(route.service, req, res, body);
    } catch (error) {
      next(error);
    }
  };
}

async function isAllowed(
  route: Route,
  req: Request,
  res: Response,
  deps: { auth: AdminAuthService; publicWriteLimiter: RateLimiter },
): Promise<boolean> {
  if (route.access === 'public') return true;
  if (route.access === 'public-write') {
    const retryAfter = deps.publicWriteLimiter.hit(`${req.ip}:${route.service}`);
    if (retryAfter === 0) return true;
    res.setHeader('Retry-After', String(retryAfter));
    res.status(429).json(apiError(429, 'Too many requests. Please slow down and try again shortly.', req));
    return false;
  }
  const session = await deps.auth.sessionFor(readSessionCookie(req));
  if (!session) {
    res.status(401).json(apiError(401, 'Admin sign-in required', req));
    return false;
  }
  if (req.method !== 'GET' && !deps.auth.csrfTokenMatches(session, req.headers[CSRF_HEADER])) {
    res.status(403).json(apiError(403, 'Missing or invalid CSRF token', req));
    return false;
  }
  return true;
}
