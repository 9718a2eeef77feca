// Imported first by main.ts, before anything compiles WebAssembly. The store runs PostgreSQL
// (PGlite) and each service's Prisma query compiler as WebAssembly. V8 compiles wasm with its
// baseline compiler (Liftoff) and then recompiles hot functions with its optimising one
// (TurboFan); in this process the second tier kept ~115 MB resident at rest (407 -> 290 MiB,
// bench/start-and-memory.bench.mjs) and made no difference we could measure to a query's time
// (1-3 ms either way, in-process on PGlite): the store's queries are small and spend their time
// outside the wasm code. So this process runs wasm on the baseline tier only.
import v8 from 'node:v8';

v8.setFlagsFromString('--liftoff-only');
