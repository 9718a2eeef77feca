// The all-in-one bundle is compiled from V8's code cache (src/bundle-code-cache.ts). A start must
// save the cache, the next start must use it, and a cached file must still reach packages outside
// the bundle by dynamic import, which Node 20 breaks for cached scripts unless the build routes
// those imports through the loader (rolldown.config.mjs).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseAst } from 'rolldown/parseAst';

const loaderUrl = new URL('../src/bundle-code-cache.js', import.meta.url).href;
const builtBundle = fileURLToPath(new URL('../bundle/', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'atelier-code-cache-test-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** A two-file CommonJS bundle shaped like the build's: the entry requires a chunk that imports an external package. */
function writeBundle(dir: string, answer: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'entry.cjs'),
    `"use strict";exports.run=()=>require("./chunk-abc.cjs").platform();`,
  );
  writeChunk(dir, answer);
}

function writeChunk(dir: string, answer: string): void {
  writeFileSync(
    join(dir, 'chunk-abc.cjs'),
    `"use strict";exports.platform=async()=>{const os=await __atelierImport("node:os");return ${JSON.stringify(answer)}+":"+typeof os.platform};`,
  );
}

/** Loads the bundle in a fresh process (as a start would), runs it and saves the cache. */
function start(dir: string): { answer: string; fromCache: string[]; fromSource: string[] } {
  const script = `
    const { loadBundleWithCodeCache } = await import(${JSON.stringify(loaderUrl)});
    const bundle = loadBundleWithCodeCache(new URL(${JSON.stringify(pathToFileURL(`${dir}/`).href)}));
    const answer = await bundle.require('./entry.cjs').run();
    bundle.saveCodeCache();
    console.log(JSON.stringify({ answer, ...bundle.compiled() }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '');
}

test('the first start compiles from source and saves the cache; the next compiles from it and still imports', () => {
  const dir = join(work, 'bundle');
  writeBundle(dir, 'one');
  const first = start(dir);
  assert.equal(first.answer, 'one:function');
  assert.deepEqual(first.fromCache, []);
  assert.deepEqual(first.fromSource.sort(), ['chunk-abc.cjs', 'entry.cjs']);
  assert.equal(readdirSync(join(dir, '.code-cache')).length, 2);

  const second = start(dir);
  assert.equal(second.answer, 'one:function');
  assert.deepEqual(second.fromCache.sort(), ['chunk-abc.cjs', 'entry.cjs']);
  assert.deepEqual(second.fromSource, []);
});

test('a file whose source changed is compiled from source again, never from the old cache', () => {
  const dir = join(work, 'changed');
  writeBundle(dir, 'old');
  start(dir);
  // The same length, so V8's own check would take the old bytecode.
  writeChunk(dir, 'new');
  const after = start(dir);
  assert.equal(after.answer, 'new:function');
  assert.deepEqual(after.fromSource, ['chunk-abc.cjs']);
  assert.deepEqual(after.fromCache, ['entry.cjs']);
});

test('a cache V8 refuses (damaged here) is ignored and written again', () => {
  const dir = join(work, 'damaged');
  writeBundle(dir, 'x');
  start(dir);
  const cacheDir = join(dir, '.code-cache');
  for (const file of readdirSync(cacheDir))
    writeFileSync(join(cacheDir, file), Buffer.from('not a code cache'));
  const damaged = start(dir);
  assert.equal(damaged.answer, 'x:function');
  assert.deepEqual(damaged.fromCache, []);
  assert.deepEqual(start(dir).fromCache.sort(), ['chunk-abc.cjs', 'entry.cjs']);
});

test('the built bundle has no import() left: every one goes through the loader', () => {
  const files = readdirSync(builtBundle).filter((name) => name.endsWith('.cjs'));
  assert.ok(files.includes('all-in-one-process.cjs'), 'the build made the bundle');
  const left: string[] = [];
  const visit = (node: unknown, file: string): void => {
    if (Array.isArray(node)) return node.forEach((child) => visit(child, file));
    if (!node || typeof node !== 'object') return;
    if ((node as { type?: string }).type === 'ImportExpression') left.push(file);
    for (const value of Object.values(node)) visit(value, file);
  };
  for (const file of files) visit(parseAst(readFileSync(join(builtBundle, file), 'utf8')), file);
  assert.deepEqual(left, []);
  const all = files.map((file) => readFileSync(join(builtBundle, file), 'utf8')).join('\n');
  assert.ok(all.includes('__atelierImport('), 'the external imports were rewritten, not lost');
});
