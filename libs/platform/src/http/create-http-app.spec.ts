import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { Body, Controller, Get, Module, Param, Post } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { pino } from 'pino';
import { currentRequestId } from '../logging/request-context.js';
import { ADMIN_ASSERTION_HEADER, signAdminAssertion } from './admin-assertion.js';
import { AdminOnly } from './admin-assertion.guard.js';
import { createHttpApp, DRAIN_MS, listen } from './create-http-app.js';
import { AcceptsContentTypes } from './json-only.js';

const secret = 'create-http-app-test-secret-0123456789';

@Controller('api/things')
class ThingsController {
  @Get(':id')
  get(@Param('id') id: string) {
    return { id, requestId: currentRequestId() };
  }

  // The id must survive body parsing, which runs on the connection's stream events.
  @Post()
  create(@Body() body: unknown) {
    return { body, requestId: currentRequestId() };
  }

  @Post('form')
  @AcceptsContentTypes('application/x-www-form-urlencoded')
  form(@Body() body: unknown) {
    return { body };
  }

  @AdminOnly()
  @Post('admin')
  admin() {
    return { ok: true };
  }
}

@Module({ controllers: [ThingsController] })
class ThingsModule {}

const lines: Array<Record<string, unknown>> = [];
let app: NestFastifyApplication;

before(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).trim().split('\n')) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  app = await createHttpApp(ThingsModule, {
    service: 'things',
    logger,
    bodyLimit: 100,
    adminAssertionSecret: secret,
  });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
});
after(() => app?.close());

const inject = (options: {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}) => app.inject(options as never);

