#!/usr/bin/env node
// Recomputes a drawn release's order from its published record, so anyone can check the house's
// draw (docs/drawn-releases.md). Two algorithms, named by the record's `algorithm`:
//   commitment = hex(SHA-256(seed bytes))             -- shown on the page while entries are open
//   'hmac-sha256-v1':        key = seed bytes
//   'hmac-sha256-drand-v2':  key = HMAC-SHA256(key = seed bytes, message = the 32 bytes of the
//                            randomness of drand quicknet round `beacon.round`, fixed at the opening)
//   score(id)  = hex(HMAC-SHA256(key, id as UTF-8))
//   order      = entry ids by score ascending (ties, practically impossible, by id ascending)
// The first `quantity` entries win; the rest are alternates in that order.
// For v2 the beacon is checked OFFLINE against quicknet's public key (below, as drand publishes it):
// its signature must be the BLS signature (G1, RFC 9380) of SHA-256(round as 8 bytes big-endian),
// its randomness SHA-256 of the signature, and the round published after the advertised close.
// That needs @noble/curves (in this repository's node_modules after `npm ci`; elsewhere
// `npm install @noble/curves@1`); v1 records need nothing but Node.
//
// Usage:
//   node scripts/verify-draw.mjs https://STORE/api/drawn-releases/12/draw
//   node scripts/verify-draw.mjs draw.json            (the same answer saved to a file)
//   node scripts/verify-draw.mjs --seed HEX entries.txt   (v1: one entry id a line)
// Prints the order, one id a line with its place; exits 1 when the seed does not match the
// commitment, the beacon does not verify, or the order differs from the published one.
import { createHash, createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';

// drand quicknet, from drand's published chain info (/52db9ba7...e971/info).
const QUICKNET = {
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  publicKey:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  genesisTime: 1692803367,
  periodSeconds: 3,
  dst: 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_',
};
const ALGORITHMS = ['hmac-sha256-v1', 'hmac-sha256-drand-v2'];

const args = process.argv.slice(2);
const fail = (message) => {
  console.error(`verify-draw: ${message}`);
  process.exit(1);
};

async function load() {
  if (args[0] === '--seed') {
    if (!args[1] || !args[2]) fail('usage: --seed HEX entries.txt');
    const ids = (await readFile(args[2], 'utf8'))
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
    return { seed: args[1], entryIds: ids, order: null, seedSha256: null, quantity: null };
  }
  const source = args[0];
  if (!source) fail('give the draw record: a URL, a file, or --seed HEX entries.txt');
  if (/^https?:\/\//.test(source)) {
    const answer = await fetch(source, { headers: { accept: 'application/json' } });
    if (!answer.ok) fail(`${source} answered ${answer.status}`);
    return answer.json();
  }
  return JSON.parse(await readFile(source, 'utf8'));
}

/** The drand round's checks, each a line of the report; false when any fails. */
async function checkBeacon(beacon, record) {
  if (!beacon || !Number.isSafeInteger(beacon.round) || beacon.round < 1)
    fail('the record is hmac-sha256-drand-v2 but names no drand round');
  if (typeof beacon.randomness !== 'string' || !/^[0-9a-f]{64}$/.test(beacon.randomness))
    fail(`the record has no randomness for drand round ${beacon.round} yet: the draw waits for it`);
  if (typeof beacon.signature !== 'string' || !/^[0-9a-f]{96}$/.test(beacon.signature))
    fail(`the record's signature for drand round ${beacon.round} is not 96 lowercase hex characters`);
  let bls;
  try {
    ({ bls12_381: bls } = await import('@noble/curves/bls12-381'));
  } catch {
    fail(
      'checking the drand beacon needs @noble/curves: run `npm ci` in this repository, or `npm install @noble/curves@1`',
    );
  }
  let ok = true;
  const say = (good, what) => {
    console.error(`${good ? 'ok ' : 'FAIL'} ${what}`);
    ok &&= good;
  };
  say(
    beacon.chainHash === undefined || beacon.chainHash === QUICKNET.chainHash,
    `chain: drand quicknet ${QUICKNET.chainHash}${beacon.chainHash && beacon.chainHash !== QUICKNET.chainHash ? ` (the record names ${beacon.chainHash})` : ''}`,
  );
  const roundBytes = Buffer.alloc(8);
  roundBytes.writeBigUInt64BE(BigInt(beacon.round));
  const message = createHash('sha256').update(roundBytes).digest();
  let signed;
  try {
    const hashed = bls.G1.hashToCurve(message, { DST: QUICKNET.dst });
    signed = bls.verifyShortSignature(
      bls.G1.ProjectivePoint.fromHex(beacon.signature),
      bls.G1.ProjectivePoint.fromAffine(hashed.toAffine()),
      QUICKNET.publicKey,
    );
  } catch {
    signed = false; // not a point on the curve
  }
  say(
    signed,
    `signature of round ${beacon.round} ${signed ? 'verifies' : 'DOES NOT verify'} under quicknet's public key`,
  );
  const derived = createHash('sha256').update(Buffer.from(beacon.signature, 'hex')).digest('hex');
  say(
    derived === beacon.randomness,
    `randomness ${beacon.randomness} ${derived === beacon.randomness ? 'is' : 'IS NOT'} SHA-256 of the signature`,
  );
  // The round must come after entries were advertised to close: before it, nobody knows it.
  const published = new Date((QUICKNET.genesisTime + (beacon.round - 1) * QUICKNET.periodSeconds) * 1000);
  const advertised = record.closedEarly?.advertisedClosesAt ?? record.closesAt;
  if (advertised) {
    const after = published.getTime() > Date.parse(advertised);
    say(
      after,
      `round ${beacon.round} published ${published.toISOString()}, ${after ? 'after' : 'NOT after'} the advertised close ${advertised}`,
    );
  }
  return ok;
}

const record = await load();
const algorithm = record.algorithm ?? 'hmac-sha256-v1';
if (!ALGORITHMS.includes(algorithm))
  fail(`unknown algorithm '${algorithm}' (this script knows ${ALGORITHMS.join(', ')})`);
if (typeof record.seed !== 'string' || !/^[0-9a-f]{64}$/.test(record.seed))
  fail('the record has no seed yet: the draw is made (and the seed published) after the window closes');
if (!Array.isArray(record.entryIds)) fail('the record has no entryIds list');

let ok = true;
if (algorithm === 'hmac-sha256-drand-v2') ok &&= await checkBeacon(record.beacon, record);
const seed = Buffer.from(record.seed, 'hex');
const key =
  algorithm === 'hmac-sha256-drand-v2'
    ? createHmac('sha256', seed).update(Buffer.from(record.beacon.randomness, 'hex')).digest()
    : seed;
const commitment = createHash('sha256').update(seed).digest('hex');
const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const order = record.entryIds
  .map((id) => ({ id, score: createHmac('sha256', key).update(id, 'utf8').digest('hex') }))
  .sort((a, b) => cmp(a.score, b.score) || cmp(a.id, b.id))
  .map((e) => e.id);

const winners = record.quantity ?? 1;
// One write, and exitCode rather than exit(): a pipe takes stdout asynchronously, and exiting at
// once would cut a long order short.
process.stdout.write(
  order.map((id, i) => `${i + 1}\t${id}\t${i < winners ? 'winner' : 'alternate'}\n`).join(''),
);
console.error(
  `algorithm ${algorithm}${algorithm === 'hmac-sha256-drand-v2' ? `, draw key ${key.toString('hex')}` : ''}`,
);
// The window the entries were taken in; a close before the advertised one is named, with its reason.
if (record.opensAt && record.closesAt)
  console.error(`entries taken from ${record.opensAt} until ${record.closesAt}`);
if (record.closedEarly)
  console.error(
    `closed early by the house (advertised until ${record.closedEarly.advertisedClosesAt}): ${record.closedEarly.reason}`,
  );
if (record.seedSha256) {
  const match = commitment === record.seedSha256;
  console.error(
    `commitment ${commitment} ${match ? 'matches' : 'DOES NOT match'} the published ${record.seedSha256}`,
  );
  ok &&= match;
}
if (Array.isArray(record.order)) {
  const same = record.order.length === order.length && record.order.every((id, i) => id === order[i]);
  console.error(
    `order of ${order.length} entries ${same ? 'matches' : 'DOES NOT match'} the published order`,
  );
  ok &&= same;
}
if (!ok) console.error('verify-draw: THE DRAW DOES NOT CHECK OUT');
process.exitCode = ok ? 0 : 1;
