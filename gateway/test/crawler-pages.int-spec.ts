// The web app's pages as crawlers see them, with a stand-in catalog and a stand-in built web app:
// known pages 200, unknown 404 with the app's HTML, detail pages with their metadata filled in
// (escaped), a missing item 404, a catalog failure the plain page, the same pages whatever the
// client accepts (unless it asks only for JSON), robots.txt and sitemap.xml.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createLogger, InProcessEventBus } from '@atelier/platform';
import { createTestDatabase, type TestDatabase } from '@atelier/platform/testing';
import { gatewaySettingsSchema, type RunningGateway, startGateway } from '../src/index.js';

const logger = createLogger('gateway', 'silent');
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Default description" />
    <title>Atelier | Furniture as Art</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const product = {
  id: 7,
  name: 'Ember </script><script>alert("x")</script> Chair',
  description: 'A "bold" chair & more',
  price: '4800.00',
  quantity: 0,
  imageUrls: ['ember-1.webp'],
  artist: { id: 2, name: "Iris O'Neil" },
  createdAt: '2026-01-02T03:04:05.000Z',
};
const catalog: Record<string, unknown> = {
  '/api/products/7': product,
  '/api/products/8': {
    ...product,
    id: 8,
    name: 'Stool',
    quantity: 3,
    imageUrls: ['https://cdn.example/s.jpg'],
  },
  '/api/products': [product],
  '/api/coming-soon': [{ id: 4, createdAt: '2026-02-01T00:00:00.000Z' }],
  '/api/collections/active': [{ id: 5, updatedAt: '2026-03-01T00:00:00.000Z' }],
  '/api/artists': [{ id: 2 }],
  '/api/artists/2': { id: 2, name: 'Iris & Co', bio: 'Carves <oak>.', specialty: null, imageUrl: '/a.jpg' },
};

let database: TestDatabase;
let upstream: Server;
let webDir: string;
let gateway: RunningGateway;
let bus: InProcessEventBus;

