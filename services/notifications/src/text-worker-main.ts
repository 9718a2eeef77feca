// The drop-day text worker's entry point, a process of its own (see runTextWorkerProcess in
// text-worker-app.ts). Tracing starts first (only when OTEL_EXPORTER_OTLP_ENDPOINT is set), then the
// worker is imported: ES modules load their whole static import graph before running, so only a
// dynamic import guarantees the instrumented packages (ioredis, pg, undici) load after the hooks.
import { startTracing } from '@atelier/platform/tracing/start';

await startTracing('notifications-worker');
const { runTextWorkerProcess } = await import('./text-worker-app.js');
await runTextWorkerProcess();
