// The cart-checkout process's entry point. Tracing starts first (only when OTEL_EXPORTER_OTLP_ENDPOINT is
// set), then the service is imported: ES modules load their whole static import graph before
// running, so only a dynamic import guarantees the instrumented packages load after the hooks.
import { startTracing } from '@atelier/platform/tracing/start';

await startTracing('cart-checkout');
const { runCartCheckoutProcess } = await import('./cart-checkout-app.js');
await runCartCheckoutProcess();
