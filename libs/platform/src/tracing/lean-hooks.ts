import { context, propagation, type Span, trace, TraceFlags } from '@opentelemetry/api';

// Hooks that keep what tracing costs a request small when the request is not sampled (nine in ten at
// OTEL_TRACES_SAMPLER_ARG=0.1): the trace context still travels and log lines still name it, but
// no span is described that nobody will see. bench/tracing-overhead.bench.mjs measures the result.

/** The part of undici's request the hook below touches (undici >= 6 has addHeader). */
interface OutgoingRequest {
  addHeader?: (name: string, value: string) => void;
}

/**
 * The undici instrumentation's ignoreRequestHook. Inside an unsampled trace it passes the context on
 * itself (W3C `traceparent` with the sampled flag off, so the next service does not start a trace of
 * its own) and skips the client span: the instrumentation would otherwise parse the URL and the
 * headers, build the span's attributes and time the request for a span that is never recorded.
 * Sampled requests, and requests outside any trace, get the instrumentation's client span as before.
 */
export function passOnUnsampledContext(request: OutgoingRequest): boolean {
  const span = trace.getActiveSpan();
  if (!span || span.spanContext().traceFlags & TraceFlags.SAMPLED) return false;
  if (typeof request.addHeader !== 'function') return false;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  for (const [name, value] of Object.entries(carrier)) request.addHeader(name, value);
  return true;
}

/** The part of Fastify's request the hook below reads. */
interface RoutedRequest {
  method: string;
  routeOptions: { url?: string };
}

/**
 * @fastify/otel's requestHook: its span is the request's server span here (the HTTP instrumentation's
 * own is off, see start-tracing.ts), so it gets the name such a span has by the semantic conventions,
 * `<method> <route template>`. Only a recorded span is renamed.
 */
export function nameServerSpan(span: Span, request: RoutedRequest): void {
  if (!span.isRecording()) return;
  const route = request.routeOptions.url;
  span.updateName(route ? `${request.method} ${route}` : request.method);
}
