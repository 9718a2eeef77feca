// The gateway against a real PostgreSQL database, with a recording stand-in for the services.
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  ADMIN_ASSERTION_HEADER,
  BUYER_ASSERTION_HEADER,
  BUYER_COOKIE,
  createLogger,
  dependencyDegraded,
  derivedKeyId,
  BUYER_SESSION_ASSERTION_HEADER,
  InProcessEventBus,
  readBuyerCookie,
  signBuyerCookie,
  signLegacyBuyerCookie,
  verifyAdminAssertion,
  verifyBuyerAssertion,
  verifyBuyerSessionAssertion,
} from '@atelier/platform';
import { createTestDatabase, pgPool, startOwnRedis, type TestDatabase } from '@atelier/platform/testing';
import { Redis } from 'ioredis';
import { gatewaySettingsSchema, routeTable, type RunningGateway, startGateway } from '../src/index.js';
import { SESSION_CHECK_TTL_MS } from '../src/routing/buyer-sessions.js';
import { clearSignInThrottle } from '../src/security/clear-sign-in-throttle.js';
import { type SessionsStandIn, startSessionsStandIn } from './support/notifications-sessions-stand-in.js';

let database: TestDatabase;
let gateway: RunningGateway;
let upstream: Server;
let sessions: SessionsStandIn;
const received: IncomingMessage[] = [];
const upstreamClosed: string[] = [];
const extraGateways: RunningGateway[] = [];
const internalAuthSecret = 'gateway-test-secret-0123456789abcdef';
/** The key a rotation adds (see the rotation test); notifications' stand-in knows both, as a service would mid-rotation. */
const NEW_SECRET = 'the-new-internal-auth-secret-0123456789abcdef';
let upstreamUrl: string;

const silent = createLogger('gateway', 'silent');
const bus = new InProcessEventBus(silent);
// The edge cache is off here, so every request reaches the recording stand-in (edge-cache.int-spec.ts tests it).
const baseSettings = {
  EDGE_CACHE_MAX_BYTES: '0',
  PORT: '0',
  HOST: '127.0.0.1',
  ADMIN_USERNAME: 'curator',
  ADMIN_PASSWORD: 'a-long-test-password',
  INTERNAL_AUTH_SECRET: internalAuthSecret,
};

/** Another gateway on the same database and stand-in services, with some settings changed. */
async function startAnotherGateway(settings: Record<string, string>): Promise<RunningGateway> {
  const another = await startGateway(
    {
      database: database.connection,
      logger: silent,
      bus,
      upstreams: { catalog: upstreamUrl, 'cart-checkout': upstreamUrl, notifications: sessions.url },
    },
    gatewaySettingsSchema.parse({ ...baseSettings, WEB_DIST_DIR: webDist, ...settings }),
  );
  extraGateways.push(another);
  return another;
}
const webDist = mkdtempSync(join(tmpdir(), 'atelier-web-'));

