// With tracing on (an in-memory exporter): an outbox row written inside a request's span is
// published in that trace, consumers continue it, and log lines name the active span.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { pino } from 'pino';
import { startTracing } from './start-tracing.js';
import { currentTraceParent, inSpan, tracingIsOn } from './trace-context.js';

const exporter = new InMemorySpanExporter();
const tracing = await startTracing('test', { spanExporter: exporter });
after(() => tracing?.shutdown());
// Imported after the SDK started, as the apps are.
const { InProcessEventBus } = await import('../events/in-process-event-bus.js');
const { OutboxRelay } = await import('../events/outbox-relay.js');
const { outboxRecord, newEvent } = await import('../events/new-event.js');
const { createLogger } = await import('../logging/logger.js');
const { defineEvent } = await import('@atelier/contracts');
const { z } = await import('zod');

const silent = pino({ level: 'silent' });
const pinged = defineEvent('test.thing.pinged', z.object({ n: z.number() }));

const waitFor = async (condition: () => boolean, what: string) => {
  for (let i = 0; i < 1_000 && !condition(); i++) await sleep(2);
  assert.ok(condition(), `never saw ${what}`);
};

describe('trace context with tracing on', () => {
  test('tracing is on and spans carry a W3C traceparent', async () => {
    assert.equal(tracingIsOn(), true);
    await inSpan('request', {}, async (span) => {
      assert.equal(currentTraceParent(), `00-${span.spanContext().traceId}-${span.spanContext().spanId}-01`);
    });
  });

  test('an outbox row keeps the writing span; the relay publishes in it and the consumer continues it', async () => {
    exporter.reset();
    const bus = new InProcessEventBus(silent);
    const handled: Array<string | undefined> = [];
    await bus.subscribeTo(pinged, 'test.consumer', async () => void handled.push(currentTraceParent()));

    // The request writes its row (what a repository does in its transaction).
    let requestTraceId = '';
    const record = await inSpan('request', { kind: SpanKind.SERVER }, async (span) => {
      requestTraceId = span.spanContext().traceId;
      return outboxRecord(newEvent(pinged, { n: 1 }));
    });
    assert.match(record.traceParent ?? '', new RegExp(`^00-${requestTraceId}-[0-9a-f]{16}-01$`));

    // The relay reads it back (a fake client answering that row once) and publishes it.
    let claimed = false;
    const tx = {
      $queryRawUnsafe: async <T>(sql: string) =>
        (claimed || !sql.includes('RETURNING')
          ? []
          : ((claimed = true),
            [
              {
                position: '1',
                id: record.id,
                type: record.type,
                version: record.version,
                payload: record.payload,
                request_id: null,
                trace_parent: record.traceParent,
                occurred_at: record.occurredAt,
              },
            ])) as T,
      $executeRawUnsafe: async () => 1,
    };
    const relay = new OutboxRelay({
      client: { ...tx, $transaction: (work) => work(tx) },
      schema: 's',
      bus,
      logger: silent,
    });
    relay.start();
    await waitFor(() => handled.length === 1, 'the delivery');
    await relay.stop();
    await bus.close();

    const spans = exporter.getFinishedSpans();
    const publish = spans.find((s) => s.name === 'publish test.thing.pinged')!;
    const process = spans.find((s) => s.name === 'process test.thing.pinged')!;
    assert.equal(publish.spanContext().traceId, requestTraceId, 'published in the request trace');
    assert.equal(publish.parentSpanContext?.spanId, record.traceParent!.split('-')[2]);
    assert.equal(process.kind, SpanKind.CONSUMER);
    assert.equal(
      process.parentSpanContext?.spanId,
      publish.spanContext().spanId,
      'the consumer continues the publish',
    );
    assert.equal(process.attributes['messaging.consumer.group.name'], 'test.consumer');
    assert.equal(handled[0]?.split('-')[1], requestTraceId, 'the handler runs in the trace');
  });

  test('a row written outside any trace is published in a trace of its own', async () => {
    assert.equal(outboxRecord(newEvent(pinged, { n: 2 })).traceParent, null);
  });

  test('log lines carry trace_id and span_id inside a span, and neither outside', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const captured = createLogger('test', 'info', sink);
    let ids = { traceId: '', spanId: '' };
    await inSpan('logged', {}, async (span) => {
      ids = span.spanContext();
      captured.info('inside');
    });
    captured.info('outside');
    await sleep(5);
    assert.equal(lines[0]?.trace_id, ids.traceId);
    assert.equal(lines[0]?.span_id, ids.spanId);
    assert.equal(lines[1]?.trace_id, undefined);
  });
});
