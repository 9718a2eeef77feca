import { createHash } from 'node:crypto';
import { bls12_381 } from '@noble/curves/bls12-381';
import { DRAND_QUICKNET } from '@atelier/contracts';

/** A round of drand's quicknet as its mirrors answer it (hex, lowercase). */
export interface QuicknetBeacon {
  round: number;
  randomness: string;
  signature: string;
}

/**
 * Whether `beacon` is quicknet's round `round`, checked offline against the chain's public key
 * (quicknet's unless a test names its own chain)
 * (docs/drawn-releases.md): the signature is a BLS signature on G1 (RFC 9380 hash-to-curve, DST
 * BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_) of SHA-256(round as 8 bytes big-endian), and the
 * randomness is SHA-256 of the signature's bytes. The pairing is @noble/curves' (the library
 * drand-client verifies with); nothing here trusts the mirror that served the beacon.
 */
export function verifyQuicknetBeacon(
  beacon: QuicknetBeacon,
  round: number,
  publicKey: string = DRAND_QUICKNET.publicKey,
): boolean {
  if (beacon.round !== round) return false;
  if (!/^[0-9a-f]{96}$/.test(beacon.signature) || !/^[0-9a-f]{64}$/.test(beacon.randomness)) return false;
  const signature = Buffer.from(beacon.signature, 'hex');
  if (createHash('sha256').update(signature).digest('hex') !== beacon.randomness) return false;
  const roundBytes = Buffer.alloc(8);
  roundBytes.writeBigUInt64BE(BigInt(round));
  const message = createHash('sha256').update(roundBytes).digest();
  try {
    const hashed = bls12_381.G1.hashToCurve(message, { DST: DRAND_QUICKNET.dst });
    return bls12_381.verifyShortSignature(
      bls12_381.G1.ProjectivePoint.fromHex(beacon.signature),
      bls12_381.G1.ProjectivePoint.fromAffine(hashed.toAffine()),
      publicKey,
    );
  } catch {
    // Not a point on the curve (a tampered signature): not drand's.
    return false;
  }
}
