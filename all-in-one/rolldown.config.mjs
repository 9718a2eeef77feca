// The all-in-one process as one bundle (all-in-one/dist/bundle), built from tsc's output (so Nest's
// decorator metadata is already emitted): `npm start` loads it when tracing is off. Node resolving,
// reading and compiling ~2,200 separate modules was the largest part of a start (~1.3 s of CPU on
// the 2-core machine, bench/start-and-memory.bench.mjs); the bundle is a few files.
import { pathToFileURL } from 'node:url';

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
    format: 'esm',
    // Without comments and whitespace: a third less source to read and parse at every start (-0.5 s
    // warm, -6 MiB resident). Names and code are kept as they are (no mangling, no rewriting), so a
    // stack trace still names the function it passed through.
    minify: { compress: false, mangle: false, codegen: { removeWhitespace: true } },
  },
  plugins: [
    {
      // Every module keeps its own import.meta.url: the services find their migrations, the gateway
      // the web app's files, Swagger UI and the PGlite templates relative to where they are built.
      // So the bundle runs only where it was built, beside those files: a build artifact, as dist is.
      name: 'keep-each-module-url',
      transform(code, id) {
        if (!code.includes('import.meta.url')) return null;
        return {
          code: code.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(id).href)),
          map: null,
        };
      },
    },
  ],
};
