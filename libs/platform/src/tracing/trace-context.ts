import {
  context,
  type Context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';

// Only @opentelemetry/api here: without a started SDK (OTEL_EXPORTER_OTLP_ENDPOINT unset) every
// call below is the API's no-op (no context manager, no propagator, non-recording spans), so the
// code paths that carry trace context cost next to nothing when tracing is off.

const tracer = () => trace.getTracer('atelier');

/** W3C trace context as carried in headers, job data and outbox rows. */
export interface TraceCarrier {
  traceparent?: string;
  tracestate?: string;
}

/** The active span's W3C `traceparent` (and `tracestate`), or an empty carrier when there is none. */
export function currentTraceCarrier(): TraceCarrier {
  const carrier: TraceCarrier = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/** The active span's W3C `traceparent`, to store with work that continues later (an outbox row). */
export const currentTraceParent = (): string | undefined => currentTraceCarrier().traceparent;

/** The context a carrier names (a fresh root when it names none): what a consumer continues. */
export function contextFrom(carrier: TraceCarrier | Record<string, unknown> | undefined): Context {
  if (!carrier) return ROOT_CONTEXT;
  const headers: TraceCarrier = {};
  if (typeof carrier.traceparent === 'string') headers.traceparent = carrier.traceparent;
  if (typeof carrier.tracestate === 'string') headers.tracestate = carrier.tracestate;
  return propagation.extract(ROOT_CONTEXT, headers);
}

export interface SpanOptions {
  kind?: SpanKind;
  attributes?: Record<string, string | number | boolean | undefined>;
  /** Continue this context instead of the active one (a message's or a job's trace). */
  parent?: Context;
}

/**
 * Runs `work` inside a new active span, recording a thrown error on it. The spans the
 * instrumentations cannot see (the bus, the outbox relay, the in-process queues) are made here.
 */
export function inSpan<T>(name: string, options: SpanOptions, work: (span: Span) => Promise<T>): Promise<T> {
  const attributes = Object.fromEntries(
    Object.entries(options.attributes ?? {}).filter(([, value]) => value !== undefined),
  ) as Record<string, string | number | boolean>;
  return tracer().startActiveSpan(
    name,
    { kind: options.kind ?? SpanKind.INTERNAL, attributes },
    options.parent ?? context.active(),
    async (span) => {
      try {
        return await work(span);
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** Runs `work` outside any trace: background work (a relay pass) must not join the request that woke it. */
export const outsideAnyTrace = <T>(work: () => T): T => context.with(ROOT_CONTEXT, work);

/** trace_id and span_id of the active span, for log lines; empty when there is none. */
export function activeTraceFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return trace.isSpanContextValid(span.spanContext()) ? { trace_id: traceId, span_id: spanId } : {};
}

/** True once an SDK registered a real tracer provider (startTracing): adapters add telemetry hooks only then. */
export const tracingIsOn = (): boolean => tracingStarted;

let tracingStarted = false;
/** Set by startTracing; not for other callers. */
export const markTracingStarted = (on: boolean) => {
  tracingStarted = on;
};

export { SpanKind };
