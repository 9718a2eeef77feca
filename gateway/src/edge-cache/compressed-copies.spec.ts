import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CompressedCopies, preferredCoding } from './compressed-copies.js';

test('picks the coding the client weights highest, br on a tie, none when both are refused', () => {
  assert.equal(preferredCoding('gzip, deflate, br, zstd'), 'br');
  assert.equal(preferredCoding('gzip'), 'gzip');
  assert.equal(preferredCoding('br;q=0.5, gzip;q=0.8'), 'gzip');
  assert.equal(preferredCoding('br;q=0, gzip;q=0'), undefined);
  assert.equal(preferredCoding('identity'), undefined);
  assert.equal(preferredCoding('*'), 'br');
  assert.equal(preferredCoding('*;q=0, gzip'), 'gzip');
});

test('compresses an entry once per coding and hands back the same copy', () => {
  const copies = new CompressedCopies();
  const body = Buffer.from(JSON.stringify({ filler: 'x'.repeat(4000) }));
  const first = copies.encode(body, 'application/json', 'br')!;
  assert.equal(first.coding, 'br');
  assert.deepEqual(brotliDecompressSync(first.bytes), body);
  assert.equal(copies.encode(body, 'application/json', 'br')!.bytes, first.bytes, 'made once');
  const gzip = copies.encode(body, 'application/json', 'gzip')!;
  assert.deepEqual(gunzipSync(gzip.bytes), body);
});

test('small, incompressible or unasked-for bodies are sent as they are', () => {
  const copies = new CompressedCopies();
  assert.equal(copies.encode(Buffer.from('{}'), 'application/json', 'br'), undefined);
  assert.equal(copies.encode(Buffer.alloc(4000), 'image/webp', 'br'), undefined);
  assert.equal(copies.encode(Buffer.alloc(4000), 'application/json', undefined), undefined);
});
