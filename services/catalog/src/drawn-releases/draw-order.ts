import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The published draw algorithm ('hmac-sha256-v1', docs/drawn-releases.md), kept dependency-free so
 * scripts/verify-draw.mjs can say the same in a few lines of plain Node:
 * - the seed is 32 random bytes, written as 64 lowercase hex characters;
 * - the commitment shown while entries are open is SHA-256(seed bytes), in hex;
 * - each entry's score is HMAC-SHA256(key = seed bytes, message = the entry id as UTF-8), in hex;
 * - the order is by score ascending (a tie, which SHA-256 makes practically impossible, by entry
 *   id ascending). The first `quantity` entries win; the rest are alternates in that order.
 * The order depends only on the seed and the set of ids, not on the order they are listed in.
 */
export const newDrawSeed = (): string => randomBytes(32).toString('hex');

export const drawCommitment = (seedHex: string): string =>
  createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');

export function drawOrder(seedHex: string, entryIds: readonly string[]): string[] {
  const key = Buffer.from(seedHex, 'hex');
  return entryIds
    .map((id) => ({ id, score: createHmac('sha256', key).update(id, 'utf8').digest('hex') }))
    .sort((a, b) => compare(a.score, b.score) || compare(a.id, b.id))
    .map((entry) => entry.id);
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
