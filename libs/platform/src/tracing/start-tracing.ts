import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import { runLastOnShutdown } from '../process/last-shutdown-steps.js';

export interface TracingOptions {
  /** Defaults to process.env: tracing starts only when OTEL_EXPORTER_OTLP_ENDPOINT is set. */
  env?: NodeJS.ProcessEnv;
  /** Tests: export here (synchronously, span by span) instead of over OTLP; starts tracing regardless of env. */
  spanExporter?: SpanExporter;
}

export interface Tracing {
  /** Exports what is buffered and stops (called on shutdown, after the apps closed). */
  shutdown(): Promise<void>;
}

/** The share of traces kept when OTEL_TRACES_SAMPLER is not set (README, "Traces"). */
export const DEFAULT_SAMPLE_RATIO = 0.1;

/** Tracing is on when an OTLP endpoint is configured and the SDK is not disabled. */
export const tracingConfigured = (env: NodeJS.ProcessEnv): boolean =>
  Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) &&
  env.OTEL_SDK_DISABLED !== 'true';

/**
 * Starts OpenTelemetry for a process, before anything it instruments is imported: each entry point
 * (main.ts) awaits this, then imports the process's own module dynamically. Off (and free) unless an
 * OTLP endpoint is configured: nothing of the SDK is even loaded, the API stays a no-op, and the
 * answer is undefined.
 *
 * The apps are ES modules. The instrumentations patch a package when it is loaded: CommonJS
 * `require` through require-in-the-middle, ES `import` only through import-in-the-middle's loader
 * hook, which Node runs only if registered (module.register) before the import. It is registered
 * here for the modules the instrumentations ask for (createAddHookMessageChannel), not every module.
 *
 * What is traced: incoming requests by their Fastify route (@fastify/otel: the server span, named
 * `<method> <route>`, and the Nest handler's span), outgoing HTTP (node:http; undici and fetch: the
 * gateway's proxy, service-to-service calls), pg, Redis (ioredis), and, by the platform's own spans,
 * the event bus, the outbox relay and the text queues (BullMQ through bullmq-otel). Sampling and the
 * exporter follow the standard OTEL_* variables (e.g. OTEL_TRACES_SAMPLER=parentbased_traceidratio,
 * OTEL_TRACES_SAMPLER_ARG=0.1; OTLP over http/protobuf); without OTEL_TRACES_SAMPLER, one trace in
 * ten (ParentBased(TraceIdRatioBased(0.1))). Nothing else is instrumented (no fs, dns or net).
 */
export async function startTracing(
  serviceName: string,
  options: TracingOptions = {},
): Promise<Tracing | undefined> {
  const env = options.env ?? process.env;
  if (!options.spanExporter && !tracingConfigured(env)) return undefined;

  // Loaded only now: with tracing off a start loads nothing of OpenTelemetry, not even its API (~50
  // ms of module loading per process, bench/start-and-memory.bench.mjs). Process entries import
  // this file alone (@atelier/platform/tracing/start) for that reason.
  const [{ nameServerSpan, passOnUnsampledContext }, { markTracingStarted }] = await Promise.all([
    import('./lean-hooks.js'),
    import('./trace-context.js'),
  ]);
  const { register } = await import('node:module');
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const [
    { NodeSDK },
    { BatchSpanProcessor, ParentBasedSampler, SimpleSpanProcessor, TraceIdRatioBasedSampler },
    { OTLPTraceExporter },
    { HttpInstrumentation },
    { UndiciInstrumentation },
    { PgInstrumentation },
    { IORedisInstrumentation },
    { AmqplibInstrumentation },
    { FastifyOtelInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-proto'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-undici'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
    import('@opentelemetry/instrumentation-amqplib'),
    import('@fastify/otel'),
  ]);
  // Traces only: metrics are Prometheus's (/metrics) and logs go to stdout. The SDK would otherwise
  // also set up OTLP metric and log exporters by default, and the HTTP instrumentation would then
  // record a histogram per request.
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  const spanProcessor = options.spanExporter
    ? new SimpleSpanProcessor(options.spanExporter)
    : new BatchSpanProcessor(new OTLPTraceExporter());
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? `atelier-${serviceName}`,
    // Unset, the SDK would record every request (parentbased_always_on): one trace in ten is the
    // store's default, decided once at the root and followed by every hop (ParentBased). Unsampled
    // spans are non-recording: nothing is described, buffered or exported for them.
    ...(env.OTEL_TRACES_SAMPLER || options.spanExporter
      ? {}
      : { sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(DEFAULT_SAMPLE_RATIO) }) }),
    spanProcessors: [spanProcessor],
    instrumentations: [
      // Outgoing node:http only. Every server here is Fastify, and @fastify/otel's span is the server
      // span: the HTTP instrumentation's own, under it, was the largest share of tracing's CPU in
      // the profiles (it describes each request in full, sampled or not, and rebinds every listener
      // of the request and the response to its context) and told nothing the route's span does not.
      new HttpInstrumentation({ disableIncomingRequestInstrumentation: true }),
      new UndiciInstrumentation({ ignoreRequestHook: passOnUnsampledContext }),
      new PgInstrumentation({ requireParentSpan: true }),
      // The gateway's ioredis (rate limits, sign-in throttling) and BullMQ's.
      new IORedisInstrumentation({ requireParentSpan: true }),
      // RabbitMQ's publish and deliver (the cluster's bus): the message's span in between the relay's
      // and the consumer's (the platform's own, traced-delivery.ts, which continue its headers).
      new AmqplibInstrumentation(),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // A span per route and its handler (named by the Nest controller method), not one per hook:
        // a dozen hook spans per request would bury what a trace is read for.
        instrumentHooks: false,
        // Probes every few seconds would drown the traces that matter.
        ignorePaths: (route) => route.url.startsWith('/health/'),
        requestHook: nameServerSpan,
      }),
    ],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
  markTracingStarted(true);
  const shutdown = async () => {
    markTracingStarted(false);
    await sdk.shutdown();
  };
  runLastOnShutdown(() => shutdown().catch(() => undefined));
  return {
    shutdown,
  };
}
