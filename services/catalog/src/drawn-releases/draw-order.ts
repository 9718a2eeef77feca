import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The published draw algorithms (docs/drawn-releases.md), kept dependency-free so
 * scripts/verify-draw.mjs can say the same in a few lines of plain Node:
 * - the seed is 32 random bytes, written as 64 lowercase hex characters;
 * - the commitment shown while entries are open is SHA-256(seed bytes), in hex;
 * - the draw key is the seed bytes ('hmac-sha256-v1'), or ('hmac-sha256-drand-v2')
 *   HMAC-SHA256(key = seed bytes, message = the 32 bytes of the drand round's randomness);
 * - each entry's score is HMAC-SHA256(key = draw key, message = the entry id as UTF-8), in hex;
 * - the order is by score ascending (a tie, which SHA-256 makes practically impossible, by entry
 *   id ascending). The first `quantity` entries win; the rest are alternates in that order.
 * The order depends only on the key and the set of ids, not on the order they are listed in.
 */
export const newDrawSeed = (): string => randomBytes(32).toString('hex');

export const drawCommitment = (seedHex: string): string =>
  createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');

/** The key entries are scored with: the seed alone (v1), or mixed with the beacon's randomness (v2). */
export function drawKey(seedHex: string, beaconRandomnessHex: string | null): Buffer {
  const seed = Buffer.from(seedHex, 'hex');
  if (beaconRandomnessHex === null) return seed;
  return createHmac('sha256', seed).update(Buffer.from(beaconRandomnessHex, 'hex')).digest();
}

export function drawOrder(key: Buffer, entryIds: readonly string[]): string[] {
  return entryIds
    .map((id) => ({ id, score: createHmac('sha256', key).update(id, 'utf8').digest('hex') }))
    .sort((a, b) => compare(a.score, b.score) || compare(a.id, b.id))
    .map((entry) => entry.id);
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
