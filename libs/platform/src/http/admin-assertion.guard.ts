import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  SetMetadata,
  UnauthorizedException,
} from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ADMIN_ASSERTION_HEADER, verifyAdminAssertion } from './admin-assertion.js';

const ADMIN_ONLY = Symbol('atelier:admin-only');

/** Marks a controller method (or a whole controller) as reachable only with the gateway's admin assertion. */
export const AdminOnly = () => SetMetadata(ADMIN_ONLY, true);

/**
 * Installed globally by createHttpApp: lets every route through except those marked @AdminOnly(),
 * which need a valid, fresh admin assertion for this very method and path. Without a configured
 * secret, admin routes are refused (fail closed).
 */
export class AdminAssertionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly secret: string | undefined,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const adminOnly = this.reflector.getAllAndOverride<boolean | undefined>(ADMIN_ONLY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!adminOnly) return true;
    if (!this.secret) throw new ForbiddenException('Admin routes are disabled: no INTERNAL_AUTH_SECRET');
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const check = verifyAdminAssertion(this.secret, req.headers[ADMIN_ASSERTION_HEADER], {
      method: req.method,
      url: req.url,
    });
    if (check.ok) return true;
    throw check.status === 401
      ? new UnauthorizedException(check.reason)
      : new ForbiddenException(check.reason);
  }
}
