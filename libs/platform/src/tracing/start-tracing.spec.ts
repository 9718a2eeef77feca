import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { context, propagation, trace } from '@opentelemetry/api';
import { startTracing, tracingConfigured } from './start-tracing.js';
import { activeTraceFields, currentTraceCarrier, inSpan, tracingIsOn } from './trace-context.js';

// Where @opentelemetry/api keeps whatever an SDK registers (tracer provider, propagator, context manager).
const API_GLOBAL = Symbol.for('opentelemetry.js.api.1');

describe('startTracing with OTEL unset', () => {
  test('starts nothing: no SDK registered, no propagator, no context manager', async () => {
    const started = await startTracing('test', { env: { PATH: process.env.PATH } });
    assert.equal(started, undefined);
    assert.equal(tracingIsOn(), false);
    assert.equal(
      (globalThis as Record<symbol, unknown>)[API_GLOBAL],
      undefined,
      'nothing registered with the API',
    );
  });

  test('the platform code paths stay no-ops: no trace context to carry, no ids to log', async () => {
    await startTracing('test', { env: {} });
    const seen = await inSpan('work', {}, async (span) => ({
      recording: span.isRecording(),
      carrier: currentTraceCarrier(),
      fields: activeTraceFields(),
      active: trace.getActiveSpan(),
    }));
    assert.deepEqual(seen, { recording: false, carrier: {}, fields: {}, active: undefined });
    const carrier: Record<string, string> = {};
    propagation.inject(context.active(), carrier);
    assert.deepEqual(carrier, {});
  });

  test('the SDK stays off when the endpoint is blank or OTEL_SDK_DISABLED is true', () => {
    assert.equal(tracingConfigured({}), false);
    assert.equal(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }), false);
    assert.equal(
      tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }),
      false,
    );
    assert.equal(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }), true);
    assert.equal(
      tracingConfigured({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' }),
      true,
    );
  });
});