before(async () => {
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Atelier</title>');
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // Stand-ins for the build's precompressed copies: what is sent must be these bytes exactly.
  writeFileSync(join(webDist, 'assets', 'app-abc123.js.br'), 'precompressed brotli bytes');
  writeFileSync(join(webDist, 'assets', 'app-abc123.js.gz'), 'precompressed gzip bytes');
  writeFileSync(join(webDist, 'index.html.br'), 'precompressed index');
  upstream = createServer((req, res) => {
    received.push(req);
    req.resume();
    if (req.url?.includes('hold-open')) {
      // A long answer the client gives up on: the gateway must drop this upstream request too.
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first chunk');
      res.on('close', () => upstreamClosed.push(req.url!));
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ path: req.url, filler: 'x'.repeat(2000) }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;
  sessions = await startSessionsStandIn(`${internalAuthSecret},k2:${NEW_SECRET}`);
  database = await createTestDatabase('gateway');
  const settings = gatewaySettingsSchema.parse({
    ...baseSettings,
    WEB_DIST_DIR: webDist,
    PUBLIC_WRITE_LIMIT_PER_MINUTE: '3',
    LOGIN_ATTEMPTS_PER_15_MINUTES: '4',
  });
  gateway = await startGateway(
    {
      database: database.connection,
      logger: silent,
      bus,
      // notifications is left out on purpose: its routes must answer 503.
      upstreams: { catalog: upstreamUrl, 'cart-checkout': upstreamUrl, 'admin-media': upstreamUrl },
    },
    settings,
  );
});
after(async () => {
  for (const another of extraGateways) await another.close();
  await gateway?.close();
  await database?.drop();
  await bus.close();
  upstream?.close();
  await sessions?.close();
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
    // The spec's 34, the orders admin's 4 (issues 10 and 18) and its refunds (issue 32), the simulated
    // text replies' 2 (issue 18), issue 16's auctions (5) and drawn releases (3, and the beacon status of issue 36), and issue 32's
    // reports (3), logged mails (2), scheduled conversions (3) and bidders (2); issue 34's auction
    // estimate (1), offers (5: the list, accept, counter, decline, a piece's offer terms) and piece
    // enquiries (2).
    assert.equal(
      adminRoutes.length,
      69,
      'the spec lists 34 admin routes, plus 5 for orders, 2 for replies, 1 for logged texts, 6 for auctions, 4 for drawn releases (the beacon status since issue 36), 3 for reports, 2 for logged mails, 3 for scheduled conversions, 2 for bidders, 5 for offers and 2 for piece enquiries',
    );
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
    const body = (await response.json()) as Record<string, unknown>;
    assert.equal(body.message, `Request body is too large (limit ${1024 * 1024} bytes)`);
    assert.equal(body.code, undefined, 'no library error code in the answer');
    assert.ok(body.requestId);
  });

  test('answers refused before routing carry the security headers and our own error JSON', async () => {
    const cases: Array<[string, number, string]> = [
      ['/api//products', 400, 'Invalid path: the path must not contain //'],
      ['/%zz', 400, 'Invalid path: it is not a valid URL'],
      ['/api/orders/', 404, 'Cannot GET /api/orders/'],
      ['/api/orders/1', 401, 'Admin sign-in required'],
    ];
    for (const [path, status, message] of cases) {
      const response = await raw('GET', path);
      assert.equal(response.status, status, path);
      assert.match(String(response.headers['content-security-policy']), /default-src 'self'/, path);
      assert.equal(response.headers['x-content-type-options'], 'nosniff', path);
      const body = JSON.parse(response.body) as Record<string, unknown>;
      assert.equal(body.message, message, path);
      assert.equal(body.code, undefined, path);
      assert.ok(body.requestId, path);
    }
  });

  test('writes take JSON only (415, nothing forwarded); Twilio callbacks and uploads keep their forms', async () => {
    const before = received.length;
    const forms: Array<[string, string]> = [
      ['/api/auth/login', 'application/x-www-form-urlencoded'],
      ['/api/coming-soon/1/notify', 'application/x-www-form-urlencoded'],
      ['/api/custom-orders', 'text/plain'],
      ['/api/cart', 'multipart/form-data; boundary=x'],
    ];
    for (const [i, [path, type]] of forms.entries()) {
      // A fresh client address each: earlier tests used up the default address's public writes.
      const response = await call('POST', path, {
        headers: { 'content-type': type, 'x-forwarded-for': `198.51.100.${70 + i}` },
        body: 'username=curator',
      });
      assert.equal(response.status, 415, path);
      assert.match(((await response.json()) as { message: string }).message, /send application\/json$/);
    }
    assert.equal(received.length, before, 'no refused write reached a service');
    const twilio = await call('POST', '/api/webhooks/twilio/inbound', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'From=%2B12125551234&Body=YES',
    });
    assert.equal(twilio.status, 503, 'forwarded to notifications, which this test deployment does not run');
  });

  test('NUL in the sign-in body is a 400 naming the field', async () => {
    const response = await call('POST', '/api/auth/login', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'cura\u0000tor', password: 'a-long-test-password' }),
    });
    assert.equal(response.status, 400);
    assert.equal(
      ((await response.json()) as { message: string }).message,
      'Invalid request body: username must not contain control characters',
    );
  });

  test('security headers, compression and cache headers', async () => {
    const response = await fetch(`${gateway.url}/api/artists`, { headers: { 'accept-encoding': 'gzip' } });
    assert.match(response.headers.get('content-security-policy')!, /default-src 'self'/);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('content-encoding'), 'gzip');
    assert.equal(response.headers.get('cache-control'), 'public, no-cache');
    assert.match(
      response.headers.get('etag')!,
      /^"[\w-]{27}"$/,
      'a strong ETag, even with the edge cache off',
    );
    assert.ok(response.headers.get('x-request-id'));
  });

  test('the web app is served with SPA fallback; hashed assets are immutable', async () => {
    const page = await fetch(`${gateway.url}/story`, { headers: { accept: 'text/html' } });
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<title>Atelier<\/title>/);
    assert.equal(page.headers.get('cache-control'), 'no-cache', 'index.html is never served stale');
    const asset = await fetch(`${gateway.url}/assets/app-abc123.js`);
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const brotli = await raw('GET', '/assets/app-abc123.js', gateway.url, { 'accept-encoding': 'br' });
    assert.equal(brotli.headers['content-encoding'], 'br', 'the precompressed file is sent');
    assert.equal(brotli.body, 'precompressed brotli bytes', 'as it is, not compressed again');
    assert.equal(brotli.headers['cache-control'], 'public, max-age=31536000, immutable');
    const gzip = await raw('GET', '/assets/app-abc123.js', gateway.url, { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gzip.body, 'precompressed gzip bytes');
    const index = await raw('GET', '/index.html', gateway.url, { 'accept-encoding': 'br' });
    assert.equal(index.headers['cache-control'], 'no-cache');
    assert.equal(index.headers['content-encoding'], 'br');
    const missingImage = await fetch(`${gateway.url}/demo/artists/nobody-960.webp`, {
      headers: { accept: 'image/webp,*/*' },
    });
    assert.equal(missingImage.status, 404, 'a missing file is not answered with the app');
    const missingAsset = await fetch(`${gateway.url}/assets/app-gone456.js`, { headers: { accept: '*/*' } });
    assert.equal(missingAsset.status, 404, 'a folder of the build answers only its own files');
    assert.doesNotMatch(await missingAsset.text(), /<title>/);
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

/** Sends the request target byte for byte (fetch would normalise dot segments and slashes). */
const raw = (method: string, path: string, base = gateway.url, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string; headers: IncomingMessage['headers'] }>((resolve, reject) => {
    const url = new URL(base);
    const req = httpRequest({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });

describe('paths and methods', () => {
  test('path variants never turn an admin route public', async () => {
    const before = received.length;
    const variants: Array<[string, number]> = [
      ['/api/products/decommissioned', 401],
      ['/api/products/decommissioned/', 404],
      ['/API/products/decommissioned', 404],
      ['/api/Products/decommissioned', 404],
      ['//api/products/decommissioned', 400],
      ['/api//products/decommissioned', 400],
      ['/api/products//decommissioned', 400],
      ['/api/./products/decommissioned', 400],
      ['/api/products/./decommissioned', 400],
      ['/api/products/x/../decommissioned', 400],
      ['/api/products%2Fdecommissioned', 400],
      ['/api/products/%2e%2e/products/decommissioned', 400],
      ['/api/products/..%2Fdecommissioned', 400],
      ['/api/collections', 401],
      ['/api/collections/', 404],
      ['/api/Collections', 404],
      ['/api/stats/', 404],
    ];
    for (const [path, status] of variants) {
      const response = await raw('GET', path);
      assert.equal(response.status, status, path);
      assert.equal(JSON.parse(response.body).statusCode, status, `${path} answers ApiError JSON`);
    }
    assert.equal(received.length, before, 'no variant reached a service');
  });

  test('routing is case-sensitive: /api/products/DECOMMISSIONED is the public product page', async () => {
    const response = await raw('GET', '/api/products/DECOMMISSIONED');
    assert.equal(response.status, 200);
    const forwarded = received.at(-1)!;
    assert.equal(forwarded.url, '/api/products/DECOMMISSIONED');
    assert.equal(forwarded.headers[ADMIN_ASSERTION_HEADER], undefined, 'a public route carries no assertion');
  });

  test('HEAD on a public GET answers like GET without a body; services see a GET', async () => {
    const head = await raw('HEAD', '/api/artists');
    assert.equal(head.status, 200);
    assert.equal(head.body, '');
    assert.match(String(head.headers['content-type']), /json/);
    assert.equal(head.headers['cache-control'], 'public, no-cache');
    assert.equal(received.at(-1)!.method, 'GET');
    assert.equal((await raw('HEAD', '/api/stats')).status, 401, 'HEAD on an admin GET needs a session too');
  });

  test('wrong methods on parameterised paths answer 405 with Allow', async () => {
    const response = await call('PUT', '/api/products/7');
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('allow'), 'DELETE, GET, PATCH');
  });
});

describe('what services receive', () => {
  test('admin calls carry a fresh assertion for that very request; client-sent ones are dropped', async () => {
    const { cookie, csrfToken } = await signIn();
    const path = '/api/collections/5?expand=artists';
    const forged = 'v1.1.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const response = await call('PUT', path, {
      headers: {
        cookie,
        'x-csrf-token': csrfToken,
        'content-type': 'application/json',
        [ADMIN_ASSERTION_HEADER]: forged,
      },
      body: '{"name":"Spring"}',
    });
    assert.equal(response.status, 200);
    const forwarded = received.at(-1)!;
    const check = verifyAdminAssertion(internalAuthSecret, forwarded.headers[ADMIN_ASSERTION_HEADER], {
      method: 'PUT',
      url: forwarded.url!,
    });
    assert.equal(check.ok, true);
    assert.equal(forwarded.url, path);
    assert.equal(forwarded.headers.cookie, undefined);
    assert.equal(forwarded.headers['x-csrf-token'], undefined);

    await call('GET', '/api/artists', { headers: { [ADMIN_ASSERTION_HEADER]: forged } });
    assert.equal(received.at(-1)!.headers[ADMIN_ASSERTION_HEADER], undefined, 'never passed through');
  });

  test('a buyer signed in before a key rotation stays signed in through it (the cookie re-signed); once the old key is dropped, an old cookie is a clean 401', async () => {
    const oldId = derivedKeyId(internalAuthSecret);
    const buyerId = '3f0c2a4e-9b1d-4c8e-8f00-0123456789ab';
    const sessionId = '0b7f3c1e-2a4d-4f6b-9c8e-1d2a3b4c5d6e';
    // Signed in before the rotation: the cookie notifications issued under the plain secret.
    const cookie = `${BUYER_COOKIE}=${signBuyerCookie(internalAuthSecret, buyerId, sessionId)}`;
    const bid = (instance: RunningGateway) =>
      fetch(`${instance.url}/api/auctions/3/bids`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: '{"maxAmount":1500}',
      });
    const steps = {
      added: `${oldId}:${internalAuthSecret},k2:${NEW_SECRET}`,
      promoted: `k2:${NEW_SECRET},${oldId}:${internalAuthSecret}`,
    };
    for (const [step, keys] of Object.entries(steps)) {
      const rolled = await startAnotherGateway({
        INTERNAL_AUTH_SECRET: keys,
        PUBLIC_WRITE_LIMIT_PER_MINUTE: '1000',
      });
      assert.equal((await bid(rolled)).status, 200, `${step}: still signed in`);
      // What it tells the service is signed with the ring's current key, and names it.
      const assertion = String(received.at(-1)!.headers[BUYER_ASSERTION_HEADER]);
      assert.match(assertion, new RegExp(`^v2\\.${step === 'added' ? oldId : 'k2'}\\.`));
      assert.deepEqual(
        verifyBuyerAssertion(keys, assertion, { method: 'POST', url: received.at(-1)!.url! }),
        { ok: true, buyerId },
      );
    }
    // Promoted, the gateway hands the buyer the same cookie signed with the new key (same issue
    // time: it ends when the old one would have).
    const promoted = await startAnotherGateway({
      INTERNAL_AUTH_SECRET: steps.promoted,
      PUBLIC_WRITE_LIMIT_PER_MINUTE: '1000',
    });
    const issuedAt = cookie.split('.')[4];
    const answered = await bid(promoted);
    // Among the answer's cookies (the buyer hint comes too for a browser without it).
    const buyerCookieOf = (response: Response) =>
      response.headers.getSetCookie().find((c) => c.startsWith(`${BUYER_COOKIE}=`));
    const resigned = (buyerCookieOf(answered) ?? '').split(';')[0]!;
    assert.match(
      resigned,
      new RegExp(`^${BUYER_COOKIE}=v3\\.k2\\.${buyerId}\\.${sessionId}\\.${issuedAt}\\.`),
    );
    assert.equal(
      await fetch(`${promoted.url}/api/auctions/3/bids`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `${resigned}; atelier_buyer_hint=1` },
        body: '{"maxAmount":1500}',
      }).then(buyerCookieOf),
      undefined,
      'a cookie under the current key is left alone',
    );

    const dropped = await startAnotherGateway({
      INTERNAL_AUTH_SECRET: `k2:${NEW_SECRET}`,
      PUBLIC_WRITE_LIMIT_PER_MINUTE: '1000',
    });
    const backAgain = await fetch(`${dropped.url}/api/auctions/3/bids`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: resigned },
      body: '{"maxAmount":1500}',
    });
    assert.equal(backAgain.status, 200, 'the buyer who came back after the promotion is still signed in');
    const before = received.length;
    const refused = await bid(dropped);
    assert.equal(refused.status, 401, 'one who did not come back verifies again');
    assert.match(((await refused.json()) as { message: string }).message, /verify your phone/);
    assert.equal(received.length, before, 'nothing reached a service');
  });

  test('buyer routes need the signed buyer cookie; services get a buyer assertion, never the cookie', async () => {
    const another = await startAnotherGateway({ PUBLIC_WRITE_LIMIT_PER_MINUTE: '1000' });
    const bid = (cookie?: string) =>
      fetch(`${another.url}/api/auctions/3/bids`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: '{"maxAmount":1500}',
      });
    const before = received.length;
    assert.equal((await bid()).status, 401);
    const buyerId = '3f0c2a4e-9b1d-4c8e-8f00-0123456789ab';
    const sessionId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const valid = signBuyerCookie(internalAuthSecret, buyerId, sessionId);
    const tampered = valid.replace(buyerId, '3f0c2a4e-9b1d-4c8e-8f00-0123456789ac');
    assert.equal((await bid(`${BUYER_COOKIE}=${tampered}`)).status, 401);
    assert.equal(
      (await bid(`${BUYER_COOKIE}=${signBuyerCookie('another-secret-0123456789abcdef', buyerId, sessionId)}`))
        .status,
      401,
    );
    assert.equal(received.length, before, 'nothing reached a service');
    assert.equal((await bid(`${BUYER_COOKIE}=${valid}`)).status, 200);
    const forwarded = received.at(-1)!;
    assert.equal(forwarded.headers.cookie, undefined);
    const check = verifyBuyerAssertion(internalAuthSecret, forwarded.headers[BUYER_ASSERTION_HEADER], {
      method: 'POST',
      url: forwarded.url!,
    });
    assert.deepEqual(check, { ok: true, buyerId });
    assert.deepEqual(
      verifyBuyerSessionAssertion(
        internalAuthSecret,
        forwarded.headers[BUYER_SESSION_ASSERTION_HEADER],
        { method: 'POST', url: forwarded.url! },
        buyerId,
      ),
      { ok: true, sessionId },
      'and the session its cookie names',
    );
  });

  describe('buyer sessions (issue 34)', () => {
    const buyerId = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const newSession = () => randomUUID();
    const bidWith = (instance: RunningGateway, cookie: string) =>
      fetch(`${instance.url}/api/auctions/3/bids`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: '{"maxAmount":1500}',
      });
    const signOut = (instance: RunningGateway, cookie?: string) =>
      fetch(`${instance.url}/api/buyers/sign-out`, {
        method: 'POST',
        headers: cookie ? { cookie } : {},
      });
    const cleared = [
      'atelier_buyer=; Path=/; SameSite=Lax; HttpOnly; Max-Age=0',
      'atelier_buyer_hint=; Path=/; SameSite=Lax; Max-Age=0',
    ];

    test('a signed-out cookie is refused (401, cookies cleared) by the gateway it signed out through, at once, and by every other within the cache bound', async () => {
      const here = await startAnotherGateway({ PUBLIC_WRITE_LIMIT_PER_MINUTE: '1000' });
      const elsewhere = await startAnotherGateway({ PUBLIC_WRITE_LIMIT_PER_MINUTE: '1000' });
      const cookie = `${BUYER_COOKIE}=${signBuyerCookie(internalAuthSecret, buyerId, newSession())}; atelier_buyer_hint=1`;
      assert.equal((await bidWith(here, cookie)).status, 200);
      assert.equal((await bidWith(elsewhere, cookie)).status, 200);

      const out = await signOut(here, cookie);
      assert.equal(out.status, 204);
      assert.deepEqual(out.headers.getSetCookie(), cleared);
      const signOutForwarded = sessions.forwarded.at(-1)!;
      assert.equal(signOutForwarded.headers.cookie, undefined, 'the cookie never leaves the gateway');
      assert.ok(
        signOutForwarded.headers[BUYER_SESSION_ASSERTION_HEADER],
        'notifications is told which session',
      );

      // A copy of the cookie, kept after the sign-out.
      const before = received.length;
      const refused = await bidWith(here, cookie);
      assert.equal(refused.status, 401);
      assert.match(((await refused.json()) as { message: string }).message, /Buyer verification required/);
      assert.deepEqual(refused.headers.getSetCookie(), cleared, 'the answer clears the dead cookie');
      assert.equal(received.length, before, 'nothing reached a service');

      // Another gateway kept the session's answer a few seconds; no longer than that.
      const started = Date.now();
      while ((await bidWith(elsewhere, cookie)).status === 200) {
        assert.ok(Date.now() - started <= SESSION_CHECK_TTL_MS + 1_000, 'refused within the bound');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      assert.equal((await bidWith(elsewhere, cookie)).status, 401);
    });

    test('bids cost no question to notifications while the answer is kept', async () => {
      const instance = await startAnotherGateway({ PUBLIC_WRITE_LIMIT_PER_MINUTE: '1000' });
      const cookie = `${BUYER_COOKIE}=${signBuyerCookie(internalAuthSecret, buyerId, newSession())}`;
      const asked = sessions.questions();
      for (let i = 0; i < 5; i++) assert.equal((await bidWith(instance, cookie)).status, 200);
      assert.equal(sessions.questions() - asked, 1, 'one question for five bids');
    });

    test('while notifications cannot be asked, a session seen open lately still bids; one never seen is a 503, not a guess', async () => {
      const instance = await startAnotherGateway({ PUBLIC_WRITE_LIMIT_PER_MINUTE: '1000' });
      const seen = `${BUYER_COOKIE}=${signBuyerCookie(internalAuthSecret, buyerId, newSession())}`;
      const unseen = `${BUYER_COOKIE}=${signBuyerCookie(internalAuthSecret, buyerId, newSession())}`;
      assert.equal((await bidWith(instance, seen)).status, 200);
      sessions.down = true;
      try {
        await new Promise((resolve) => setTimeout(resolve, SESSION_CHECK_TTL_MS + 100));
        assert.equal((await bidWith(instance, seen)).status, 200, 'seen open moments ago');
        const answer = await bidWith(instance, unseen);
        assert.equal(answer.status, 503);
        assert.match(((await answer.json()) as { message: string }).message, /try again/);
      } finally {
        sessions.down = false;
      }
    });

    test('a cookie from before sessions (v2) is exchanged for a session cookie once; signing out with it ends every copy', async () => {
      const instance = await startAnotherGateway({ PUBLIC_WRITE_LIMIT_PER_MINUTE: '1000' });
      const issuedAt = Date.now() - 3_600_000;
      const legacy = `${BUYER_COOKIE}=${signLegacyBuyerCookie(internalAuthSecret, buyerId, issuedAt)}`;
      const answer = await bidWith(instance, legacy);
      assert.equal(answer.status, 200);
      const exchanged = /^atelier_buyer=([^;]+)/.exec(
        answer.headers.getSetCookie().find((c) => c.startsWith(`${BUYER_COOKIE}=`)) ?? '',
      )?.[1];
      const claims = readBuyerCookie(internalAuthSecret, exchanged)!;
      assert.equal(claims.buyerId, buyerId);
      assert.equal(claims.issuedAt, issuedAt, 'it ends when the old cookie would have');
      assert.ok(claims.sessionId);
      const forwarded = received.at(-1)!;
      assert.deepEqual(
        verifyBuyerSessionAssertion(
          internalAuthSecret,
          forwarded.headers[BUYER_SESSION_ASSERTION_HEADER],
          { method: 'POST', url: forwarded.url! },
          buyerId,
        ),
        { ok: true, sessionId: claims.sessionId },
      );
      assert.equal((await bidWith(instance, `${BUYER_COOKIE}=${exchanged}`)).status, 200);

      assert.equal((await signOut(instance, `${BUYER_COOKIE}=${exchanged}`)).status, 204);
      assert.equal((await bidWith(instance, legacy)).status, 401, 'a copy of the old cookie is refused too');
    });

    test('signing out everywhere and ending another device are forgotten at once by this gateway; sign-out without a valid cookie still clears it', async () => {
      const instance = await startAnotherGateway({ PUBLIC_WRITE_LIMIT_PER_MINUTE: '1000' });
      const phone = newSession();
      const laptop = newSession();
      const phoneCookie = `${BUYER_COOKIE}=${signBuyerCookie(internalAuthSecret, buyerId, phone)}`;
      const laptopCookie = `${BUYER_COOKIE}=${signBuyerCookie(internalAuthSecret, buyerId, laptop)}`;
      assert.equal((await bidWith(instance, phoneCookie)).status, 200);
      assert.equal((await bidWith(instance, laptopCookie)).status, 200);
      const ended = await fetch(`${instance.url}/api/buyers/me/sessions/${laptop}`, {
        method: 'DELETE',
        headers: { cookie: phoneCookie },
      });
      assert.equal(ended.status, 204);
      assert.equal((await bidWith(instance, laptopCookie)).status, 401, 'no cached answer outlives it here');
      assert.equal((await bidWith(instance, phoneCookie)).status, 200);

      const anonymous = await signOut(instance);
      assert.equal(anonymous.status, 204);
      const garbage = await signOut(instance, `${BUYER_COOKIE}=v3.nope`);
      assert.equal(garbage.status, 204);
      assert.deepEqual(garbage.headers.getSetCookie(), cleared);
    });
  });

  test('routes that also serve a buyer (likes, Pay) assert a valid buyer cookie and pass anything else as a visitor', async () => {
    const another = await startAnotherGateway({ PUBLIC_WRITE_LIMIT_PER_MINUTE: '1000' });
    const like = (cookie?: string) =>
      fetch(`${another.url}/api/products/3/like`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: '{"sessionId":"session-0001-abcdefgh"}',
      });
    const buyerId = '3f0c2a4e-9b1d-4c8e-8f00-0123456789ab';
    const valid = signBuyerCookie(internalAuthSecret, buyerId, '7d1e9a20-4b3c-4e5f-8a6b-0c1d2e3f4a5b');
    const tampered = valid.replace(buyerId, '3f0c2a4e-9b1d-4c8e-8f00-0123456789ac');
    for (const cookie of [undefined, `${BUYER_COOKIE}=${tampered}`]) {
      assert.equal((await like(cookie)).status, 200, 'a visitor likes as before');
      const forwarded = received.at(-1)!;
      assert.equal(
        forwarded.headers[BUYER_ASSERTION_HEADER],
        undefined,
        'no buyer is asserted for a visitor',
      );
      assert.equal(forwarded.headers.cookie, undefined);
    }
    assert.equal((await like(`${BUYER_COOKIE}=${valid}`)).status, 200);
    const forwarded = received.at(-1)!;
    assert.equal(forwarded.headers.cookie, undefined);
    assert.deepEqual(
      verifyBuyerAssertion(internalAuthSecret, forwarded.headers[BUYER_ASSERTION_HEADER], {
        method: 'POST',
        url: forwarded.url!,
      }),
      { ok: true, buyerId },
    );
    // A buyer's own read never comes from, nor goes into, the edge cache.
    const liked = () =>
      fetch(`${another.url}/api/products/3/liked?sessionId=session-0001-abcdefgh`, {
        headers: { cookie: `${BUYER_COOKIE}=${valid}` },
      });
    const before = received.length;
    await liked();
    await liked();
    assert.equal(received.length, before + 2, 'each read reached the service');
    assert.ok(received.at(-1)!.headers[BUYER_ASSERTION_HEADER]);
  });

  test('well-formed client request ids are kept, malformed ones replaced', async () => {
    const kept = await call('GET', '/api/artists', { headers: { 'x-request-id': 'trace-42.a_b' } });
    assert.equal(kept.headers.get('x-request-id'), 'trace-42.a_b');
    assert.equal(received.at(-1)!.headers['x-request-id'], 'trace-42.a_b');
    const replaced = await call('GET', '/api/artists', { headers: { 'x-request-id': 'bad id <script>' } });
    assert.match(replaced.headers.get('x-request-id')!, /^[0-9a-f-]{36}$/);
    const notFound = await call('GET', '/api/no-such-thing', { headers: { 'x-request-id': 'trace-43' } });
    assert.equal(((await notFound.json()) as { requestId: string }).requestId, 'trace-43');
  });

  test('a client that goes away mid-answer cancels the upstream request', async () => {
    const controller = new AbortController();
    // A visitor's cart is never cached, so its answer streams.
    const response = await fetch(`${gateway.url}/api/cart?hold-open=1`, {
      signal: controller.signal,
      headers: { 'accept-encoding': 'identity' }, // compression would hold the first chunk back
    });
    const reader = response.body!.getReader();
    assert.equal(
      new TextDecoder().decode((await reader.read()).value),
      'first chunk',
      'streamed before the end',
    );
    controller.abort();
    for (let i = 0; i < 100 && !upstreamClosed.length; i++) await new Promise((r) => setTimeout(r, 20));
    assert.deepEqual(upstreamClosed, ['/api/cart?hold-open=1']);
  });

  test('a client that goes away while a public read is fetched whole cancels the upstream request too', async () => {
    const controller = new AbortController();
    const before = received.length;
    const pending = fetch(`${gateway.url}/api/products/search?hold-open=2`, { signal: controller.signal });
    for (let i = 0; i < 100 && received.length === before; i++) await new Promise((r) => setTimeout(r, 20));
    controller.abort();
    await assert.rejects(pending);
    for (let i = 0; i < 100 && upstreamClosed.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    assert.deepEqual(upstreamClosed.at(-1), '/api/products/search?hold-open=2');
  });
});

