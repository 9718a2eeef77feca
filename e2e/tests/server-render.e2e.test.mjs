/* global document -- page.evaluate callbacks run in the browser */
// The pages arrive rendered by the server (web/src/entry-server.tsx, run by the gateway) with the
// data they were rendered from, and the browser hydrates them without a mismatch.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { apiJson, baseUrl, launchBrowser, newPage, widths } from './support/browser.mjs';
import { storefrontPages } from './support/storefront-pages.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const html = async (path) => {
  const response = await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } });
  return { status: response.status, text: await response.text() };
};
const firstData = (text) =>
  JSON.parse(/<script type="application\/json" id="atelier-first-data">(.*?)<\/script>/s.exec(text)[1]);
const rootOf = (text) =>
  /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(text)?.[1] ?? '';

test('the HTML holds the rendered page and its first data, one <title> in the head', async () => {
  const home = await html('/');
  assert.equal(home.status, 200);
  assert.match(rootOf(home.text), /Furniture as Art\.[\s\S]*One of a Kind\./);
  const collections = await apiJson('/api/collections/active');
  const homeKeys = firstData(home.text).queries.map((q) => JSON.stringify(q.queryKey));
  assert.ok(homeKeys.includes(JSON.stringify(['collections', 'active'])));
  // The home page caches piece counts, not the product list itself.
  assert.ok(!homeKeys.includes(JSON.stringify(['products'])));
  if (collections[0]) assert.ok(rootOf(home.text).includes(collections[0].name.replace(/&/g, '&amp;')));

  const [piece] = (await apiJson('/api/products')).filter((p) => p.imageUrls.length > 0 && p.artist);
  const product = await html(`/product/${piece.id}`);
  assert.equal(product.status, 200);
  const [head] = product.text.split('</head>');
  assert.equal(product.text.match(/<title>/g).length, 1);
  assert.ok(head.includes(`<title>${piece.name} by ${piece.artist.name}</title>`.replace(/&/g, '&amp;')));
  assert.match(head, /<link rel="preload" as="image"/, 'the largest image is preloaded');
  assert.match(rootOf(product.text), new RegExp(`<h1[^>]*>${piece.name.replace(/&/g, '&amp;')}</h1>`));

  // A missing page and a missing product: status 404; the 404 page itself is rendered.
  const missing = await html('/no-such-page');
  assert.equal(missing.status, 404);
  assert.match(rootOf(missing.text), /<h1/);
  assert.equal((await html('/product/99999999')).status, 404);
  // The admin is left to the browser.
  assert.equal(rootOf((await html('/admin')).text), '');
});

test('the five page kinds hydrate without errors, asking the API for nothing and loading no schemas', async () => {
  const paths = Object.values(await storefrontPages());
  for (const width of widths) {
    for (const path of paths) {
      const page = await newPage(browser, width);
      const problems = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const requests = [];
      const scripts = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.text());
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      // The data came with the page, and a first visit has liked nothing: the browser asked the API
      // for nothing.
      const reads = requests.filter((p) => p.startsWith('/api/'));
      assert.deepEqual(reads, [], `${path} at ${width} px fetched ${reads}`);
      // Nor did it load zod and the contracts (~95 ms of a phone's CPU): they come with a first fetch.
      const withZod = (await Promise.all(scripts)).filter((source) => source.includes('$ZodType'));
      assert.equal(withZod.length, 0, `${path} at ${width} px loaded the schemas`);
      // Hydrated: the search button (React's handler) opens the dialog.
      await page.getByRole('button', { name: 'Search products' }).click();
      await page.getByRole('dialog').waitFor();
      assert.deepEqual(problems, [], `${path} at ${width} px`);
      await page.context().close();
    }
  }
});

test('a first visit paints the five page kinds in their web fonts, each font file preloaded and fetched once', async () => {
  const paths = Object.values(await storefrontPages());
  for (const path of paths) {
    const page = await newPage(browser, 360);
    const fontRequests = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    // A font the page uses but does not preload is found at the first layout and lays the page out
    // again when it arrives (web/src/styles/fonts.css): each one is preloaded, and the preload is
    // the one request for it (a preload without crossorigin would be fetched a second time).
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="preload"][as="font"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    assert.deepEqual(
      [...fontRequests].sort(),
      [...new Set(fontRequests)].sort(),
      `${path}: a font fetched twice`,
    );
    assert.deepEqual([...fontRequests].sort(), [...preloaded].sort(), `${path}: fonts fetched vs preloaded`);
    // And the text is drawn with them: the heading, the body text and the footer's italic tagline.
    const cdp = await page.context().newCDPSession(page);
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    await cdp.send('CSS.enable');
    for (const selector of ['h1', 'main p', 'footer p']) {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      assert.ok(
        fonts.length > 0 && fonts.every((font) => font.isCustomFont),
        `${path} ${selector} is drawn in ${fonts.map((font) => font.familyName)}`,
      );
    }
    await page.context().close();
  }
});
