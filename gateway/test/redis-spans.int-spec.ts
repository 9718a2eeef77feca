// The gateway's Redis (ioredis 6: rate limits, sign-in throttling) with tracing on: each command
// run inside a traced request is a CLIENT span of that request; commands outside any trace make none.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { inSpan, startTracing } from '@atelier/platform/tracing';

const exporter = new InMemorySpanExporter();
const tracing = await startTracing('gateway-test', { spanExporter: exporter });
const { Redis } = await import('ioredis');
const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
after(async () => {
  redis.disconnect();
  await tracing?.shutdown();
});

test('Redis commands inside a request are spans of it, with their sanitised arguments', async () => {
  const key = `atelier-test-redis-spans-${crypto.randomUUID()}`;
  await redis.get(key); // outside any trace
  let requestSpanId = '';
  await inSpan('request', { kind: SpanKind.SERVER }, async (span) => {
    requestSpanId = span.spanContext().spanId;
    await redis.set(key, 'secret-value');
    await redis.get(key);
    await redis.del(key);
  });
  const commands = exporter.getFinishedSpans().filter((s) => s.kind === SpanKind.CLIENT);
  assert.deepEqual(
    commands.map((s) => [s.name, s.parentSpanContext?.spanId]),
    [
      ['set', requestSpanId],
      ['get', requestSpanId],
      ['del', requestSpanId],
    ],
  );
  assert.equal(commands[0]?.attributes['db.system.name'], 'redis');
  assert.match(String(commands[0]?.attributes['db.query.text']), new RegExp(`^set ${key}`));
  assert.ok(
    !String(commands[0]?.attributes['db.query.text']).includes('secret-value'),
    'values are never recorded',
  );
});
