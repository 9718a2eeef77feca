// The all-in-one process as one bundle (all-in-one/dist/bundle), built from tsc's output (so Nest's
// decorator metadata is already emitted): `npm start` loads it when tracing is off. Node resolving,
// reading and compiling ~2,200 separate modules was the largest part of a start (~1.3 s of CPU on
// the 2-core machine, bench/start-and-memory.bench.mjs); the bundle is a few files.
//
// CommonJS, because Node 20 keeps V8's code cache only for scripts (src/bundle-code-cache.ts).
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'rolldown/parseAst';

const bundleDir = resolve(fileURLToPath(new URL('.', import.meta.url)), 'dist/bundle');

export default {
  input: 'dist/src/all-in-one-process.js',
  platform: 'node',
  external: [
    // Native addons, and PGlite, which loads its WebAssembly and data files beside its own modules.
    /^@electric-sql\/pglite/,
    'argon2',
    'sharp',
    // Nest's optional peers, not installed: Nest imports them only when an app asks for them.
    /^@nestjs\/(microservices|platform-express|websockets)/,
    '@fastify/view',
    'class-transformer',
    'class-validator',
  ],
  logLevel: 'warn',
  output: {
    dir: 'dist/bundle',
    cleanDir: true, // also empties the code cache of an earlier build
    format: 'cjs',
    strict: true, // the sources are ES modules, strict by definition
    entryFileNames: '[name].cjs',
    chunkFileNames: '[name]-[hash].cjs',
    // Without comments and whitespace: a third less source to read and parse at every start (-0.5 s
    // warm, -6 MiB resident). Names and code are kept as they are (no mangling, no rewriting), so a
    // stack trace still names the function it passed through.
    minify: { compress: false, mangle: false, codegen: { removeWhitespace: true } },
  },
  plugins: [
    {
      // Every module keeps its own import.meta.url: the services find their migrations, the gateway
      // the web app's files, Swagger UI and the PGlite templates relative to where they are built.
      // The URL is written relative to the bundle's folder (resolved from __dirname when the bundle
      // runs), never as the absolute path of the build: Nx's cache restores dist/ into other clones,
      // and a bundle that named the first clone's files served that clone's (older) web app.
      name: 'keep-each-module-url',
      transform(code, id) {
        if (!code.includes('import.meta')) return null;
        const fromBundle = JSON.stringify(relative(bundleDir, id).split('\\').join('/'));
        const kept = code.replaceAll('import.meta.url', `__atelierModuleUrl(${fromBundle})`);
        // CommonJS has no import.meta: any other use of it would silently become `{}`.
        if (kept.includes('import.meta')) this.error(`${id} uses import.meta beyond .url`);
        return { code: kept, map: null };
      },
      // Every chunk sits in dist/bundle, so each one's __dirname is the bundle's folder. (An intro,
      // not a banner: it goes after the chunk's 'use strict', which must stay its first statement.)
      intro: () =>
        'function __atelierModuleUrl(fromBundle) { return require("node:url").pathToFileURL(require("node:path").join(__dirname, fromBundle)).href; }',
    },
    {
      // Node 20 drops the dynamic-import callback of a script compiled from V8's code cache, so the
      // import() calls left in the output (of packages outside the bundle; the bundle's own became
      // require calls) go through a function defined outside it (src/bundle-code-cache.ts).
      name: 'external-imports-through-loader',
      renderChunk(code) {
        const starts = [];
        const visit = (node) => {
          if (Array.isArray(node)) return node.forEach(visit);
          if (!node || typeof node !== 'object') return;
          if (node.type === 'ImportExpression') starts.push(node.start);
          for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
        };
        visit(parseAst(code));
        if (starts.length === 0) return null;
        let out = '';
        let from = 0;
        for (const start of starts.sort((a, b) => a - b)) {
          if (code.slice(start, start + 6) !== 'import') this.error(`no import() at offset ${start}`);
          out += `${code.slice(from, start)}__atelierImport`;
          from = start + 6;
        }
        return { code: out + code.slice(from), map: null };
      },
    },
  ],
};
