import { createHmac } from 'node:crypto';
import { type AuthKeys, KeyRing } from '@atelier/platform';

/**
 * The claim link's token: `<claimId>.<expiresAtMs>.<keyId>.<mac>`, an HMAC-SHA256 under a key
 * derived, with its own domain tag, from the key of INTERNAL_AUTH_SECRET's ring that keyId names
 * (the current one when it is made: key-ring.ts), so no other MAC made with that secret (buyer
 * cookies, assertions) can pass for a claim link, and a link texted before a key rotation keeps
 * working while its key is in the ring. Links made before key ids (`<claimId>.<expiresAtMs>.<mac>`)
 * are checked against every key. The MAC makes it unforgeable and binds the expiry; single use is
 * the claim row's state (offered → paying happens once), not the token's.
 */
const KEY_TAG = 'atelier claim-link key v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FORMAT = /^([0-9a-f-]{36})\.(\d{1,15})(?:\.([A-Za-z0-9_-]{1,32}))?\.([A-Za-z0-9_-]{43})$/;

const keyOf = (secret: string) => createHmac('sha256', secret).update(KEY_TAG).digest();
const macOf = (secret: string, claimId: string, expiresAtMs: number) =>
  createHmac('sha256', keyOf(secret)).update(`claim-link\n${claimId}\n${expiresAtMs}`).digest('base64url');

export function signClaimToken(keys: AuthKeys, claimId: string, expiresAt: Date): string {
  if (!UUID.test(claimId)) throw new Error('Invalid claim id for a claim link');
  const ms = expiresAt.getTime();
  const key = KeyRing.of(keys).current;
  return `${claimId}.${ms}.${key.id}.${macOf(key.secret, claimId, ms)}`;
}

export type ClaimTokenCheck =
  | { ok: true; claimId: string; expiresAt: Date }
  | { ok: false; reason: 'invalid' }
  /** Genuine but past its time: the claim it names (a paid claim's link still leads to its order). */
  | { ok: false; reason: 'expired'; claimId: string };

/** Tampered, malformed or signed with a key no longer in the ring: 'invalid'; genuine but past its time: 'expired'. */
export function verifyClaimToken(keys: AuthKeys, token: string, now = Date.now()): ClaimTokenCheck {
  const match = FORMAT.exec(token);
  if (!match || !UUID.test(match[1]!)) return { ok: false, reason: 'invalid' };
  const [, claimId, msText, keyId, given] = match as unknown as [
    string,
    string,
    string,
    string | undefined,
    string,
  ];
  const ms = Number(msText);
  if (!KeyRing.of(keys).verifies(keyId, given, (secret) => macOf(secret, claimId, ms)))
    return { ok: false, reason: 'invalid' };
  if (ms <= now) return { ok: false, reason: 'expired', claimId };
  return { ok: true, claimId, expiresAt: new Date(ms) };
}
