import { createHmac } from 'node:crypto';
import { type AuthKeys, KeyRing } from './key-ring.js';

/**
 * The gateway's word that a signed-in admin made this request. Services never trust a caller on
 * the network: every admin route also wants this header, an HMAC-SHA256 with the shared
 * INTERNAL_AUTH_SECRET over the method, the path with its query, the admin's id and the time.
 * It is valid for ADMIN_ASSERTION_MAX_AGE_MS only, so a leaked header is soon useless, and it
 * names one method and path, so it cannot be reused for another request. It reads
 * `v2.<keyId>.<subject>.<issuedAtMs>.<mac>`: signed with the current key of the ring, checked with
 * the key it names (key-ring.ts), so gateways and services rolled at different moments of a key
 * rotation still understand each other. `v1.` ones (no key id) are checked against every key.
 *
 * Service assertions (one service calling another's internal routes, e.g. cart-checkout reserving
 * stock in catalog) are the same construction under another header, with the calling service's
 * name as the subject and a domain tag in the MAC, so neither kind can pass for the other.
 */
export const ADMIN_ASSERTION_HEADER = 'x-atelier-admin-assertion';
export const SERVICE_ASSERTION_HEADER = 'x-atelier-service-assertion';
/** The gateway's word that a verified buyer (phone checked by a texted code) made this request. */
export const BUYER_ASSERTION_HEADER = 'x-atelier-buyer-assertion';
/**
 * Beside the buyer assertion: the buyer's session (buyer_sessions, named by their cookie) that the
 * gateway found open for this request. Its own header, so services that never look at sessions
 * (catalog, cart-checkout) and services rolled before sessions existed read the buyer assertion as
 * before; notifications' session routes want it (@CurrentBuyerSession()).
 */
export const BUYER_SESSION_ASSERTION_HEADER = 'x-atelier-buyer-session-assertion';
export const ADMIN_ASSERTION_MAX_AGE_MS = 30_000;
// Clocks of the gateway and a service may differ a little; an assertion from further ahead is forged.
const ALLOWED_CLOCK_SKEW_MS = 5_000;

export interface AdminAssertionRequest {
  method: string;
  /** The request target as the service receives it: path and query. */
  url: string;
}

type AssertionKind = { subject: RegExp; domainTag: string };
// The admin MAC has no domain tag (assertions signed before service assertions existed stay valid).
const ADMIN: AssertionKind = { subject: /^\d{1,15}$/, domainTag: '' };
const BUYER: AssertionKind = {
  subject: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  domainTag: 'buyer\n',
};
const SERVICE: AssertionKind = { subject: /^[a-z][a-z0-9-]{0,39}$/, domainTag: 'service\n' };
// The session's subject is its id; the buyer it belongs to is in the domain tag, so a session
// assertion only ever vouches for the buyer the buyer assertion names.
const buyerSession = (buyerId: string): AssertionKind => ({
  subject: BUYER.subject,
  domainTag: `buyer-session\n${buyerId}\n`,
});

const mac = (
  secret: string,
  kind: AssertionKind,
  request: AdminAssertionRequest,
  subject: string,
  at: number,
) =>
  createHmac('sha256', secret)
    .update(`${kind.domainTag}${request.method.toUpperCase()}\n${request.url}\n${subject}\n${at}`)
    .digest('base64url');

const sign = (
  keys: AuthKeys,
  kind: AssertionKind,
  request: AdminAssertionRequest,
  subject: string,
  now: number,
) => {
  const key = KeyRing.of(keys).current;
  return `v2.${key.id}.${subject}.${now}.${mac(key.secret, kind, request, subject, now)}`;
};

type Verified = { ok: true; subject: string } | { ok: false; status: 401 | 403; reason: string };

