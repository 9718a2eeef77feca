import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The gateway's word that a signed-in admin made this request. Services never trust a caller on
 * the network: every admin route also wants this header, an HMAC-SHA256 with the shared
 * INTERNAL_AUTH_SECRET over the method, the path with its query, the admin's id and the time.
 * It is valid for ADMIN_ASSERTION_MAX_AGE_MS only, so a leaked header is soon useless, and it
 * names one method and path, so it cannot be reused for another request.
 */
export const ADMIN_ASSERTION_HEADER = 'x-atelier-admin-assertion';
export const ADMIN_ASSERTION_MAX_AGE_MS = 30_000;
// Clocks of the gateway and a service may differ a little; an assertion from further ahead is forged.
const ALLOWED_CLOCK_SKEW_MS = 5_000;
const VERSION = 'v1';

export interface AdminAssertionRequest {
  method: string;
  /** The request target as the service receives it: path and query. */
  url: string;
}

const mac = (secret: string, request: AdminAssertionRequest, adminId: number, issuedAtMs: number) =>
  createHmac('sha256', secret)
    .update(`${request.method.toUpperCase()}\n${request.url}\n${adminId}\n${issuedAtMs}`)
    .digest('base64url');

export function signAdminAssertion(
  secret: string,
  request: AdminAssertionRequest,
  adminId: number,
  now = Date.now(),
): string {
  return `${VERSION}.${adminId}.${now}.${mac(secret, request, adminId, now)}`;
}

export type AdminAssertionCheck =
  { ok: true; adminId: number } | { ok: false; status: 401 | 403; reason: string };

export function verifyAdminAssertion(
  secret: string,
  header: unknown,
  request: AdminAssertionRequest,
  now = Date.now(),
): AdminAssertionCheck {
  if (header === undefined) return { ok: false, status: 401, reason: 'Admin assertion required' };
  const match =
    typeof header === 'string' ? /^v1\.(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(header) : null;
  if (!match) return { ok: false, status: 403, reason: 'Malformed admin assertion' };
  const adminId = Number(match[1]);
  const issuedAtMs = Number(match[2]);
  if (now - issuedAtMs > ADMIN_ASSERTION_MAX_AGE_MS || issuedAtMs - now > ALLOWED_CLOCK_SKEW_MS)
    return { ok: false, status: 403, reason: 'Expired admin assertion' };
  const expected = Buffer.from(mac(secret, request, adminId, issuedAtMs));
  const given = Buffer.from(match[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, status: 403, reason: 'Invalid admin assertion' };
  return { ok: true, adminId };
}
