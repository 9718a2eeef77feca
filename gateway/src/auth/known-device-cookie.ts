import { createHmac, randomBytes } from 'node:crypto';
import { type AuthKeys, KeyRing } from '@atelier/platform';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a browser stays known after its last sign-in. */
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 180 * 24 * 3600;

/**
 * The admin's known browsers (OWASP's "device cookie"): a successful sign-in leaves a cookie
 * `v2.<keyId>.<deviceId>.<issuedAtMs>.<mac>` whose HMAC binds it to the username, under a key
 * derived from the key of INTERNAL_AUTH_SECRET's ring that keyId names (key-ring.ts; `v1.` cookies,
 * made before key ids, are checked against every key). A sign-in that carries a valid one for the username it tries comes from a
 * browser that has signed in as that user before: the sign-in throttle spares it the per-username
 * budget that strangers share (sign-in-throttle.ts). Stateless: no table, no read per attempt;
 * dropping a key from the ring forgets the devices it was issued to. httpOnly and SameSite=Strict like the session
 * cookie, `__Host-` prefixed over HTTPS.
 */
export class KnownDeviceCookie {
  private readonly ring: KeyRing;
  readonly name: string;

  constructor(
    internalAuthSecret: AuthKeys,
    private readonly secure: boolean,
  ) {
    this.ring = KeyRing.of(internalAuthSecret);
    this.name = secure ? '__Host-atelier_admin_device' : 'atelier_admin_device';
  }

  /** The device id of this request's cookie when it is valid for `username`; null otherwise. */
  deviceOf(req: FastifyRequest, username: string, now = Date.now()): string | null {
    const match =
      /^(?:v1|v2\.([A-Za-z0-9_-]{1,32}))\.([A-Za-z0-9_-]{22})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(
        req.cookies?.[this.name] ?? '',
      );
    if (!match) return null;
    const [, keyId, deviceId, issued, given] = match as unknown as [
      string,
      string | undefined,
      string,
      string,
      string,
    ];
    const issuedAt = Number(issued);
    if (issuedAt > now + 5_000 || now - issuedAt > KNOWN_DEVICE_MAX_AGE_SECONDS * 1000) return null;
    return this.ring.verifies(keyId, given, (secret) => this.mac(secret, username, deviceId, issuedAt))
      ? deviceId
      : null;
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
    const { id, secret } = this.ring.current;
    reply.setCookie(
      this.name,
      `v2.${id}.${deviceId}.${now}.${this.mac(secret, username, deviceId, now)}`,
      options,
    );
  }

  private mac(secret: string, username: string, deviceId: string, issuedAt: number): string {
    // Its own key: a device cookie's MAC can never pass for any other MAC made under the secret.
    const key = createHmac('sha256', secret).update('admin-known-device').digest();
    return createHmac('sha256', key)
      .update(`admin-device\n${username}\n${deviceId}\n${issuedAt}`)
      .digest('base64url');
  }
}
