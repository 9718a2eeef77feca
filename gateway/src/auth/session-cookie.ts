import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Over HTTPS the cookie is `__Host-` prefixed: browsers then insist on Secure, Path=/ and no
 * Domain, so no subdomain can plant or overwrite it.
 */
export const sessionCookieName = (secure: boolean) => (secure ? '__Host-atelier_admin' : 'atelier_admin');

/** httpOnly so scripts never read it, SameSite=Strict so other sites never send it. */
const cookieOptions = (secure: boolean): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  secure,
  path: '/',
});

export const setSessionCookie = (reply: FastifyReply, secure: boolean, sid: string, maxAgeMs: number) =>
  reply.setCookie(sessionCookieName(secure), sid, {
    ...cookieOptions(secure),
    maxAge: Math.floor(maxAgeMs / 1000), // seconds, as Max-Age is
  });

export const readSessionCookie = (req: FastifyRequest, secure: boolean): string | undefined =>
  req.cookies?.[sessionCookieName(secure)];

export const clearSessionCookie = (reply: FastifyReply, secure: boolean) =>
  reply.clearCookie(sessionCookieName(secure), cookieOptions(secure));
