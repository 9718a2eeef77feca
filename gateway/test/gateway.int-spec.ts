// The gateway against a real PostgreSQL database, with a recording stand-in for the services.
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createLogger } from '@atelier/platform';
import { createTestDatabase, pgPool, type TestDatabase } from '@atelier/platform/testing';
import { gatewaySettingsSchema, routeTable, type RunningGateway, startGateway } from '../src/index.js';

let database: TestDatabase;
let gateway: RunningGateway;
let upstream: Server;
const received: IncomingMessage[] = [];
const webDist = mkdtempSync(join(tmpdir(), 'atelier-web-'));

before(async () => {
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Atelier</title>');
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  upstream = createServer((req, res) => {
    received.push(req);
    req.resume();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ path: req.url, filler: 'x'.repeat(2000) }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;
  database = await createTestDatabase('gateway');
  const settings = gatewaySettingsSchema.parse({
    PORT: '0',
    HOST: '127.0.0.1',
    WEB_DIST_DIR: webDist,
    ADMIN_USERNAME: 'curator',
    ADMIN_PASSWORD: 'a-long-test-password',
    PUBLIC_WRITE_LIMIT_PER_MINUTE: '3',
    LOGIN_ATTEMPTS_PER_15_MINUTES: '4',
    INTERNAL_AUTH_SECRET: 'gateway-test-secret-0123456789abcdef',
  });
  gateway = await startGateway(
    {
      database: database.connection,
      logger: createLogger('gateway', 'silent'),
      // notifications is left out on purpose: its routes must answer 503.
      upstreams: { catalog: upstreamUrl, 'cart-checkout': upstreamUrl, 'admin-media': upstreamUrl },
    },
    settings,
  );
});
after(async () => {
  await gateway?.close();
  await database?.drop();
  upstream?.close();
});

const concrete = (path: string) => path.replace(/:(\w+)/g, '1');
const call = (method: string, path: string, init: { headers?: Record<string, string>; body?: string } = {}) =>
  fetch(`${gateway.url}${path}`, { method, headers: init.headers, body: init.body });

async function signIn(): Promise<{ cookie: string; csrfToken: string }> {
  const response = await call('POST', '/api/auth/login', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'curator', password: 'a-long-test-password' }),
  });
  assert.equal(response.status, 200);
  const cookie = response.headers.get('set-cookie')!;
  assert.match(cookie, /HttpOnly/i);
  assert.match(cookie, /SameSite=Strict/i);
  return {
    cookie: cookie.split(';')[0],
    csrfToken: ((await response.json()) as { csrfToken: string }).csrfToken,
  };
}

