// The all-in-one process's entry point. Tracing starts first (only when OTEL_EXPORTER_OTLP_ENDPOINT is
// set), then the process itself is imported: ES modules load their whole static import graph before
// running, so only a dynamic import guarantees the instrumented packages load after the hooks.
// Before anything compiles WebAssembly (see the file).
import './wasm-baseline-only.js';
import { startTracing } from '@atelier/platform/tracing';

const tracing = await startTracing('all-in-one');
// Traced, the process loads its modules one by one, as the instrumentations patch Fastify, pg and
// undici when they load; otherwise it loads the build's bundle of the same code, which starts
// sooner (rolldown.config.mjs).
const processModule = tracing ? './all-in-one-process.js' : '../bundle/all-in-one-process.js';
await import(processModule);
