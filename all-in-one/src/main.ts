// The all-in-one process's entry point. Tracing starts first (only when OTEL_EXPORTER_OTLP_ENDPOINT is
// set), then the process itself is imported: ES modules load their whole static import graph before
// running, so only a dynamic import guarantees the instrumented packages load after the hooks.
// Before anything compiles WebAssembly (see the file).
import './wasm-baseline-only.js';
import { startTracing } from '@atelier/platform/tracing';

await startTracing('all-in-one');
await import('./all-in-one-process.js');
