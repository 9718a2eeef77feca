// Uploads stream through the gateway to admin-media (bounded, 413 at the edge), and uploaded media is
// served under /uploads/ with the service's own long-lived caching headers.
import assert from 'node:assert/strict';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createLogger, InProcessEventBus } from '@atelier/platform';
import { createTestDatabase, type TestDatabase } from '@atelier/platform/testing';
import { UPLOAD_BODY_LIMIT } from '../src/routing/route-table.js';
import { gatewaySettingsSchema, type RunningGateway, startGateway } from '../src/index.js';

let database: TestDatabase;
let gateway: RunningGateway;
let service: Server;
const uploads: Array<{ bytes: number; contentType: string | undefined }> = [];
const silent = createLogger('gateway', 'silent');
const bus = new InProcessEventBus(silent);

before(async () => {
  // A stand-in admin-media: counts each upload's bytes, serves one media file with its headers.
  service = createServer((req, res) => {
    if (req.method === 'POST') {
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.length));
      req.on('end', () => {
        uploads.push({ bytes, contentType: req.headers['content-type'] });
        res.writeHead(201, { 'content-type': 'application/json' }).end('{"url":"/uploads/x"}');
      });
      return;
    }
    const headers = {
      'x-saw-path': req.url ?? '',
      'content-type': 'video/mp4',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: '"k"',
      'x-saw-range': String(req.headers.range ?? ''),
    };
    res.writeHead(req.headers.range ? 206 : 200, headers).end('media-bytes');
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(service.address() as { port: number }).port}`;
  database = await createTestDatabase('gateway_media');
  gateway = await startGateway(
    { database: database.connection, logger: silent, bus, upstreams: { catalog: url, 'admin-media': url } },
    gatewaySettingsSchema.parse({
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'atelier-web-')),
      ADMIN_USERNAME: 'curator',
      ADMIN_PASSWORD: 'a-long-test-password',
      INTERNAL_AUTH_SECRET: 'gateway-media-secret-0123456789abcdef',
    }),
  );
});
after(async () => {
  await gateway?.close();
  await database?.drop();
  await bus.close();
  service?.close();
});

async function signIn() {
  const response = await fetch(`${gateway.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'curator', password: 'a-long-test-password' }),
  });
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie: response.headers.get('set-cookie')!.split(';')[0]!, 'x-csrf-token': csrfToken };
}

/** A raw POST /api/upload: a declared length, or chunked bytes written as they come. */
function rawUpload(headers: Record<string, string>, chunks: number, chunkBytes: number) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(`${gateway.url}/api/upload`, { method: 'POST', headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    // The gateway may answer and close before the whole body is sent.
    req.on('error', (error) => (/EPIPE|ECONNRESET/.test(String(error)) ? undefined : reject(error)));
    const chunk = Buffer.alloc(chunkBytes, 1);
    let sent = 0;
    const writeMore = () => {
      while (sent < chunks) {
        sent++;
        if (!req.write(chunk)) return void req.once('drain', writeMore);
      }
      req.end();
    };
    writeMore();
  });
}

describe('POST /api/upload', () => {
  test('a multipart upload reaches the service whole, with its boundary', async () => {
    const form = new FormData();
    form.append('image', new Blob([Buffer.alloc(3 * 1024 * 1024, 9)]), 'big.jpg');
    const response = await fetch(`${gateway.url}/api/upload`, {
      method: 'POST',
      headers: await signIn(),
      body: form,
    });
    assert.equal(response.status, 201);
    const last = uploads.at(-1)!;
    assert.ok(last.bytes > 3 * 1024 * 1024, `${last.bytes} bytes arrived`);
    assert.match(last.contentType ?? '', /^multipart\/form-data; boundary=/);
  });

  test('a declared length over the limit is 413 before the service sees a byte', async () => {
    const before = uploads.length;
    const answer = await rawUpload(
      {
        ...(await signIn()),
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(UPLOAD_BODY_LIMIT + 1),
      },
      1,
      1024,
    );
    assert.equal(answer.status, 413);
    assert.match(JSON.parse(answer.body).message, /larger than 101 MB/);
    assert.equal(uploads.length, before);
  });

  test('a chunked body that grows past the limit is cut off with a 413', async () => {
    const answer = await rawUpload(
      {
        ...(await signIn()),
        'content-type': 'multipart/form-data; boundary=x',
        'transfer-encoding': 'chunked',
      },
      Math.ceil(UPLOAD_BODY_LIMIT / (1024 * 1024)) + 2,
      1024 * 1024,
    );
    assert.equal(answer.status, 413);
  });

  test('without a session nothing is read: 401', async () => {
    const answer = await fetch(`${gateway.url}/api/upload`, { method: 'POST', body: 'x' });
    assert.equal(answer.status, 401);
  });
});

describe('GET /uploads/:key', () => {
  test("keeps the service's immutable caching and passes byte ranges through", async () => {
    const whole = await fetch(`${gateway.url}/uploads/abc.mp4`);
    assert.equal(whole.status, 200);
    assert.equal(whole.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(await whole.text(), 'media-bytes');
    const part = await fetch(`${gateway.url}/uploads/abc.mp4`, { headers: { range: 'bytes=0-3' } });
    assert.equal(part.status, 206);
    assert.equal(part.headers.get('x-saw-range'), 'bytes=0-3');
    assert.equal(
      (await fetch(`${gateway.url}/uploads/a/b.mp4`, { headers: { accept: 'image/*' } })).status,
      404,
    );
  });

  test("a Deep Zoom tile's three-segment path reaches admin-media as it is", async () => {
    const tile = await fetch(`${gateway.url}/uploads/0f8c2d5e-1b7a-4c3d-9e6f-2a4b6c8d0e1f_files/12/4_3.webp`);
    assert.equal(tile.status, 200);
    assert.equal(
      tile.headers.get('x-saw-path'),
      '/uploads/0f8c2d5e-1b7a-4c3d-9e6f-2a4b6c8d0e1f_files/12/4_3.webp',
    );
    assert.equal(tile.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await fetch(`${gateway.url}/uploads/a/b/c/d.webp`)).status, 404);
  });
});
