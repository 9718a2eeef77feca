import { createHash, randomBytes } from 'node:crypto';
import { bls12_381 } from '@noble/curves/bls12-381';
import { DRAND_QUICKNET } from '@atelier/contracts';
import type { QuicknetBeacon } from '../../src/drawn-releases/beacon/verify-beacon.js';

/**
 * Tests only: a chain of the test's own (a fresh BLS key) signing rounds as quicknet does, for the
 * fake beacon server the closer is tested against. quicknet's own rounds cannot be signed (nobody
 * holds its key), and its recorded rounds are years old; a release opened now fixes a round to come.
 */
export function testChain() {
  const secretKey = randomBytes(32);
  secretKey[0]! &= 0x3f; // below the curve order
  const publicKey = Buffer.from(bls12_381.getPublicKeyForShortSignatures(secretKey)).toString('hex');
  const chainHash = createHash('sha256').update(`test chain ${publicKey}`).digest('hex');
  const sign = (round: number): QuicknetBeacon => {
    const roundBytes = Buffer.alloc(8);
    roundBytes.writeBigUInt64BE(BigInt(round));
    const message = createHash('sha256').update(roundBytes).digest();
    const hashed = bls12_381.G1.hashToCurve(message, { DST: DRAND_QUICKNET.dst });
    const signature = bls12_381
      .signShortSignature(bls12_381.G1.ProjectivePoint.fromAffine(hashed.toAffine()), secretKey)
      .toHex(true);
    const randomness = createHash('sha256').update(Buffer.from(signature, 'hex')).digest('hex');
    return { round, randomness, signature };
  };
  const info = {
    public_key: publicKey,
    period: DRAND_QUICKNET.periodSeconds,
    genesis_time: DRAND_QUICKNET.genesisTime,
    hash: chainHash,
    groupHash: chainHash,
    schemeID: DRAND_QUICKNET.schemeId,
    metadata: { beaconID: 'test' },
  };
  return { publicKey, chainHash, info, sign };
}
