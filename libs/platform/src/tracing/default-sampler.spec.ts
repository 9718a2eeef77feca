// Tracing switched on by the endpoint alone keeps one trace in ten, not every one (the SDK's own
// default, parentbased_always_on, would describe and export every request).
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, test } from 'node:test';
import { startTracing } from './start-tracing.js';
import { inSpan } from './trace-context.js';

// A collector stand-in that accepts what it is sent (the recorded spans, at shutdown).
const collector = createServer((req, res) => req.resume().on('end', () => res.writeHead(200).end()));
await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${(collector.address() as { port: number }).port}`;
delete process.env.OTEL_TRACES_SAMPLER;
const tracing = await startTracing('test');
after(async () => {
  await tracing?.shutdown();
  collector.close();
});

test('without OTEL_TRACES_SAMPLER: about one root in ten is recorded, and its children follow it', async () => {
  let recorded = 0;
  let childrenFollowed = true;
  for (let i = 0; i < 2000; i++)
    await inSpan('root', {}, async (root) => {
      if (root.isRecording()) recorded++;
      await inSpan('child', {}, async (child) => {
        if (child.isRecording() !== root.isRecording()) childrenFollowed = false;
      });
    });
  // 2000 draws at p = 0.1: 200 expected, outside 120-280 with a probability below 1e-8.
  assert.ok(recorded > 120 && recorded < 280, `recorded ${recorded} of 2000`);
  assert.ok(childrenFollowed, 'a child is recorded exactly when its root is');
});
