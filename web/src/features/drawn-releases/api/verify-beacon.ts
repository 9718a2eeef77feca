import { DRAND_QUICKNET, drandRoundTime, type DrawBeacon } from '@atelier/contracts';
import { bytesOf, hex } from './recompute-draw';

/** Each check of a drand round, in the visitor's browser, with what it found. */
export type BeaconVerdict = {
  chain: boolean;
  signature: boolean;
  randomness: boolean;
  /** Whether the round was published after the advertised close (nobody knew it before). */
  afterClose: boolean;
  publishedAt: string;
};

/**
 * Checks a draw's drand round offline, against quicknet's public key (DRAND_QUICKNET, as drand
 * publishes it): the signature is the BLS signature (G1, RFC 9380) of SHA-256(round as 8 bytes
 * big-endian), the randomness SHA-256 of the signature, and the round published after the close.
 * The pairing library loads only when a visitor asks for the check (its own chunk).
 */
export async function verifyDrawBeacon(
  beacon: DrawBeacon & { randomness: string; signature: string },
  advertisedClose: string,
): Promise<BeaconVerdict> {
  const { bls12_381: bls } = await import('@noble/curves/bls12-381');
  const roundBytes = new Uint8Array(8);
  new DataView(roundBytes.buffer).setBigUint64(0, BigInt(beacon.round));
  const message = new Uint8Array(await crypto.subtle.digest('SHA-256', roundBytes));
  let signature: boolean;
  try {
    const hashed = bls.G1.hashToCurve(message, { DST: DRAND_QUICKNET.dst });
    signature =
      /^[0-9a-f]{96}$/.test(beacon.signature) &&
      bls.verifyShortSignature(
        bls.G1.ProjectivePoint.fromHex(beacon.signature),
        bls.G1.ProjectivePoint.fromAffine(hashed.toAffine()),
        DRAND_QUICKNET.publicKey,
      );
  } catch {
    signature = false; // not a point on the curve
  }
  const derived = hex(await crypto.subtle.digest('SHA-256', bytesOf(beacon.signature)));
  const publishedAt = new Date(drandRoundTime(beacon.round) * 1000);
  return {
    chain: beacon.chainHash === DRAND_QUICKNET.chainHash,
    signature,
    randomness: derived === beacon.randomness,
    afterClose: publishedAt.getTime() > Date.parse(advertisedClose),
    publishedAt: publishedAt.toISOString(),
  };
}