describe('the route table', () => {
  const adminRoutes = routeTable.filter((route) => route.access === 'admin');

  test('every admin route answers 401 without a session, and nothing reaches a service', async () => {
    assert.equal(adminRoutes.length, 34, 'the spec lists 34 admin routes');
    const before = received.length;
    for (const route of adminRoutes) {
      const response = await call(route.method, concrete(route.path));
      assert.equal(response.status, 401, `${route.method} ${route.path}`);
      assert.equal(((await response.json()) as { message: string }).message, 'Admin sign-in required');
    }
    assert.equal(received.length, before);
  });

  test('with a session, admin reads pass; admin changes also need the CSRF token', async () => {
    const { cookie, csrfToken } = await signIn();
    for (const route of adminRoutes.filter((r) => r.service !== 'notifications')) {
      const path = concrete(route.path);
      const withoutToken = await call(route.method, path, { headers: { cookie } });
      assert.equal(
        withoutToken.status,
        route.method === 'GET' ? 200 : 403,
        `${route.method} ${route.path} without token`,
      );
      const withToken = await call(route.method, path, { headers: { cookie, 'x-csrf-token': csrfToken } });
      assert.equal(withToken.status, 200, `${route.method} ${route.path} with token`);
    }
    const forwarded = received.at(-1)!;
    assert.equal(forwarded.headers.cookie, undefined, 'the admin cookie never leaves the edge');
    assert.ok(forwarded.headers['x-request-id'], 'the request id travels to the service');
  });

  test('a service this deployment does not run answers 503; unknown paths 404; wrong methods 405', async () => {
    const notify = await call('POST', '/api/coming-soon/1/notify', {
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(notify.status, 503);
    const unknown = await call('GET', '/api/no-such-thing');
    assert.equal(unknown.status, 404);
    assert.match(unknown.headers.get('content-type')!, /json/);
    const wrong = await call('PUT', '/api/artists');
    assert.equal(wrong.status, 405);
    assert.equal(wrong.headers.get('allow'), 'GET, POST');
  });

  test('the most specific route wins: /api/products/decommissioned is admin-only', async () => {
    assert.equal((await call('GET', '/api/products/decommissioned')).status, 401);
    assert.equal((await call('GET', '/api/products/7')).status, 200);
  });
});

describe('edge protections', () => {
  test('public writes are rate limited per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await call('POST', '/api/cart', { headers: { 'content-type': 'application/json' }, body: '{}' }))
          .status,
      );
    assert.deepEqual(statuses, [200, 200, 200, 429]);
  });

  test('bodies over the limit are refused with 413', async () => {
    const { cookie, csrfToken } = await signIn();
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) });
    const response = await call('POST', '/api/artists', {
      headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
      body: big,
    });
    assert.equal(response.status, 413);
  });

  test('security headers, compression and cache headers', async () => {
    const response = await fetch(`${gateway.url}/api/artists`, { headers: { 'accept-encoding': 'gzip' } });
    assert.match(response.headers.get('content-security-policy')!, /default-src 'self'/);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('content-encoding'), 'gzip');
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.ok(response.headers.get('x-request-id'));
  });

  test('the web app is served with SPA fallback; hashed assets are immutable', async () => {
    const page = await fetch(`${gateway.url}/artist/3`, { headers: { accept: 'text/html' } });
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<title>Atelier<\/title>/);
    const asset = await fetch(`${gateway.url}/assets/app-abc123.js`);
    assert.match(asset.headers.get('cache-control')!, /immutable/);
    const missingImage = await fetch(`${gateway.url}/demo/artists/nobody-960.webp`, {
      headers: { accept: 'image/webp,*/*' },
    });
    assert.equal(missingImage.status, 404, 'a missing file is not answered with the app');
  });
});

describe('admin sign-in', () => {
  test('the configured admin exists with an argon2id hash', async () => {
    const { rows } = await pgPool(database.connection).query('SELECT username, password FROM gateway.users');
    assert.deepEqual(
      rows.map((r) => r.username),
      ['curator'],
    );
    assert.match(rows[0].password, /^\$argon2id\$/);
  });

  test('me, then sign-out (which needs the CSRF token), then me again', async () => {
    const { cookie, csrfToken } = await signIn();
    assert.equal((await call('GET', '/api/auth/me', { headers: { cookie } })).status, 200);
    assert.equal((await call('POST', '/api/auth/logout', { headers: { cookie } })).status, 403);
    assert.equal(
      (await call('POST', '/api/auth/logout', { headers: { cookie, 'x-csrf-token': csrfToken } })).status,
      204,
    );
    assert.equal((await call('GET', '/api/auth/me', { headers: { cookie } })).status, 401);
    assert.equal((await call('GET', '/api/collections', { headers: { cookie } })).status, 401);
  });

  test('wrong passwords are refused, then rate limited', async () => {
    const attempt = (body: unknown) =>
      call('POST', '/api/auth/login', {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
        body: JSON.stringify(body),
      });
    const missing = await attempt({ username: 'curator' });
    assert.equal(missing.status, 400);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await attempt({ username: 'curator', password: 'wrong' });
      statuses.push(response.status);
      if (response.status === 401)
        assert.equal(
          ((await response.json()) as { message: string }).message,
          'Invalid username or password.',
        );
    }
    assert.ok(statuses.includes(401) && statuses.at(-1) === 429, `statuses ${statuses}`);
  });
});
