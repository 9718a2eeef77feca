// scripts/verify-draw.mjs against a draw keyed with a real, recorded drand quicknet round (round
// 1000, fixtures/draw-record-quicknet-round-1000.json; the tests run offline): it checks out, and a
// tampered beacon, seed or entry list, a round published before the close, another chain or a
// missing randomness each fail loudly (exit 1). A v1 record still checks out without the beacon.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const script = path.join(here, 'verify-draw.mjs');
const recorded = JSON.parse(
  await readFile(path.join(here, 'fixtures/draw-record-quicknet-round-1000.json'), 'utf8'),
);
const beacons = JSON.parse(
  await readFile(path.join(here, 'fixtures/drand-quicknet-beacons.json'), 'utf8'),
).beacons;
const dir = await mkdtemp(path.join(tmpdir(), 'verify-draw-'));

/** Runs the script on a record; answers its exit code and what it printed. */
async function verify(record) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, JSON.stringify(record));
  return new Promise((resolve) =>
    execFile(process.execPath, [script, file], (error, stdout, stderr) =>
      resolve({ code: error ? error.code : 0, stdout, stderr }),
    ),
  );
}

const flip = (hex, at) => hex.slice(0, at) + (hex[at] === '0' ? '1' : '0') + hex.slice(at + 1);
const withBeacon = (changes) => ({ ...recorded, beacon: { ...recorded.beacon, ...changes } });

test('the recorded draw checks out: signature, randomness, round after the close, commitment, order', async () => {
  const { code, stdout, stderr } = await verify(recorded);
  assert.equal(code, 0, stderr);
  assert.match(stderr, /ok {2}signature of round 1000 verifies under quicknet's public key/);
  assert.match(stderr, /ok {2}randomness fe290bec\w+ is SHA-256 of the signature/);
  assert.match(stderr, /ok {2}round 1000 published 2023-08-23T15:59:24\.000Z, after the advertised close/);
  assert.match(stderr, /order of 12 entries matches the published order/);
  assert.equal(stdout.trim().split('\n')[0], `1\t${recorded.order[0]}\twinner`);
});

test('a tampered beacon fails: a flipped signature, another round, randomness that is not the signature', async () => {
  const other = beacons.find((b) => b.round === 1001);
  const cases = [
    [withBeacon({ signature: flip(recorded.beacon.signature, 40) }), /DOES NOT verify/],
    [
      withBeacon({ signature: other.signature, randomness: other.randomness }),
      /signature of round 1000 DOES NOT verify/,
    ],
    [withBeacon({ round: 1001 }), /signature of round 1001 DOES NOT verify/],
    [withBeacon({ randomness: flip(recorded.beacon.randomness, 3) }), /IS NOT SHA-256 of the signature/],
    [withBeacon({ chainHash: 'ab'.repeat(32) }), /FAIL chain: drand quicknet/],
  ];
  for (const [record, message] of cases) {
    const { code, stderr } = await verify(record);
    assert.equal(code, 1, stderr);
    assert.match(stderr, message);
    assert.match(stderr, /THE DRAW DOES NOT CHECK OUT/);
  }
});

test('a beacon whose key the house could have known before the close fails: the round published before it', async () => {
  // Round 1000's real signature, but the record says entries closed a minute after it was published.
  const { code, stderr } = await verify({ ...recorded, closesAt: '2023-08-23T16:00:24.000Z' });
  assert.equal(code, 1);
  assert.match(stderr, /FAIL round 1000 published 2023-08-23T15:59:24\.000Z, NOT after the advertised close/);
});

test('a tampered seed or entry list fails', async () => {
  const seed = { ...recorded, seed: flip(recorded.seed, 0) };
  assert.match((await verify(seed)).stderr, /commitment \w+ DOES NOT match the published/);
  assert.equal((await verify(seed)).code, 1);
  // The house slips in an entry (or drops one): the published order no longer follows.
  const added = { ...recorded, entryIds: [...recorded.entryIds, '00000000-0000-4000-8000-000000000001'] };
  assert.match((await verify(added)).stderr, /order of 13 entries DOES NOT match/);
  const dropped = { ...recorded, entryIds: recorded.entryIds.slice(1) };
  assert.equal((await verify(dropped)).code, 1);
  // Reordered winners with the same entries: caught too.
  const swapped = { ...recorded, order: [recorded.order[1], recorded.order[0], ...recorded.order.slice(2)] };
  assert.equal((await verify(swapped)).code, 1);
});

test('a record without the round yet fails loudly; a v1 record checks out with the seed alone', async () => {
  const waiting = await verify(withBeacon({ randomness: null, signature: null }));
  assert.equal(waiting.code, 1);
  assert.match(waiting.stderr, /no randomness for drand round 1000 yet: the draw waits for it/);
  const seed = recorded.seed;
  const ids = recorded.entryIds;
  const key = Buffer.from(seed, 'hex');
  const order = [...ids].sort((a, b) => {
    const [x, y] = [a, b].map((id) => createHmac('sha256', key).update(id).digest('hex'));
    return x < y ? -1 : 1;
  });
  const v1 = {
    ...recorded,
    algorithm: 'hmac-sha256-v1',
    beacon: null,
    seedSha256: createHash('sha256').update(key).digest('hex'),
    order,
  };
  const { code, stderr } = await verify(v1);
  assert.equal(code, 0, stderr);
  assert.doesNotMatch(stderr, /signature/);
  assert.equal((await verify({ ...v1, algorithm: 'hmac-sha256-drand-v2' })).code, 1, 'v2 needs its beacon');
});
