import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { DRAND_QUICKNET, drandRoundAfter, drandRoundTime } from '@atelier/contracts';
import { type QuicknetBeacon, verifyQuicknetBeacon } from '../src/drawn-releases/beacon/verify-beacon.js';
import { parseDrandUrls, PUBLIC_DRAND_URLS } from '../src/drawn-releases/beacon/drand-urls.js';
import { testChain } from './support/test-chain.js';

// Real quicknet rounds, recorded (the tests run offline): scripts/fixtures/drand-quicknet-beacons.json.
const recorded: QuicknetBeacon[] = JSON.parse(
  readFileSync(new URL('../../../../scripts/fixtures/drand-quicknet-beacons.json', import.meta.url), 'utf8'),
).beacons;

test('every recorded quicknet round verifies under the chain public key', () => {
  assert.ok(recorded.length >= 10);
  for (const beacon of recorded)
    assert.ok(verifyQuicknetBeacon(beacon, beacon.round), `round ${beacon.round}`);
});

test('a tampered beacon is refused: signature, randomness, round, another round, another key, not a point', () => {
  const [beacon, next] = recorded as [QuicknetBeacon, QuicknetBeacon];
  const flip = (hex: string, at: number) =>
    hex.slice(0, at) + (hex[at] === '0' ? '1' : '0') + hex.slice(at + 1);
  assert.equal(
    verifyQuicknetBeacon({ ...beacon, signature: flip(beacon.signature, 60) }, beacon.round),
    false,
  );
  assert.equal(
    verifyQuicknetBeacon({ ...beacon, randomness: flip(beacon.randomness, 10) }, beacon.round),
    false,
  );
  assert.equal(verifyQuicknetBeacon({ ...beacon, round: beacon.round + 1 }, beacon.round + 1), false);
  assert.equal(verifyQuicknetBeacon(beacon, beacon.round + 1), false, 'asked for another round');
  assert.equal(
    verifyQuicknetBeacon({ ...next, round: beacon.round }, beacon.round),
    false,
    "another round's signature",
  );
  assert.equal(verifyQuicknetBeacon(beacon, beacon.round, testChain().publicKey), false, 'another key');
  assert.equal(verifyQuicknetBeacon({ ...beacon, signature: 'ff'.repeat(48) }, beacon.round), false);
  assert.equal(
    verifyQuicknetBeacon({ ...beacon, signature: beacon.signature.toUpperCase() }, beacon.round),
    false,
  );
});

test("a test chain's rounds verify under its own key and never under quicknet's", () => {
  const chain = testChain();
  const beacon = chain.sign(4242);
  assert.ok(verifyQuicknetBeacon(beacon, 4242, chain.publicKey));
  assert.equal(verifyQuicknetBeacon(beacon, 4242), false);
});

test('the round fixed at the opening is the first published strictly after the close', () => {
  const at = (round: number) => new Date(drandRoundTime(round) * 1000);
  assert.equal(drandRoundTime(1), DRAND_QUICKNET.genesisTime);
  assert.equal(
    drandRoundAfter(at(1000)),
    1001,
    'a close at the very second round 1000 is published waits for 1001',
  );
  assert.equal(drandRoundAfter(new Date(at(1000).getTime() + 1)), 1001);
  assert.equal(drandRoundAfter(new Date(at(1001).getTime() - 1)), 1001);
  const close = new Date('2026-11-28T12:00:00.500Z');
  const round = drandRoundAfter(close);
  assert.ok(drandRoundTime(round) * 1000 > close.getTime());
  assert.ok(drandRoundTime(round - 1) * 1000 <= close.getTime());
});

test("DRAND_URLS: unset is the fallback, empty or 'off' no beacon, otherwise the mirrors in order", () => {
  assert.deepEqual(parseDrandUrls(undefined, PUBLIC_DRAND_URLS), PUBLIC_DRAND_URLS);
  assert.deepEqual(parseDrandUrls(undefined, []), []);
  for (const off of ['', '  ', 'off', 'OFF', 'none'])
    assert.deepEqual(parseDrandUrls(off, PUBLIC_DRAND_URLS), []);
  assert.deepEqual(parseDrandUrls(' http://127.0.0.1:8080/ , https://drand.example/ ', []), [
    'http://127.0.0.1:8080',
    'https://drand.example',
  ]);
  assert.throws(
    () => parseDrandUrls('api.drand.sh', []),
    /DRAND_URLS: 'api\.drand\.sh' is not an http\(s\) URL/,
  );
});
