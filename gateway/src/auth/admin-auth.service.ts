import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { AdminSession, LoginInput } from '@atelier/contracts';
import { AdminUsersRepository } from './admin-users.repository.js';
import { DECOY_HASH, hashPassword, verifyPassword } from './password-hasher.js';
import { type AdminSessionData, SessionsRepository } from './sessions.repository.js';

export const AUTH_SETTINGS = Symbol('AUTH_SETTINGS');
export interface AuthSettings {
  sessionTtlMs: number;
  cookieSecure: boolean;
}

/** Server-side admin sign-in: argon2id passwords, opaque session ids, a CSRF token per session. */
@Injectable()
export class AdminAuthService {
  constructor(
    private readonly users: AdminUsersRepository,
    private readonly sessions: SessionsRepository,
    @Inject(AUTH_SETTINGS) private readonly settings: AuthSettings,
  ) {}

  /** Creates the configured admin on first start; returns true when it was created. */
  async ensureAdmin(username: string, password: string): Promise<boolean> {
    if (await this.users.findByUsername(username)) return false; // spare the hash on every restart
    return this.users.createIfMissing(username, await hashPassword(password));
  }

  /** Checks the password; throttling is the caller's (it knows the client's address). */
  async signIn(input: LoginInput): Promise<{ sid: string; session: AdminSession }> {
    const user = await this.users.findByUsername(input.username);
    // An unknown user is checked against the decoy: both answers take one hash's time.
    const valid = await verifyPassword(user?.password ?? DECOY_HASH, input.password);
    if (!user || !valid) throw new UnauthorizedException('Invalid username or password.');
    const sid = randomBytes(32).toString('base64url');
    const data: AdminSessionData = {
      userId: user.id,
      username: user.username,
      csrfToken: randomBytes(32).toString('base64url'),
    };
    await this.sessions.create(sid, data, new Date(Date.now() + this.settings.sessionTtlMs));
    return { sid, session: { username: data.username, csrfToken: data.csrfToken } };
  }

  async signOut(sid: string): Promise<void> {
    await this.sessions.delete(sid);
  }

  /** The live session for a cookie value, or null. */
  async sessionFor(sid: string | undefined): Promise<AdminSessionData | null> {
    if (!sid || sid.length > 100) return null;
    return this.sessions.findLive(sid);
  }

  csrfTokenMatches(session: AdminSessionData, token: unknown): boolean {
    if (typeof token !== 'string') return false;
    const expected = Buffer.from(session.csrfToken);
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  purgeExpiredSessions() {
    return this.sessions.deleteExpired();
  }
}
