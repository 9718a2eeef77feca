import { z } from 'zod';

/**
 * drand's quicknet chain (League of Entropy), as drand publishes it at
 * /52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971/info: a round every 3 s since
 * genesis, each round's signature a BLS signature on G1 (scheme bls-unchained-g1-rfc9380) of
 * SHA-256(round as 8 bytes big-endian) under the group's public key on G2, and its randomness the
 * SHA-256 of that signature. These constants are what a draw is checked against, offline: a
 * beacon whose signature does not verify under this key did not come from drand.
 */
export const DRAND_QUICKNET = {
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  publicKey:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  genesisTime: 1692803367,
  periodSeconds: 3,
  schemeId: 'bls-unchained-g1-rfc9380',
  /** The hash-to-curve domain separation tag of the scheme (RFC 9380, G1). */
  dst: 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_',
} as const;

/** The second at which a quicknet round is published (round 1 at genesis). */
export const drandRoundTime = (round: number): number =>
  DRAND_QUICKNET.genesisTime + (round - 1) * DRAND_QUICKNET.periodSeconds;

/**
 * The first quicknet round published strictly after `at`: the round a draw closing at `at` waits
 * for. Nobody, the house included, can know its randomness before then.
 */
export function drandRoundAfter(at: Date): number {
  const elapsed = at.getTime() / 1000 - DRAND_QUICKNET.genesisTime;
  return Math.floor(elapsed / DRAND_QUICKNET.periodSeconds) + 2;
}

const hexOf = (bytes: number, name: string) =>
  z
    .string()
    .regex(new RegExp(`^[0-9a-f]{${bytes * 2}}$`), `${name} must be ${bytes * 2} lowercase hex characters`);

/**
 * The beacon a draw uses: the round fixed at the opening (and when it is published), and, once the
 * draw is made, that round's randomness and signature as drand published them.
 */
export const drawBeaconSchema = z.object({
  network: z.literal('drand-quicknet'),
  chainHash: z.string(),
  publicKey: z.string(),
  round: z.number().int().positive(),
  /** When drand publishes the round (ISO): the draw cannot be made before. */
  roundTime: z.string(),
  randomness: hexOf(32, 'randomness').nullable(),
  signature: hexOf(48, 'signature').nullable(),
});
export type DrawBeacon = z.infer<typeof drawBeaconSchema>;

/** How the owner opens a drawn release: with drand's public randomness mixed in, or the seed alone. */
export const DRAW_RANDOMNESS = ['drand-quicknet', 'house-seed-only'] as const;
export const drawRandomnessSchema = z.enum(DRAW_RANDOMNESS, {
  error: "randomness must be 'drand-quicknet' or 'house-seed-only'",
});
export type DrawRandomness = z.infer<typeof drawRandomnessSchema>;

/**
 * GET /api/drawn-releases/beacon (admin): whether this store can open a release with drand's
 * beacon (DRAND_URLS set and a mirror answering with quicknet's chain), and if not why.
 */
export const drawBeaconStatusSchema = z.object({
  available: z.boolean(),
  mirrors: z.array(z.string()),
  reason: z.string().nullable(),
});
export type DrawBeaconStatus = z.infer<typeof drawBeaconStatusSchema>;
