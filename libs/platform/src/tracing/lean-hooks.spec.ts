// The hooks that keep unsampled requests cheap still pass the trace on, and leave sampled ones alone.
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { context, ROOT_CONTEXT, trace, TraceFlags } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { nameServerSpan, passOnUnsampledContext } from './lean-hooks.js';
import { startTracing } from './start-tracing.js';
import { inSpan } from './trace-context.js';

const tracing = await startTracing('test', { spanExporter: new InMemorySpanExporter() });
after(() => tracing?.shutdown());

/** An undici request's addHeader, recorded. */
const outgoing = () => {
  const headers: Array<[string, string]> = [];
  return { headers, addHeader: (name: string, value: string) => void headers.push([name, value]) };
};

const unsampled = {
  traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
  spanId: '00f067aa0ba902b7',
  traceFlags: TraceFlags.NONE,
};

describe('passOnUnsampledContext (undici ignoreRequestHook)', () => {
  test('inside an unsampled trace: the traceparent (sampled flag off) is added and the client span skipped', () => {
    const request = outgoing();
    const skipped = context.with(trace.setSpan(ROOT_CONTEXT, trace.wrapSpanContext(unsampled)), () =>
      passOnUnsampledContext(request),
    );
    assert.equal(skipped, true);
    assert.deepEqual(request.headers, [['traceparent', `00-${unsampled.traceId}-${unsampled.spanId}-00`]]);
  });

  test('inside a sampled span: left to the instrumentation (client span and its own traceparent)', async () => {
    const request = outgoing();
    const skipped = await inSpan('request', {}, async () => passOnUnsampledContext(request));
    assert.equal(skipped, false);
    assert.deepEqual(request.headers, []);
  });

  test('outside any trace: left to the instrumentation', () => {
    const request = outgoing();
    assert.equal(
      context.with(ROOT_CONTEXT, () => passOnUnsampledContext(request)),
      false,
    );
    assert.deepEqual(request.headers, []);
  });
});

describe('nameServerSpan (@fastify/otel requestHook)', () => {
  test('a recorded span is named by the method and the route template', async () => {
    await inSpan('request', {}, async (span) => {
      nameServerSpan(span, { method: 'GET', routeOptions: { url: '/api/products/:id' } });
      assert.equal((span as unknown as { name: string }).name, 'GET /api/products/:id');
    });
  });

  test('without a route (a 404) it is named by the method alone', async () => {
    await inSpan('request', {}, async (span) => {
      nameServerSpan(span, { method: 'POST', routeOptions: {} });
      assert.equal((span as unknown as { name: string }).name, 'POST');
    });
  });
});
