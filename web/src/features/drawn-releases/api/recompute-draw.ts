/**
 * The published algorithms in the browser, with the Web Crypto API: the same steps as
 * scripts/verify-draw.mjs and the catalog service (docs/drawn-releases.md), so a visitor can check
 * a draw without trusting the house's order. 'hmac-sha256-v1' keys the scores with the seed;
 * 'hmac-sha256-drand-v2' with HMAC-SHA256(seed, the drand round's randomness).
 */
export const hex = (buffer: ArrayBuffer | Uint8Array) =>
  Array.from(buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

export const bytesOf = (hexText: string): Uint8Array<ArrayBuffer> => {
  const pairs = hexText.match(/../g) ?? [];
  return new Uint8Array(pairs.map((pair) => parseInt(pair, 16)));
};

const hmacKey = (key: Uint8Array<ArrayBuffer>) =>
  crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);

export async function commitmentOf(seedHex: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', bytesOf(seedHex)));
}

/** The draw key: the seed's bytes (v1), or HMAC-SHA256(seed bytes, randomness bytes) (v2). */
export async function drawKeyOf(
  seedHex: string,
  beaconRandomnessHex: string | null,
): Promise<Uint8Array<ArrayBuffer>> {
  if (beaconRandomnessHex === null) return bytesOf(seedHex);
  const mixed = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(bytesOf(seedHex)),
    bytesOf(beaconRandomnessHex),
  );
  return new Uint8Array(mixed);
}

export async function recomputeDrawOrder(
  key: Uint8Array<ArrayBuffer>,
  entryIds: readonly string[],
): Promise<string[]> {
  const signer = await hmacKey(key);
  const encoder = new TextEncoder();
  const scored = await Promise.all(
    entryIds.map(async (id) => ({
      id,
      score: hex(await crypto.subtle.sign('HMAC', signer, encoder.encode(id))),
    })),
  );
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return scored.sort((a, b) => compare(a.score, b.score) || compare(a.id, b.id)).map((e) => e.id);
}
