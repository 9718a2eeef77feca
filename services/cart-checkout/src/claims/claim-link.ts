import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The claim link's token: `<claimId>.<expiresAtMs>.<mac>`, an HMAC-SHA256 under a key derived from
 * INTERNAL_AUTH_SECRET with its own domain tag, so no other MAC made with that secret (buyer
 * cookies, assertions) can pass for a claim link. The MAC makes it unforgeable and binds the expiry;
 * single use is the claim row's state (offered → paying happens once), not the token's.
 */
const KEY_TAG = 'atelier claim-link key v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const keyOf = (secret: string) => createHmac('sha256', secret).update(KEY_TAG).digest();
const macOf = (secret: string, claimId: string, expiresAtMs: number) =>
  createHmac('sha256', keyOf(secret)).update(`claim-link\n${claimId}\n${expiresAtMs}`).digest('base64url');

export function signClaimToken(secret: string, claimId: string, expiresAt: Date): string {
  if (!UUID.test(claimId)) throw new Error('Invalid claim id for a claim link');
  const ms = expiresAt.getTime();
  return `${claimId}.${ms}.${macOf(secret, claimId, ms)}`;
}

export type ClaimTokenCheck =
  { ok: true; claimId: string; expiresAt: Date } | { ok: false; reason: 'invalid' | 'expired' };

/** Tampered or malformed: 'invalid'; genuine but past its time: 'expired'. */
export function verifyClaimToken(secret: string, token: string, now = Date.now()): ClaimTokenCheck {
  const match = /^([0-9a-f-]{36})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || !UUID.test(match[1]!)) return { ok: false, reason: 'invalid' };
  const [, claimId, msText, given] = match as unknown as [string, string, string, string];
  const ms = Number(msText);
  const expected = Buffer.from(macOf(secret, claimId, ms));
  if (!timingSafeEqual(expected, Buffer.from(given))) return { ok: false, reason: 'invalid' };
  if (ms <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claimId, expiresAt: new Date(ms) };
}
