// The catalog as its own process (cluster mode: PostgreSQL, RabbitMQ) with OTEL_EXPORTER_OTLP_ENDPOINT
// set: its main.ts starts tracing before the app loads, so the ES-module imports of Fastify and pg
// are instrumented, and spans reach the collector over OTLP (http/protobuf). A stand-in collector
// here keeps what it is sent; protobuf keeps strings and trace ids as raw bytes, which is enough to
// look for them without decoding.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  createTestDatabase,
  TEST_RABBITMQ_URL,
  type TestDatabase,
  testNamespace,
} from '@atelier/platform/testing';

const main = fileURLToPath(new URL('../src/main.js', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const exports: Array<{ path: string; contentType: string; body: Buffer }> = [];
const collector = createHttpServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    exports.push({
      path: req.url ?? '',
      contentType: req.headers['content-type'] ?? '',
      body: Buffer.concat(chunks),
    });
    res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
  });
});

let database: TestDatabase;
let child: ChildProcess;
let output = '';
let url = '';
before(async () => {
  database = await createTestDatabase('traced_process');
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      INTERNAL_AUTH_SECRET: randomBytes(32).toString('base64url'),
      DATABASE_URL: database.url,
      RABBITMQ_URL: TEST_RABBITMQ_URL,
      EVENT_NAMESPACE: testNamespace('traced-process'),
      LOG_LEVEL: 'info',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as { port: number }).port}`,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the catalog exited: ${output}`);
    const ready = await fetch(`${url}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    assert.ok(i < 300, 'the catalog never became ready');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
after(async () => {
  if (child && child.exitCode === null)
    await new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));
  collector.close();
  await database?.drop();
});

test('a request to the catalog process is traced over OTLP, with its PostgreSQL queries, and its log lines name the trace', async () => {
  // A caller's trace: the catalog continues it (W3C traceparent).
  const traceId = randomBytes(16).toString('hex');
  const parentSpanId = randomBytes(8).toString('hex');
  const response = await fetch(`${url}/api/artists`, {
    headers: { traceparent: `00-${traceId}-${parentSpanId}-01` },
  });
  assert.equal(response.status, 200);
  await response.arrayBuffer();

  const rawTraceId = Buffer.from(traceId, 'hex');
  const inTrace = () => exports.filter((e) => e.body.includes(rawTraceId));
  const has = (text: string) => inTrace().some((e) => e.body.includes(Buffer.from(text)));
  for (let i = 0; i < 100 && !(has('GET /api/artists') && has('postgresql')); i++)
    await new Promise((resolve) => setTimeout(resolve, 100));

  assert.ok(inTrace().length > 0, `spans of the trace were exported (${exports.length} exports in all)`);
  assert.ok(
    inTrace().every((e) => e.path === '/v1/traces' && e.contentType === 'application/x-protobuf'),
    'OTLP over http/protobuf',
  );
  assert.ok(has('atelier-catalog'), 'named by its service');
  assert.ok(has('GET /api/artists'), "the route's server span");
  assert.ok(has('ArtistsController'), 'the Fastify/Nest handler span');
  assert.ok(
    has('postgresql'),
    "the request's PostgreSQL queries (pg, loaded by an ES import after the hooks)",
  );

  const lines = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const requestLine = lines.find((line) => line.msg === 'request' && line.url === '/api/artists');
  assert.equal(requestLine?.trace_id, traceId, 'the request log line carries the trace id');
  assert.match(String(requestLine?.span_id), /^[0-9a-f]{16}$/);
});
