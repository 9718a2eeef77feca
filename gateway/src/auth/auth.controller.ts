import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  Inject,
  Post,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import { CSRF_HEADER, type LoginInput, loginInputSchema } from '@atelier/contracts';
import { ZodValidationPipe } from '@atelier/platform';
import type { Request, Response } from 'express';
import { AdminAuthService, AUTH_SETTINGS, type AuthSettings } from './admin-auth.service.js';
import {
  clearSessionCookie,
  readSessionCookie,
  SESSION_COOKIE,
  sessionCookieOptions,
} from './session-cookie.js';

export const COOKIE_SECURE = Symbol('COOKIE_SECURE');

/** The gateway's own endpoints for the admin session: sign in, sign out, who am I. */
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AdminAuthService,
    @Inject(AUTH_SETTINGS) private readonly settings: AuthSettings,
    @Inject(COOKIE_SECURE) private readonly cookieSecure: boolean,
  ) {}

  @Post('login')
  @HttpCode(200)
  async login(
    @Body(new ZodValidationPipe(loginInputSchema)) input: LoginInput,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { sid, session } = await this.auth.signIn(input, req.ip ?? 'unknown');
    res.cookie(SESSION_COOKIE, sid, sessionCookieOptions(this.cookieSecure, this.settings.sessionTtlMs));
    return session;
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const sid = readSessionCookie(req);
    const session = await this.auth.sessionFor(sid);
    // Signing out needs the CSRF token too, so another site cannot end the admin's session.
    if (session && sid && this.auth.csrfTokenMatches(session, req.headers[CSRF_HEADER]))
      await this.auth.signOut(sid);
    else if (session) throw new ForbiddenException('Missing or invalid CSRF token');
    clearSessionCookie(res, this.cookieSecure);
  }

  @Get('me')
  async me(@Req() req: Request) {
    const session = await this.auth.sessionFor(readSessionCookie(req));
    if (!session) throw new UnauthorizedException('Not signed in');
    return { username: session.username, csrfToken: session.csrfToken };
  }
}