before(async () => {
  upstream = createServer((req, res) => {
    req.resume();
    if (req.url === '/api/collections/9') {
      res.writeHead(500, { 'content-type': 'application/json' });
      return res.end('{}');
    }
    const body = catalog[req.url ?? ''];
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body ?? { statusCode: 404 }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;
  webDir = mkdtempSync(join(tmpdir(), 'atelier-web-'));
  writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
  database = await createTestDatabase('gateway_crawler');
  bus = new InProcessEventBus(logger);
  gateway = await startGateway(
    { database: database.connection, logger, bus, upstreams: { catalog: upstreamUrl } },
    gatewaySettingsSchema.parse({
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: 'a-long-test-password',
      INTERNAL_AUTH_SECRET: 'crawler-test-secret-0123456789abcdef',
      WEB_DIST_DIR: webDir,
      PUBLIC_ORIGIN: 'https://atelier.example/',
    }),
  );
});
after(async () => {
  await gateway?.close();
  await bus?.close();
  await database?.drop();
  upstream?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const page = async (path: string) => {
  const response = await fetch(`${gateway.url}${path}`, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text(), headers: response.headers };
};

describe('web app pages', () => {
  test('known pages answer 200 with the app, unknown ones 404 with the app (no-cache)', async () => {
    for (const path of ['/', '/story', '/admin', '/story/', '/cart', '/cart/checkout', '/checkout/7']) {
      const { status, html } = await page(path);
      assert.equal(status, 200, path);
      assert.match(html, /<div id="root">/);
    }
    for (const path of ['/nowhere', '/carts', '/checkout', '/product', '/product/7/more']) {
      const { status, html, headers } = await page(path);
      assert.equal(status, 404, path);
      assert.match(html, /<div id="root">/);
      assert.equal(headers.get('cache-control'), 'no-cache');
    }
  });

  test('a product page carries its title, canonical, Open Graph, Twitter and JSON-LD, all escaped', async () => {
    const { status, html } = await page('/product/7');
    assert.equal(status, 200);
    assert.equal(html.match(/<title>/g)?.length, 1);
    assert.ok(
      html.includes(
        '<title>Ember &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Chair by Iris O&#39;Neil</title>',
      ),
    );
    assert.ok(!html.includes('Default description'));
    assert.ok(html.includes('<meta name="description" content="A &quot;bold&quot; chair &amp; more" />'));
    assert.ok(html.includes('<link rel="canonical" href="https://atelier.example/product/7" />'));
    assert.ok(html.includes('<meta property="og:type" content="product" />'));
    assert.ok(html.includes('<meta property="og:url" content="https://atelier.example/product/7" />'));
    assert.ok(
      html.includes('<meta property="og:image" content="https://atelier.example/uploads/ember-1.webp" />'),
    );
    assert.ok(html.includes('<meta name="twitter:card" content="summary_large_image" />'));
    // The only <script> tag is the JSON-LD one: the name cannot close it.
    assert.equal(html.match(/<script/g)?.length, 1);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]) as {
      name: string;
      offers: { price: string; priceCurrency: string; availability: string; url: string };
      brand: { name: string };
    };
    assert.equal(jsonLd.name, product.name);
    assert.equal(jsonLd.brand.name, "Iris O'Neil");
    assert.deepEqual(
      { ...jsonLd.offers },
      {
        '@type': 'Offer',
        price: '4800.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/SoldOut',
        url: 'https://atelier.example/product/7',
      },
    );
    const inStock = await page('/product/8');
    assert.ok(inStock.html.includes('"availability":"https://schema.org/InStock"'));
    assert.ok(inStock.html.includes('<meta property="og:image" content="https://cdn.example/s.jpg" />'));
  });

  test('an artist page has website metadata and no JSON-LD', async () => {
    const { status, html } = await page('/artist/2');
    assert.equal(status, 200);
    assert.ok(html.includes('<title>Iris &amp; Co | Atelier</title>'));
    assert.ok(html.includes('<meta property="og:type" content="website" />'));
    assert.ok(html.includes('<meta property="og:image" content="https://atelier.example/a.jpg" />'));
    assert.ok(!html.includes('application/ld+json'));
  });

  test('a missing item is the 404 page; a failing catalog gives the plain page', async () => {
    const missing = await page('/product/999');
    assert.equal(missing.status, 404);
    assert.match(missing.html, /<div id="root">/);
    const failing = await page('/collection/9');
    assert.equal(failing.status, 200);
    assert.ok(failing.html.includes('<title>Atelier | Furniture as Art</title>'));
    assert.ok(!failing.html.includes('og:title'));
  });
});

// node:http, not fetch: fetch always sends an Accept header (*/*), and some fetchers send none.
const requestAs = (method: 'GET' | 'HEAD', path: string, accept?: string) =>
  new Promise<{ status: number; body: string; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const url = new URL(gateway.url);
    const headers = accept === undefined ? {} : { accept };
    const req = httpRequest({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });

// What real fetchers send: nothing (many link-preview bots, curl -H 'Accept:'), curl's and
// Slack's or Facebook's */*, a browser's navigation list, and a client asking for JSON only.
const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8';
const PAGE_ACCEPTS = [undefined, '*/*', BROWSER_ACCEPT, 'text/html'];

describe('pages whatever the client accepts', () => {
  test('known pages 200 and unknown ones the 404 page, with no Accept header, */* or a browser list', async () => {
    const cases: Array<[string, number]> = [
      ['/', 200],
      ['/story', 200],
      ['/product/7', 200],
      ['/artist/2', 200],
      ['/nowhere', 404],
      ['/product/999', 404],
    ];
    for (const accept of PAGE_ACCEPTS)
      for (const [path, status] of cases) {
        const response = await requestAs('GET', path, accept);
        const label = `${path} with Accept ${accept ?? '(none)'}`;
        assert.equal(response.status, status, label);
        assert.match(response.headers['content-type'] ?? '', /^text\/html/, label);
        assert.match(response.body, /<div id="root">/, label);
        assert.match(response.headers.vary ?? '', /accept(,|$)/i, label);
      }
  });

  test('a product page fetched with */* or no Accept header carries its Open Graph tags and JSON-LD', async () => {
    for (const accept of [undefined, '*/*']) {
      const { status, body } = await requestAs('GET', '/product/8', accept);
      assert.equal(status, 200);
      assert.ok(body.includes('<meta property="og:title" content="Stool by Iris O&#39;Neil" />'), body);
      const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(body)![1]) as {
        '@type': string;
      };
      assert.equal(jsonLd['@type'], 'Product');
    }
  });

  test('a client that asks only for JSON gets the JSON 404 for a page address', async () => {
    for (const accept of ['application/json', 'application/ld+json', 'application/json, text/html;q=0'])
      for (const path of ['/', '/product/7', '/nowhere']) {
        const response = await requestAs('GET', path, accept);
        assert.equal(response.status, 404, `${path} with Accept ${accept}`);
        assert.match(response.headers['content-type'] ?? '', /^application\/json/);
        assert.doesNotMatch(response.body, /<div id="root">/);
        assert.match(response.headers.vary ?? '', /accept(,|$)/i, 'a cache keeps the two answers apart');
      }
    // Listing JSON first but accepting anything (axios's default) is not asking only for JSON.
    const both = await requestAs('GET', '/product/7', 'application/json, text/plain, */*');
    assert.equal(both.status, 200);
    assert.match(both.body, /<div id="root">/);
  });

  test('HEAD answers as GET does, without a body', async () => {
    for (const accept of [undefined, '*/*']) {
      const known = await requestAs('HEAD', '/product/7', accept);
      assert.equal(known.status, 200);
      assert.match(known.headers['content-type'] ?? '', /^text\/html/);
      assert.equal(known.body, '');
      const unknown = await requestAs('HEAD', '/nowhere', accept);
      assert.equal(unknown.status, 404);
      assert.match(unknown.headers['content-type'] ?? '', /^text\/html/);
      assert.equal(unknown.body, '');
    }
  });

  test('API, health and upload paths and missing files are never answered with a page', async () => {
    for (const accept of PAGE_ACCEPTS)
      for (const path of ['/api/nothing', '/api', '/health/nothing', '/uploads/a/b.webp', '/missing.png']) {
        const response = await requestAs('GET', path, accept);
        assert.equal(response.status, 404, `${path} with Accept ${accept ?? '(none)'}`);
        assert.doesNotMatch(response.body, /<div id="root">/, path);
      }
  });
});

describe('crawler files', () => {
  test('robots.txt disallows the back office and the API and names the sitemap', async () => {
    const response = await fetch(`${gateway.url}/robots.txt`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'public, no-cache');
    const text = await response.text();
    assert.match(text, /^User-agent: \*$/m);
    assert.match(text, /^Disallow: \/admin$/m);
    assert.match(text, /^Disallow: \/api\/$/m);
    assert.match(text, /^Sitemap: https:\/\/atelier\.example\/sitemap\.xml$/m);
  });

  test('sitemap.xml lists every public page with lastmod where known, and revalidates with its ETag', async () => {
    const response = await fetch(`${gateway.url}/sitemap.xml`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    assert.deepEqual(
      locs,
      [
        '/',
        '/story',
        '/commission',
        '/shipping',
        '/returns',
        '/faq',
        '/privacy',
        '/terms',
        '/product/7',
        '/coming-soon/4',
        '/collection/5',
        '/artist/2',
      ].map((path) => `https://atelier.example${path}`),
    );
    assert.ok(xml.includes('<lastmod>2026-01-02T03:04:05.000Z</lastmod>'));
    assert.ok(xml.includes('<lastmod>2026-03-01T00:00:00.000Z</lastmod>'));
    const again = await fetch(`${gateway.url}/sitemap.xml`, {
      headers: { 'if-none-match': response.headers.get('etag')! },
    });
    assert.equal(again.status, 304);
  });
});
