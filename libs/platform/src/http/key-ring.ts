import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The keys INTERNAL_AUTH_SECRET holds: what buyer cookies (30 days), claim links (48 h), the
 * one-time codes' HMACs, the known-device cookies and the gateway's and services' assertions are
 * signed with. A ring, so that the key can be rotated without signing every buyer out or breaking
 * the claim links already texted: tokens are signed with the current key (the first) and name it
 * (a key id in the token); they are checked with the key they name, which may be any of the ring.
 *
 * The setting is a comma-separated list of keys, the current one first (README, "Rotating keys"):
 * each `id:secret`, or a bare secret whose id is derived from it. One bare secret, as every store
 * was configured before rotation existed, is a one-key ring. Tokens
 * made before key ids existed carry none: they are checked against every key of the ring, so each
 * keeps verifying as long as the key it was made with is in the ring.
 */
export interface AuthKey {
  /** Letters, digits, '-' and '_', at most 32: it travels inside tokens. */
  readonly id: string;
  readonly secret: string;
}

/** What the signing functions accept: the setting's value as it is, or a parsed ring. */
export type AuthKeys = string | KeyRing;

export const KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
const MIN_SECRET_LENGTH = 32;

/** The id of a secret given without one: derived from it (stable, and says nothing of it). */
export const derivedKeyId = (secret: string) =>
  `k${createHash('sha256').update(`atelier internal auth key id\n${secret}`).digest('base64url').slice(0, 10)}`;

export class KeyRing {
  private static readonly parsed = new Map<string, KeyRing>();

  private constructor(readonly keys: readonly [AuthKey, ...AuthKey[]]) {}

  /** The ring a setting's value describes (parsed once per value); a ring as is. */
  static of(keys: AuthKeys): KeyRing {
    if (keys instanceof KeyRing) return keys;
    let ring = KeyRing.parsed.get(keys);
    if (!ring) {
      // The settings were checked at start (envInternalAuthSecret: lengths too); what would make
      // tokens ambiguous is refused here as well, whoever builds the ring.
      const problems = keyRingProblems(keys).filter((problem) => !/at least \d+ characters/.test(problem));
      if (problems.length > 0) throw new Error(`Invalid key ring: ${problems.join('; ')}`);
      ring = new KeyRing(parseEntries(keys) as [AuthKey, ...AuthKey[]]);
      KeyRing.parsed.set(keys, ring);
    }
    return ring;
  }

  /** What new tokens are signed with. */
  get current(): AuthKey {
    return this.keys[0];
  }

  byId(id: string): AuthKey | undefined {
    return this.keys.find((key) => key.id === id);
  }

  /**
   * Whether `given` is the MAC of a key of the ring: the one `keyId` names, or, for a token made
   * before key ids (keyId undefined), any of them. An unknown key id (a dropped key) matches none.
   */
  verifies(keyId: string | undefined, given: string, macWith: (secret: string) => string): boolean {
    const candidates =
      keyId === undefined ? this.keys : [this.byId(keyId)].filter((key) => key !== undefined);
    const actual = Buffer.from(given);
    let ok = false;
    // Every candidate is computed and compared (no early exit): the time taken says nothing of which.
    for (const key of candidates) {
      const expected = Buffer.from(macWith(key.secret));
      if (expected.length === actual.length && timingSafeEqual(expected, actual)) ok = true;
    }
    return ok;
  }
}

/** One entry of the setting: `id:secret`, or a bare secret whose id is derived from it. */
function parseEntry(entry: string): AuthKey {
  const at = entry.indexOf(':');
  if (at === -1) return { id: derivedKeyId(entry.trim()), secret: entry.trim() };
  return { id: entry.slice(0, at).trim(), secret: entry.slice(at + 1).trim() };
}

const parseEntries = (value: string): AuthKey[] => value.split(',').map(parseEntry);

/** What is wrong with a setting's value (empty: a usable ring), for the config's error message. */
export function keyRingProblems(value: string): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const entries = parseEntries(value);
  for (const [index, { id, secret }] of entries.entries()) {
    const which = entries.length === 1 ? '' : `key ${index + 1}: `;
    if (!KEY_ID_PATTERN.test(id)) problems.push(`${which}its id must be 1-32 letters, digits, '-' or '_'`);
    else if (seen.has(id)) problems.push(`${which}key id ${id} appears twice`);
    seen.add(id);
    if (secret.length < MIN_SECRET_LENGTH)
      problems.push(
        entries.length === 1 && !value.includes(':')
          ? `must be at least ${MIN_SECRET_LENGTH} characters`
          : `${which}its secret must be at least ${MIN_SECRET_LENGTH} characters`,
      );
  }
  return problems;
}