function verify(
  keys: AuthKeys,
  kind: AssertionKind,
  label: string,
  header: unknown,
  request: AdminAssertionRequest,
  now: number,
): Verified {
  if (header === undefined) return { ok: false, status: 401, reason: `${label} assertion required` };
  const match =
    typeof header === 'string'
      ? /^(?:v1|v2\.([A-Za-z0-9_-]{1,32}))\.([a-z0-9-]{1,40})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(header)
      : null;
  if (!match || !kind.subject.test(match[2]!))
    return { ok: false, status: 403, reason: `Malformed ${label.toLowerCase()} assertion` };
  const [, keyId, subject, issued, given] = match as unknown as [
    string,
    string | undefined,
    string,
    string,
    string,
  ];
  const issuedAtMs = Number(issued);
  if (now - issuedAtMs > ADMIN_ASSERTION_MAX_AGE_MS || issuedAtMs - now > ALLOWED_CLOCK_SKEW_MS)
    return { ok: false, status: 403, reason: `Expired ${label.toLowerCase()} assertion` };
  if (!KeyRing.of(keys).verifies(keyId, given, (secret) => mac(secret, kind, request, subject, issuedAtMs)))
    return { ok: false, status: 403, reason: `Invalid ${label.toLowerCase()} assertion` };
  return { ok: true, subject };
}

export function signAdminAssertion(
  keys: AuthKeys,
  request: AdminAssertionRequest,
  adminId: number,
  now = Date.now(),
): string {
  return sign(keys, ADMIN, request, String(adminId), now);
}

export type AdminAssertionCheck =
  { ok: true; adminId: number } | { ok: false; status: 401 | 403; reason: string };

export function verifyAdminAssertion(
  keys: AuthKeys,
  header: unknown,
  request: AdminAssertionRequest,
  now = Date.now(),
): AdminAssertionCheck {
  const check = verify(keys, ADMIN, 'Admin', header, request, now);
  return check.ok ? { ok: true, adminId: Number(check.subject) } : check;
}

/** Signs a call from one service (lower-case name, e.g. 'cart-checkout') to another's internal route. */
export function signServiceAssertion(
  keys: AuthKeys,
  request: AdminAssertionRequest,
  service: string,
  now = Date.now(),
): string {
  if (!SERVICE.subject.test(service)) throw new Error(`Invalid service name for an assertion: ${service}`);
  return sign(keys, SERVICE, request, service, now);
}

export type ServiceAssertionCheck =
  { ok: true; service: string } | { ok: false; status: 401 | 403; reason: string };

export function verifyServiceAssertion(
  keys: AuthKeys,
  header: unknown,
  request: AdminAssertionRequest,
  now = Date.now(),
): ServiceAssertionCheck {
  const check = verify(keys, SERVICE, 'Service', header, request, now);
  return check.ok ? { ok: true, service: check.subject } : check;
}

/** Signs a request the gateway forwards for a verified buyer (their id, a UUID, read from the buyer cookie). */
export function signBuyerAssertion(
  keys: AuthKeys,
  request: AdminAssertionRequest,
  buyerId: string,
  now = Date.now(),
): string {
  if (!BUYER.subject.test(buyerId)) throw new Error('Invalid buyer id for an assertion');
  return sign(keys, BUYER, request, buyerId, now);
}

export type BuyerAssertionCheck =
  { ok: true; buyerId: string } | { ok: false; status: 401 | 403; reason: string };

export function verifyBuyerAssertion(
  keys: AuthKeys,
  header: unknown,
  request: AdminAssertionRequest,
  now = Date.now(),
): BuyerAssertionCheck {
  const check = verify(keys, BUYER, 'Buyer', header, request, now);
  return check.ok ? { ok: true, buyerId: check.subject } : check;
}

/** Signs the session the buyer's cookie names, for the same request as their buyer assertion. */
export function signBuyerSessionAssertion(
  keys: AuthKeys,
  request: AdminAssertionRequest,
  buyerId: string,
  sessionId: string,
  now = Date.now(),
): string {
  if (!BUYER.subject.test(buyerId)) throw new Error('Invalid buyer id for an assertion');
  if (!BUYER.subject.test(sessionId)) throw new Error('Invalid session id for an assertion');
  return sign(keys, buyerSession(buyerId), request, sessionId, now);
}

export type BuyerSessionAssertionCheck =
  { ok: true; sessionId: string } | { ok: false; status: 401 | 403; reason: string };

/** Checks a session assertion for the buyer an already checked buyer assertion named. */
export function verifyBuyerSessionAssertion(
  keys: AuthKeys,
  header: unknown,
  request: AdminAssertionRequest,
  buyerId: string,
  now = Date.now(),
): BuyerSessionAssertionCheck {
  const check = verify(keys, buyerSession(buyerId), 'Buyer session', header, request, now);
  return check.ok ? { ok: true, sessionId: check.subject } : check;
}
