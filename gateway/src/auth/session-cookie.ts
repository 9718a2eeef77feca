import type { CookieOptions, Request, Response } from 'express';

export const SESSION_COOKIE = 'atelier_admin';

/** httpOnly so scripts never read it, SameSite=Strict so other sites never send it. */
export const sessionCookieOptions = (secure: boolean, maxAgeMs: number): CookieOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  secure,
  path: '/',
  maxAge: maxAgeMs,
});

export const readSessionCookie = (req: Request): string | undefined => {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof value === 'string' ? value : undefined;
};

export const clearSessionCookie = (res: Response, secure: boolean) =>
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: '/' });
