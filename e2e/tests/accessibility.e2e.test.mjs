// axe-core on the five storefront page kinds Lighthouse must score 100 for accessibility (issue 14):
// home, product, coming-soon, collection and artist pages, at 1366 and 390 px, against the seeded
// store. Ids come from the public API.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations } from './support/axe.mjs';
import { apiJson, baseUrl, launchBrowser, newPage, settleImages } from './support/browser.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function storefrontPages() {
  const [products, comingSoon, collections, artists] = await Promise.all(
    ['/api/products', '/api/coming-soon', '/api/collections/active', '/api/artists'].map(apiJson),
  );
  const product = products.find((p) => p.quantity > 0 && p.artist) ?? products[0];
  // An artist with pieces: the page then shows its Categories stat and its collection grid too.
  const artist = artists.find((a) => products.some((p) => p.artistId === a.id));
  assert.ok(product && comingSoon[0] && collections[0] && artist, 'the demo store has one of each');
  return {
    home: '/',
    product: `/product/${product.id}`,
    'coming-soon': `/coming-soon/${comingSoon[0].id}`,
    collection: `/collection/${collections[0].id}`,
    artist: `/artist/${artist.id}`,
  };
}

for (const width of [1366, 390]) {
  test(`home, product, coming-soon, collection and artist pages have no axe violations at ${width} px`, async () => {
    const pages = await storefrontPages();
    const found = [];
    for (const [kind, path] of Object.entries(pages)) {
      const page = await newPage(browser, width, { bypassCSP: true });
      await page.goto(`${baseUrl}${path}`);
      await settleImages(page);
      found.push(...(await axeViolations(page)).map((line) => `${kind} (${path}): ${line}`));
      await page.context().close();
    }
    assert.deepEqual(found, []);
  });
}
