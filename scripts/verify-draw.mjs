#!/usr/bin/env node
// Recomputes a drawn release's order from its published seed and entry ids, with nothing but Node
// (node:crypto), so anyone can check the house's draw. The algorithm ('hmac-sha256-v1'):
//   commitment = hex(SHA-256(seed bytes))             -- shown on the page while entries are open
//   score(id)  = hex(HMAC-SHA256(seed bytes, id as UTF-8))
//   order      = entry ids by score ascending (ties, practically impossible, by id ascending)
// The first `quantity` entries win; the rest are alternates in that order.
//
// Usage:
//   node scripts/verify-draw.mjs https://STORE/api/drawn-releases/12/draw
//   node scripts/verify-draw.mjs draw.json            (the same answer saved to a file)
//   node scripts/verify-draw.mjs --seed HEX entries.txt   (one entry id a line)
// Prints the order, one id a line with its place; exits 1 when the seed does not match the
// commitment or the order differs from the published one.
import { createHash, createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';

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

const record = await load();
if (typeof record.seed !== 'string' || !/^[0-9a-f]{64}$/.test(record.seed))
  fail('the record has no seed yet: the draw is made (and the seed published) after the window closes');
if (!Array.isArray(record.entryIds)) fail('the record has no entryIds list');

const key = Buffer.from(record.seed, 'hex');
const commitment = createHash('sha256').update(key).digest('hex');
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
// The window the entries were taken in; a close before the advertised one is named, with its reason.
if (record.opensAt && record.closesAt)
  console.error(`entries taken from ${record.opensAt} until ${record.closesAt}`);
if (record.closedEarly)
  console.error(
    `closed early by the house (advertised until ${record.closedEarly.advertisedClosesAt}): ${record.closedEarly.reason}`,
  );
let ok = true;
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
process.exitCode = ok ? 0 : 1;