describe('createHttpApp', () => {
  test('a well-formed request id is kept through body parsing, echoed and logged', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/things',
      headers: { 'content-type': 'application/json', 'x-request-id': 'trace-1' },
      payload: '{"name":"oak"}',
    });
    assert.equal(response.statusCode, 201);
    assert.deepEqual(response.json(), { body: { name: 'oak' }, requestId: 'trace-1' });
    assert.equal(response.headers['x-request-id'], 'trace-1');
    const logged = lines.find((line) => line.requestId === 'trace-1' && line.msg === 'request');
    assert.equal(logged?.status, 201);
  });

  test('a malformed request id is replaced by a fresh one', async () => {
    const response = await inject({
      method: 'GET',
      url: '/api/things/1',
      headers: { 'x-request-id': 'a b' },
    });
    const id = response.headers['x-request-id'] as string;
    assert.match(id, /^[0-9a-f-]{36}$/);
    assert.equal(response.json().requestId, id);
  });

  test("Fastify's body errors are ApiError JSON: 400, 413, 415", async () => {
    const post = (payload: string, type = 'application/json') =>
      inject({
        method: 'POST',
        url: '/api/things',
        headers: { 'content-type': type, 'x-request-id': 'r' },
        payload,
      });
    const cases: Array<[Awaited<ReturnType<typeof post>>, number, string]> = [
      [await post('{"name":'), 400, 'Request body is not valid JSON'],
      [
        await post(JSON.stringify({ text: 'x'.repeat(200) })),
        413,
        'Request body is too large (limit 100 bytes)',
      ],
      [await post('name=oak', 'text/csv'), 415, 'Unsupported content type "text/csv": send application/json'],
    ];
    for (const [response, status, message] of cases) {
      assert.equal(response.statusCode, status, message);
      const body = response.json() as Record<string, unknown>;
      assert.deepEqual(
        { statusCode: body.statusCode, message: body.message, requestId: body.requestId },
        { statusCode: status, message, requestId: 'r' },
      );
    }
  });

  test('writes take JSON only, unless the route accepts another type (415 names the type)', async () => {
    const post = (url: string, type: string, payload: string) =>
      inject({ method: 'POST', url, headers: { 'content-type': type }, payload });
    for (const type of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await post('/api/things', type, 'name=oak');
      assert.equal(response.statusCode, 415, type);
      assert.match(response.json().message, /^Unsupported content type ".*": send application\/json$/);
    }
    assert.equal((await post('/api/things', 'application/json; charset=utf-8', '{"a":1}')).statusCode, 201);
    const form = await post('/api/things/form', 'application/x-www-form-urlencoded', 'name=oak');
    assert.equal(form.statusCode, 201);
    assert.deepEqual(form.json(), { body: { name: 'oak' } });
    assert.equal((await post('/api/things/form', 'application/json', '{}')).statusCode, 415);
    // A write without a body needs no content type.
    assert.equal((await inject({ method: 'POST', url: '/api/things' })).statusCode, 201);
  });

  test('NUL and other control characters in a body, query or parameter are a 400 naming the field', async () => {
    const body = await inject({
      method: 'POST',
      url: '/api/things',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'oak', address: { line1: 'a\u0000b' } }),
    });
    assert.equal(body.statusCode, 400);
    assert.equal(
      body.json().message,
      'Invalid request body: address.line1 must not contain control characters',
    );
    const query = await inject({ method: 'GET', url: '/api/things/1?q=ab%00c' });
    assert.equal(query.statusCode, 400);
    assert.equal(query.json().message, 'Invalid query parameter: q must not contain control characters');
    const param = await inject({ method: 'GET', url: '/api/things/a%07b' });
    assert.equal(param.statusCode, 400);
    assert.equal(param.json().message, 'Invalid path parameter: id must not contain control characters');
    const fine = await inject({ method: 'GET', url: '/api/things/1?q=line%0Atwo%09tab' });
    assert.equal(fine.statusCode, 200);
  });

  // Dot segments are covered by the gateway's and catalog's tests over raw HTTP: inject() resolves them.
  test('non-canonical paths are 400, a trailing slash or an empty parameter 404, case matters', async () => {
    const statuses: Array<[string, number]> = [
      ['/api/things/1', 200],
      ['/api//things/1', 400],
      ['/api/things%2F1', 400],
      ['/api/things/', 404],
      ['/API/things/1', 404],
    ];
    for (const [url, status] of statuses)
      assert.equal((await inject({ method: 'GET', url })).statusCode, status, url);
  });

  test('@AdminOnly() routes want the signed assertion', async () => {
    const url = '/api/things/admin';
    assert.equal((await inject({ method: 'POST', url })).statusCode, 401);
    const headers = { [ADMIN_ASSERTION_HEADER]: signAdminAssertion(secret, { method: 'POST', url }, 1) };
    assert.equal((await inject({ method: 'POST', url, headers })).statusCode, 201);
  });
});

describe('closing (SIGTERM)', () => {
  // Fastify's close() waits for requests under way; one that never ends (an event stream, a client
  // that stalls mid-body) held a process until Kubernetes killed it 30 s after SIGTERM (issue 31).
  test(
    'requests still under way after the drain bound are cut: close() ends well inside 10 s',
    { timeout: 20_000 },
    async () => {
      const closing = await createHttpApp(ThingsModule, {
        service: 'things',
        logger: pino({ level: 'silent' }),
      });
      const url = new URL(await listen(closing, 0, '127.0.0.1'));
      const stalled = connect(Number(url.port), '127.0.0.1');
      await new Promise((resolve) => stalled.once('connect', resolve));
      const cut = new Promise((resolve) => stalled.once('close', resolve));
      stalled.on('error', () => undefined);
      // Headers and the first byte of a body that never comes.
      stalled.write(
        'POST /api/things HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{',
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const t0 = performance.now();
      await closing.close();
      const seconds = (performance.now() - t0) / 1000;
      await cut;
      assert.ok(seconds >= (DRAIN_MS / 1000) * 0.9, `waited ${seconds.toFixed(1)} s for the request first`);
      assert.ok(seconds < 9, `closed in ${seconds.toFixed(1)} s`);
    },
  );
});
