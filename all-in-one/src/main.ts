// The all-in-one process's entry point. Tracing starts first (only when OTEL_EXPORTER_OTLP_ENDPOINT is
// set), then the process itself is loaded: ES modules load their whole static import graph before
// running, so only a dynamic import guarantees the instrumented packages load after the hooks.
// Before anything compiles WebAssembly (see the file).
import './wasm-baseline-only.js';
import { startTracing } from '@atelier/platform/tracing/start';
import { loadBundleWithCodeCache } from './bundle-code-cache.js';

const tracing = await startTracing('all-in-one');
if (tracing) {
  // Traced, the process loads its modules one by one, as the instrumentations patch Fastify, pg and
  // undici when they load.
  const { runAllInOne } = await import('./all-in-one-process.js');
  await runAllInOne();
} else {
  // Otherwise it loads the build's bundle of the same code, which starts sooner (rolldown.config.mjs),
  // compiled from V8's code cache once a start has saved one (bundle-code-cache.ts).
  const bundle = loadBundleWithCodeCache(new URL('../bundle/', import.meta.url));
  const { runAllInOne } = bundle.require(
    './all-in-one-process.cjs',
  ) as typeof import('./all-in-one-process.js');
  await runAllInOne();
  bundle.saveCodeCache();
}