describe('sessions and sign-in throttling', () => {
  test('session ids are stored hashed, never in clear', async () => {
    const { cookie } = await signIn();
    const sid = decodeURIComponent(cookie.split('=')[1]);
    const { rows } = await pgPool(database.connection).query('SELECT sid FROM gateway.sessions');
    assert.ok(rows.length > 0);
    assert.ok(
      rows.every((row) => row.sid !== sid),
      'the raw id is not a row key',
    );
    const hashed = (await import('node:crypto')).createHash('sha256').update(sid).digest('base64url');
    assert.ok(rows.some((row) => row.sid === hashed));
  });

  test('with COOKIE_SECURE the cookie is __Host- prefixed, Secure, Path=/, without Domain', async () => {
    const secure = await startAnotherGateway({ COOKIE_SECURE: 'true' });
    const response = await fetch(`${secure.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'curator', password: 'a-long-test-password' }),
    });
    assert.equal(response.status, 200);
    const setCookie = response.headers.get('set-cookie')!;
    assert.match(setCookie, /^__Host-atelier_admin=/);
    assert.match(setCookie, /; Secure/i);
    assert.match(setCookie, /; Path=\//i);
    assert.doesNotMatch(setCookie, /Domain=/i);
    const me = await fetch(`${secure.url}/api/auth/me`, { headers: { cookie: setCookie.split(';')[0] } });
    assert.equal(me.status, 200);
  });

  test('a burst of bad sign-ins from one address does not stop the admin signing in from another', async () => {
    const attempt = (from: string, password: string) =>
      call('POST', '/api/auth/login', {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ username: 'curator', password }),
      });
    const statuses: number[] = [];
    const retryAfters: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await attempt('203.0.113.7', 'wrong-password');
      statuses.push(response.status);
      if (response.status === 429) retryAfters.push(Number(response.headers.get('retry-after')));
    }
    assert.deepEqual(statuses, [401, 401, 401, 401, 429, 429, 429]);
    assert.ok(
      retryAfters.every((seconds, i) => seconds <= 15 * 60 && (i === 0 || seconds <= retryAfters[i - 1]!)),
      `attempts while locked never grow the lockout, which lasts at most the 15-minute window: ${retryAfters}`,
    );
    const rightPassword = await attempt('203.0.113.7', 'a-long-test-password');
    assert.equal(rightPassword.status, 429, 'that address stays locked');
    assert.ok(
      Number(rightPassword.headers.get('retry-after')) <= retryAfters.at(-1)!,
      'the right password does not grow the lockout either',
    );
    assert.equal(
      (await attempt('198.51.100.20', 'a-long-test-password')).status,
      200,
      'the admin elsewhere is not',
    );
  });
});

describe('per-address limits count a client once, however its address is written', () => {
  const post = (path: string, from: string, body: unknown) =>
    call('POST', path, {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify(body),
    });

  test('public writes: addresses of one IPv6 /64 share a limit, as do ::ffff:1.2.3.4 and 1.2.3.4', async () => {
    // PUBLIC_WRITE_LIMIT_PER_MINUTE is 3 here.
    const sameNetwork = ['2001:db8:a:a::1', '2001:db8:a:a::2', '2001:db8:a:a:ffff::3', '2001:db8:a:a::4'];
    const statuses = [];
    for (const from of sameNetwork) statuses.push((await post('/api/cart', from, {})).status);
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    assert.equal(
      (await post('/api/cart', '2001:db8:a:b::1', {})).status,
      200,
      'the next /64 is someone else',
    );
    const mapped = [];
    for (const from of ['198.51.100.61', '::ffff:198.51.100.61', '198.51.100.61', '::ffff:198.51.100.61'])
      mapped.push((await post('/api/cart', from, {})).status);
    assert.deepEqual(mapped, [200, 200, 200, 429]);
  });

  test('sign-in: one /64 is one address, and ::ffff:1.2.3.4 is 1.2.3.4', async () => {
    // LOGIN_ATTEMPTS_PER_15_MINUTES is 4 here: the fifth try of the pair is refused.
    const tries = async (addresses: string[], username: string) => {
      const statuses = [];
      for (const from of addresses)
        statuses.push((await post('/api/auth/login', from, { username, password: 'wrong-password' })).status);
      return statuses;
    };
    assert.deepEqual(
      await tries(
        ['2001:db8:9:9::1', '2001:db8:9:9::2', '2001:db8:9:9::1', '2001:db8:9:9:1::', '2001:db8:9:9::5'],
        'v6-prober',
      ),
      [401, 401, 401, 401, 429],
    );
    assert.deepEqual(
      await tries(
        [
          '198.51.100.62',
          '::ffff:198.51.100.62',
          '::FFFF:198.51.100.62',
          '198.51.100.62',
          '::ffff:198.51.100.62',
        ],
        'v4-prober',
      ),
      [401, 401, 401, 401, 429],
    );
  });
});

describe('a username guessed from many addresses', () => {
  const deviceCookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('atelier_admin_device='))
      ?.split(';')[0];
  /** Sign-ins to `store` as `username` (curator), from an address, with a browser's cookie or none. */
  const signInsTo =
    (store: RunningGateway) =>
    (from: string, password: string, cookie?: string, username = 'curator') =>
      fetch(`${store.url}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': from,
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify({ username, password }),
      });

  test("180 wrong passwords from 20 addresses are cut to the username's budget; the owner's known browser still signs in", async () => {
    // The default allowance: 10 failures per address and username, so 9 from each address pass it.
    const login = signInsTo(await startAnotherGateway({ LOGIN_ATTEMPTS_PER_15_MINUTES: '10' }));
    // The owner signed in from their browser before: it is known from now on.
    const before = await login('192.0.2.30', 'a-long-test-password');
    assert.equal(before.status, 200);
    const knownDevice = deviceCookieOf(before);

    const statuses = new Map<number, number>();
    for (let round = 0; round < 9; round++)
      for (let address = 1; address <= 20; address++) {
        const status = (await login(`203.0.113.${100 + address}`, `guess-${round}-${address}`)).status;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    // Strangers' browsers share one address's allowance (5 x 10) per 15 minutes, whatever their number.
    assert.equal(statuses.get(401), 50, `${[...statuses]}`);
    assert.equal(statuses.get(429), 130, `${[...statuses]}`);
    assert.ok(knownDevice, 'a sign-in leaves the known-device cookie');
    assert.match(
      before.headers.getSetCookie().find((c) => c.startsWith('atelier_admin_device='))!,
      /HttpOnly/i,
    );

    // The owner's known browser, from yet another address, is not held back by what strangers spent.
    assert.equal((await login('192.0.2.31', 'a-long-test-password', knownDevice)).status, 200);
    // A browser the gateway does not know waits out the window (at most 15 minutes), or the owner clears it.
    const unknown = await login('192.0.2.32', 'a-long-test-password');
    assert.equal(unknown.status, 429);
    assert.ok(Number(unknown.headers.get('retry-after')) <= 15 * 60);
    // A cookie is worth nothing changed, nor for another username.
    const forged = knownDevice.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    assert.equal((await login('192.0.2.33', 'a-long-test-password', forged)).status, 429);
    const elsewhere = await login('192.0.2.34', 'guess', knownDevice, 'someone-else');
    assert.equal(elsewhere.status, 401, 'judged as an unknown browser for that username');
  });

  test("a known browser's own failures are its own budget, which strangers cannot spend", async () => {
    const login = signInsTo(await startAnotherGateway({ LOGIN_ATTEMPTS_PER_15_MINUTES: '3' }));
    const knownDevice = deviceCookieOf(await login('192.0.2.40', 'a-long-test-password'))!;
    // Its own typos: three, each from another address (a phone on the move), then its own lockout.
    const own = [];
    for (const from of ['192.0.2.41', '192.0.2.42', '192.0.2.43', '192.0.2.44'])
      own.push((await login(from, 'typo', knownDevice)).status);
    assert.deepEqual(own, [401, 401, 401, 429]);
    // A browser without the cookie is judged by the username's budget, which those typos left alone.
    assert.equal((await login('198.51.100.45', 'a-long-test-password')).status, 200);
  });
});

describe('limits shared through Redis', () => {
  test('two gateway instances count public writes together', async () => {
    const shared = {
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `test:gateway:${randomBytes(6).toString('hex')}:`,
      PUBLIC_WRITE_LIMIT_PER_MINUTE: '3',
      LOGIN_ATTEMPTS_PER_15_MINUTES: '4',
    };
    const first = await startAnotherGateway(shared);
    const second = await startAnotherGateway(shared);
    const statuses: number[] = [];
    for (const instance of [first, second, first, second]) {
      const response = await fetch(`${instance.url}/api/cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.55' },
        body: '{}',
      });
      statuses.push(response.status);
    }
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    const ready = await fetch(`${first.url}/health/ready`);
    assert.equal(ready.status, 200);

    const badSignIn = (instance: RunningGateway) =>
      fetch(`${instance.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.56' },
        body: JSON.stringify({ username: 'curator', password: 'wrong-password' }),
      });
    const signIns: number[] = [];
    for (const instance of [first, second, first, second, first])
      signIns.push((await badSignIn(instance)).status);
    assert.deepEqual(signIns, [401, 401, 401, 401, 429], 'sign-in failures are counted across instances too');

    // The owner's way back in: the command clears the counts every instance reads.
    const redis = new Redis(shared.REDIS_URL);
    try {
      assert.ok((await clearSignInThrottle(redis, shared.REDIS_KEY_PREFIX)) >= 2);
    } finally {
      redis.disconnect();
    }
    const signIn = await fetch(`${second.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.56' },
      body: JSON.stringify({ username: 'curator', password: 'a-long-test-password' }),
    });
    assert.equal(signIn.status, 200, 'cleared: the admin signs in from the locked address');
  });
});

describe('Redis down', () => {
  /** atelier_degraded{dependency="redis"} as this process reports it. */
  const redisDegraded = async () =>
    (await dependencyDegraded.get()).values.find((value) => value.labels.dependency === 'redis')?.value;
  const until = async (what: string, probe: () => Promise<boolean>) => {
    const deadline = Date.now() + 30_000;
    while (!(await probe())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  test('the gateway stays ready and rate-limits in its own memory, says so, and shares the counts again once Redis is back', async () => {
    // A redis-server of this test's own: stopping it is an outage nobody else sees.
    const own = await startOwnRedis();
    try {
      const prefix = `test:gateway:${randomBytes(6).toString('hex')}:`;
      const limited = await startAnotherGateway({
        REDIS_URL: own.url,
        REDIS_KEY_PREFIX: prefix,
        PUBLIC_WRITE_LIMIT_PER_MINUTE: '3',
      });
      const write = (address: string) =>
        fetch(`${limited.url}/api/cart`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: '{}',
        }).then((response) => response.status);
      assert.equal(await write('192.0.2.70'), 200);
      assert.equal(await redisDegraded(), 0);

      await own.stop();
      await until('the outage reported', async () => (await redisDegraded()) === 1);
      const ready = await fetch(`${limited.url}/health/ready`);
      assert.equal(ready.status, 200, 'Redis is not a reason to take the gateway out of service');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push(await write('192.0.2.71'));
      assert.deepEqual(statuses, [200, 200, 200, 429], 'still limited, counted in memory');
      assert.equal(await write('192.0.2.72'), 200, 'another client has its own count');

      await own.start();
      await until('Redis back', async () => (await redisDegraded()) === 0);
      assert.equal(await write('192.0.2.73'), 200);
      const redis = new Redis(own.url);
      try {
        const keys = await redis.keys(`${prefix}*`);
        assert.ok(
          keys.some((key) => key.endsWith('192.0.2.73')),
          `counted in Redis again: ${keys.join(', ')}`,
        );
      } finally {
        redis.disconnect();
      }
    } finally {
      await own.stop();
    }
  });
});

describe('trusted proxies', () => {
  test('X-Forwarded-For from a proxy not in TRUSTED_PROXIES is ignored', async () => {
    // Only 10.0.0.1 is trusted, so these requests from loopback are all one client, whatever they claim.
    const strict = await startAnotherGateway({
      TRUSTED_PROXIES: '10.0.0.1',
      LOGIN_ATTEMPTS_PER_15_MINUTES: '2',
    });
    const statuses: number[] = [];
    for (const claimed of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      const response = await fetch(`${strict.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': claimed },
        body: JSON.stringify({ username: 'curator', password: 'wrong-password' }),
      });
      statuses.push(response.status);
    }
    assert.deepEqual(statuses, [401, 401, 429]);
  });
});
