/**
 * The published algorithm ('hmac-sha256-v1') in the browser, with the Web Crypto API: the same steps
 * as scripts/verify-draw.mjs and the catalog service (docs/drawn-releases.md), so a visitor can check
 * a draw without trusting the house's order.
 */
const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

const bytesOf = (seedHex: string) => {
  const pairs = seedHex.match(/../g) ?? [];
  return new Uint8Array(pairs.map((pair) => parseInt(pair, 16)));
};

export async function commitmentOf(seedHex: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', bytesOf(seedHex)));
}

export async function recomputeDrawOrder(seedHex: string, entryIds: readonly string[]): Promise<string[]> {
  const key = await crypto.subtle.importKey(
    'raw',
    bytesOf(seedHex),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const encoder = new TextEncoder();
  const scored = await Promise.all(
    entryIds.map(async (id) => ({
      id,
      score: hex(await crypto.subtle.sign('HMAC', key, encoder.encode(id))),
    })),
  );
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return scored.sort((a, b) => compare(a.score, b.score) || compare(a.id, b.id)).map((e) => e.id);
}
