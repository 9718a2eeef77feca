import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { precompressDirectory } from './precompress';

describe('precompressDirectory', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'atelier-precompress-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  test('writes .br and .gz beside compressible files, decompressing to the same bytes', async () => {
    const js = 'export const pieces = ' + JSON.stringify(Array.from({ length: 200 }, (_, i) => `chair ${i}`));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'assets/index-Ab12Cd34.js'), js);
    await writeFile(join(dir, 'index.html'), '<!doctype html>' + '<p>atelier</p>'.repeat(100));

    const written = await precompressDirectory(dir);

    expect(written.map((f) => f.slice(dir.length + 1))).toEqual([
      'assets/index-Ab12Cd34.js.br',
      'assets/index-Ab12Cd34.js.gz',
      'index.html.br',
      'index.html.gz',
    ]);
    expect(brotliDecompressSync(await readFile(join(dir, 'assets/index-Ab12Cd34.js.br'))).toString()).toBe(
      js,
    );
    expect(gunzipSync(await readFile(join(dir, 'assets/index-Ab12Cd34.js.gz'))).toString()).toBe(js);
  });

  test('leaves images, tiny files and incompressible data alone', async () => {
    await writeFile(join(dir, 'photo.webp'), Buffer.alloc(4096, 7));
    await writeFile(join(dir, 'tiny.css'), 'a{}');
    const random = Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256)));
    await writeFile(join(dir, 'noise.json'), random);

    expect(await precompressDirectory(dir)).toEqual([]);
    expect((await readdir(dir)).sort()).toEqual(['noise.json', 'photo.webp', 'tiny.css']);
  });
});
