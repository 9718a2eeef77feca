import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  HttpException,
  Inject,
  Post,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import { CSRF_HEADER, type LoginInput, loginInputSchema } from '@atelier/contracts';
import { ZodValidationPipe } from '@atelier/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignInThrottle } from '../security/sign-in-throttle.js';
import { AdminAuthService, AUTH_SETTINGS, type AuthSettings } from './admin-auth.service.js';
import { KnownDeviceCookie } from './known-device-cookie.js';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie.js';

/** The gateway's own endpoints for the admin session: sign in, sign out, who am I. */
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AdminAuthService,
    private readonly throttle: SignInThrottle,
    private readonly knownDevices: KnownDeviceCookie,
    @Inject(AUTH_SETTINGS) private readonly settings: AuthSettings,
  ) {}

  @Post('login')
  @HttpCode(200)
  async login(
    @Body(new ZodValidationPipe(loginInputSchema)) input: LoginInput,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const retryAfter = await this.throttle.retryAfter(req);
    if (retryAfter > 0) {
      reply.header('Retry-After', String(retryAfter));
      const minutes = Math.ceil(retryAfter / 60);
      throw new HttpException(
        {
          message: `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          retryAfter,
        },
        429,
      );
    }
    try {
      const { sid, session } = await this.auth.signIn(input);
      setSessionCookie(reply, this.settings.cookieSecure, sid, this.settings.sessionTtlMs);
      // This browser is now known for this username: strangers' failures never hold it back.
      this.knownDevices.remember(req, reply, session.username);
      return session;
    } catch (error) {
      if (error instanceof UnauthorizedException) await this.throttle.recordFailure(req);
      throw error;
    }
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const sid = readSessionCookie(req, this.settings.cookieSecure);
    const session = await this.auth.sessionFor(sid);
    // Signing out needs the CSRF token too, so another site cannot end the admin's session.
    if (session && sid && this.auth.csrfTokenMatches(session, req.headers[CSRF_HEADER]))
      await this.auth.signOut(sid);
    else if (session) throw new ForbiddenException('Missing or invalid CSRF token');
    clearSessionCookie(reply, this.settings.cookieSecure);
  }

  @Get('me')
  async me(@Req() req: FastifyRequest) {
    const session = await this.auth.sessionFor(readSessionCookie(req, this.settings.cookieSecure));
    if (!session) throw new UnauthorizedException('Not signed in');
    return { username: session.username, csrfToken: session.csrfToken };
  }
}
