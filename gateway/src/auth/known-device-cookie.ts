import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a browser stays known after its last sign-in. */
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 180 * 24 * 3600;

/**
 * The admin's known browsers (OWASP's "device cookie"): a successful sign-in leaves a cookie
 * `v1.<deviceId>.<issuedAtMs>.<mac>` whose HMAC binds it to the username, under a key derived from
 * INTERNAL_AUTH_SECRET. A sign-in that carries a valid one for the username it tries comes from a
 * browser that has signed in as that user before: the sign-in throttle spares it the per-username
 * budget that strangers share (sign-in-throttle.ts). Stateless: no table, no read per attempt;
 * changing INTERNAL_AUTH_SECRET forgets every device. httpOnly and SameSite=Strict like the session
 * cookie, `__Host-` prefixed over HTTPS.
 */
export class KnownDeviceCookie {
  private readonly key: Buffer;
  readonly name: string;

  constructor(
    internalAuthSecret: string,
    private readonly secure: boolean,
  ) {
    // Its own key: a device cookie's MAC can never pass for any other MAC made under the secret.
    this.key = createHmac('sha256', internalAuthSecret).update('admin-known-device').digest();
    this.name = secure ? '__Host-atelier_admin_device' : 'atelier_admin_device';
  }

  /** The device id of this request's cookie when it is valid for `username`; null otherwise. */
  deviceOf(req: FastifyRequest, username: string, now = Date.now()): string | null {
    const match = /^v1\.([A-Za-z0-9_-]{22})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(
      req.cookies?.[this.name] ?? '',
    );
    if (!match) return null;
    const [, deviceId, issued, given] = match as unknown as [string, string, string, string];
    const issuedAt = Number(issued);
    if (issuedAt > now + 5_000 || now - issuedAt > KNOWN_DEVICE_MAX_AGE_SECONDS * 1000) return null;
    const expected = Buffer.from(this.mac(username, deviceId, issuedAt));
    const actual = Buffer.from(given);
    return expected.length === actual.length && timingSafeEqual(expected, actual) ? deviceId : null;
  }

  /** After a successful sign-in: (re)issues the cookie, keeping the device id the browser had. */
  remember(req: FastifyRequest, reply: FastifyReply, username: string, now = Date.now()): void {
    const deviceId = this.deviceOf(req, username, now) ?? randomBytes(16).toString('base64url');
    const options: CookieSerializeOptions = {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.secure,
      path: '/',
      maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
    };
    reply.setCookie(this.name, `v1.${deviceId}.${now}.${this.mac(username, deviceId, now)}`, options);
  }

  private mac(username: string, deviceId: string, issuedAt: number): string {
    return createHmac('sha256', this.key)
      .update(`admin-device\n${username}\n${deviceId}\n${issuedAt}`)
      .digest('base64url');
  }
}
