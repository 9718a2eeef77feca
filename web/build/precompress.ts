import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the build, so the gateway
 * serves them as they are (@fastify/static `preCompressed: true`) instead of compressing each
 * request. Hand-written on node:zlib: no compression plugin is installed, and this is one loop.
 * Compressed at the highest levels: it runs once per build, the savings go to every visitor.
 */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);

/** Below this a compressed copy saves less than the extra header lines cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Compresses every eligible file under `dir`; returns the paths of the files written. */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const written: string[] = [];
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.has(extname(f).toLowerCase()));
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      // A copy that is not smaller is useless: the original is served instead.
      for (const [suffix, compressed] of [
        ['.br', br],
        ['.gz', gz],
      ] as const) {
        if (compressed.length >= bytes.length) continue;
        await writeFile(file + suffix, compressed);
        written.push(file + suffix);
      }
    }),
  );
  return written.sort();
}

/** Vite plugin: precompresses the output directory once the bundle (and public/ copy) is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'atelier-precompress',
    // The server render's bundle (vite build --ssr) is read from disk by the gateway, never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const written = await precompressDirectory(resolve(root, outDir));
      this.info(`precompressed ${written.length} files (brotli and gzip)`);
    },
  };
}
