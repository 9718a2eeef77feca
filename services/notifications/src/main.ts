// The notifications API process's entry point (the text worker's is text-worker-main.ts). Tracing
// starts first (only when OTEL_EXPORTER_OTLP_ENDPOINT is set), then the service is imported: ES
// modules load their whole static import graph before running, so only a dynamic import guarantees
// the instrumented packages load after the hooks.
import { startTracing } from '@atelier/platform/tracing/start';

await startTracing('notifications');
const { runNotificationsProcess } = await import('./notifications-app.js');
await runNotificationsProcess();
