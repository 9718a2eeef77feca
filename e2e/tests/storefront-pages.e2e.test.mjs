/* global document -- page.evaluate callbacks run in the browser */
// The shop's detail pages in Chromium against the seeded store: product, coming-soon, collection,
// artist and story pages, the share menu and likes (the search dialog: search.e2e.test.mjs). Ids come
// from the public API.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  apiJson,
  baseUrl,
  createProductAsAdmin,
  launchBrowser,
  newPage,
  settleImages,
  shot,
  widths,
} from './support/browser.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const usd = (price) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    Number(price),
  );

test('a product page shows the piece, buys, likes, shares and says when it is missing', async () => {
  const products = await apiJson('/api/products');
  const piece = products.find((p) => p.quantity > 0 && p.artist && p.imageUrls.length > 1);
  assert.ok(piece, 'the demo store has an in-stock product with an artist and several images');
  for (const width of widths) {
    const page = await newPage(browser, width, { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(`${baseUrl}/product/${piece.id}`);
    await page.getByRole('heading', { level: 1, name: piece.name }).waitFor();
    assert.equal(await page.title(), `${piece.name} by ${piece.artist.name}`);
    await page.getByText(`By ${piece.artist.name}`, { exact: true }).waitFor();
    const buy = page.getByRole('link', { name: `Buy Now - ${usd(piece.price)}` });
    assert.equal(await buy.getAttribute('href'), `/checkout/${piece.id}`);
    assert.equal(
      await page.getByRole('list', { name: 'Images' }).getByRole('button').count(),
      piece.imageUrls.length,
    );
    await page.getByRole('region', { name: 'About the Artist' }).waitFor();
    await settleImages(page);
    await shot(page, 'product', width);

    // Like, then unlike: the count follows and the button says whether it is pressed.
    const like = page.getByRole('button', { name: new RegExp(`^Like ${piece.name}`) });
    await page.waitForFunction(() => !document.querySelector('[aria-pressed][disabled]'));
    const before = Number(await like.getByTestId('likes-count').innerText());
    await like.click();
    await page.waitForFunction(
      (n) =>
        document.querySelector('[aria-pressed="true"] [data-testid="likes-count"]')?.textContent ===
        String(n),
      before + 1,
    );
    await like.click();
    await page.waitForFunction(
      (n) =>
        document.querySelector('[aria-pressed="false"] [data-testid="likes-count"]')?.textContent ===
        String(n),
      before,
    );

    // Copy link: the clipboard holds the product's address and the toast says so.
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await page.getByText('Link copied', { exact: true }).waitFor();
    await page.getByText('Product link copied to clipboard.', { exact: true }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), `${baseUrl}/product/${piece.id}`);

    // Add to Cart: the cart takes it (the checkout path has its own test, checkout.e2e.test.mjs).
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Added to Cart', { exact: true }).waitFor();
    await page.context().close();
  }

  const page = await newPage(browser, 1366);
  await page.goto(`${baseUrl}/product/99999999`);
  await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();
  await page.getByText("The product you're looking for doesn't exist.").waitFor();
  await page.context().close();
});

const decodeEntities = (text) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

test('crawlers without JavaScript get product metadata, a 404 status and the sitemap', async () => {
  const [piece] = await apiJson('/api/products');
  const html = (path) => fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } });
  // Link-preview fetchers and crawlers send */* (or no Accept header), not a browser's list.
  const response = await fetch(`${baseUrl}/product/${piece.id}`, { headers: { accept: '*/*' } });
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type'), /^text\/html/);
  const text = await response.text();
  const ogTitle = /<meta property="og:title" content="([^"]*)" \/>/.exec(text);
  assert.ok(ogTitle, 'the page carries og:title');
  assert.equal(decodeEntities(ogTitle[1]), `${piece.name} by ${piece.artist?.name ?? 'Atelier'}`);
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(text)[1]);
  assert.equal(jsonLd['@type'], 'Product');
  assert.equal(jsonLd.name, piece.name);
  assert.equal(jsonLd.offers.price, piece.price);
  assert.equal(jsonLd.offers.priceCurrency, 'USD');
  assert.equal(
    jsonLd.offers.availability,
    // The newest piece may have been sold (or be held) by an earlier browser test.
    piece.quantity > 0
      ? 'https://schema.org/InStock'
      : piece.reservedQuantity > 0
        ? 'https://schema.org/OutOfStock'
        : 'https://schema.org/SoldOut',
  );
  assert.match(text, new RegExp(`<link rel="canonical" href="[^"]*/product/${piece.id}" />`));
  assert.equal((await html('/no-such-page')).status, 404);
  const jsonOnly = await fetch(`${baseUrl}/product/${piece.id}`, { headers: { accept: 'application/json' } });
  assert.equal(jsonOnly.status, 404, 'a client asking only for JSON is not sent the page');
  assert.equal((await html('/product/99999999')).status, 404);
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  assert.match(sitemap, new RegExp(`<loc>[^<]*/product/${piece.id}</loc>`));
});

for (const width of [1366, 390]) {
  test(`a sold piece is plainly sold at ${width} px: a quiet Sold mark, no price or buy buttons, SoldOut data, commission something similar`, async () => {
    const name = `Sold Piece ${width} ${Date.now()}`;
    const soldOut = await createProductAsAdmin({ name, price: 1200, quantity: 0 });
    const served = await (
      await fetch(`${baseUrl}/product/${soldOut.id}`, { headers: { accept: 'text/html' } })
    ).text();
    assert.match(served, /"availability":"https:\/\/schema\.org\/SoldOut"/);
    const page = await newPage(browser, width);
    await page.goto(`${baseUrl}/product/${soldOut.id}`);
    await page.getByTestId('product-price').filter({ hasText: 'Sold' }).waitFor();
    assert.equal(await page.getByRole('link', { name: /Buy Now/ }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Add to Cart' }).count(), 0);
    assert.equal(await page.getByText(/Limited: 0 available/).count(), 0);
    await shot(page, 'sold-product', width);
    await page.getByRole('link', { name: 'Commission something similar' }).click();
    await page.waitForURL(/\/commission\?piece=/);
    await page
      .getByTestId('commission-reference')
      .filter({ hasText: `Something like ${name}` })
      .waitFor();
    await page.context().close();
  });
}

test('a product video is embedded from the privacy-enhanced domain', async () => {
  const withVideo = await createProductAsAdmin({
    name: `Filmed Piece ${Date.now()}`,
    price: '3400.5',
    videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  });
  const page = await newPage(browser, 1366);
  await page.goto(`${baseUrl}/product/${withVideo.id}`);
  await page.getByRole('heading', { name: 'Product Showcase' }).waitFor();
  const frame = page.locator('iframe');
  assert.equal(await frame.getAttribute('src'), 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  assert.equal(await frame.getAttribute('loading'), 'lazy');
  await page.context().close();
});

test('a coming-soon page shows the preview and its notify-me form', async () => {
  const items = await apiJson('/api/coming-soon');
  const item = items.find((i) => i.artist) ?? items[0];
  assert.ok(item, 'the demo store has coming-soon items');
  for (const width of widths) {
    const page = await newPage(browser, width);
    await page.goto(`${baseUrl}/coming-soon/${item.id}`);
    await page.getByRole('heading', { level: 1, name: item.name }).waitFor();
    await page.getByText('Coming Soon', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Back to Collections' }).waitFor();
    await settleImages(page);
    await shot(page, 'coming-soon', width);

    await page.getByRole('button', { name: 'Notify Me When Available' }).click();
    const phone = page.getByLabel('Phone number');
    assert.equal(await phone.getAttribute('type'), 'tel');
    // A valid US number of its own per width and run (the same one twice is 'already registered').
    await phone.fill(`(646) 55${width === 360 ? 1 : 2}-${String(Date.now() % 10_000).padStart(4, '0')}`);
    await page.getByRole('button', { name: 'Notify Me', exact: true }).click();
    await page.getByText("You'll be notified when this item becomes available!", { exact: true }).waitFor();
    await page.context().close();
  }
  const page = await newPage(browser, 360);
  await page.goto(`${baseUrl}/coming-soon/99999999`);
  await page.getByRole('heading', { name: 'Item Not Found' }).waitFor();
  await page.context().close();
});

test('a collection page lists its pieces and previews with likes and sign-up', async () => {
  const [collections, products, items] = await Promise.all([
    apiJson('/api/collections/active'),
    apiJson('/api/products'),
    apiJson('/api/coming-soon'),
  ]);
  const live = collections.find((c) => products.some((p) => p.collectionId === c.id));
  const preview = collections.find((c) => items.some((i) => i.collectionId === c.id));
  assert.ok(live && preview, 'the demo store has a collection with pieces and one with previews');
  for (const width of widths) {
    const page = await newPage(browser, width);
    await page.goto(`${baseUrl}/collection/${live.id}`);
    const available = page.getByRole('region', { name: 'Available Now' });
    await available.waitFor();
    const count = products.filter((p) => p.collectionId === live.id).length;
    assert.equal(await available.getByRole('article').count(), count);
    // Other browser tests may have sold or held a piece of this collection: the header counts only
    // those still to be had as available (and the sold ones apart).
    const buyable = products.filter((p) => p.collectionId === live.id && p.quantity > 0).length;
    await page.getByText(new RegExp(`^${buyable} Available(?: • \\d+ Sold)? • \\d+ Coming Soon$`)).waitFor();
    const card = available.getByRole('article').first();
    const like = card.getByRole('button', { name: /^Like / });
    const before = Number(await like.getByTestId('likes-count').innerText());
    await like.click();
    await page.waitForFunction(
      (n) =>
        document.querySelector('article [aria-pressed="true"] [data-testid="likes-count"]')?.textContent ===
        String(n),
      before + 1,
    );
    await settleImages(page);
    await shot(page, 'collection-live', width);

    await page.goto(`${baseUrl}/collection/${preview.id}`);
    const upcoming = page.getByRole('region', { name: 'Coming Soon' });
    await upcoming.waitFor();
    const first = upcoming.getByRole('article').first();
    await first.getByRole('button', { name: 'Notify Me When Available' }).click();
    await first.getByRole('button', { name: 'Cancel' }).waitFor();
    await first.getByRole('button', { name: 'Sign Up' }).waitFor();
    await settleImages(page);
    await shot(page, 'collection-preview', width);
    await page.context().close();
  }
});

test('an artist page lists the artist’s pieces, each linking to its page', async () => {
  const [artists, products] = await Promise.all([apiJson('/api/artists'), apiJson('/api/products')]);
  const artist = artists.find((a) => products.some((p) => p.artistId === a.id));
  assert.ok(artist, 'the demo store has an artist with pieces');
  const page = await newPage(browser, 1366);
  await page.goto(`${baseUrl}/artist/${artist.id}#artist-collection`);
  const grid = page.getByRole('region', { name: 'Collection' });
  await grid.getByRole('article').first().waitFor();
  const works = products.filter((p) => p.artistId === artist.id);
  assert.equal(await grid.getByRole('article').count(), works.length);
  await grid.getByRole('link', { name: works[0].name, exact: true }).click();
  await page.waitForURL(`${baseUrl}/product/${works[0].id}`);
  await page.getByRole('heading', { level: 1, name: works[0].name }).waitFor();
  await page.context().close();
});

test('the story page tells the story and its buttons go to the home sections', async () => {
  for (const width of widths) {
    const page = await newPage(browser, width);
    await page.goto(`${baseUrl}/story`);
    await page.getByRole('heading', { level: 1, name: 'Our Story' }).waitFor();
    await shot(page, 'story', width);
    await page.getByRole('button', { name: 'Sneak Peek the Future' }).click();
    await page.waitForURL(`${baseUrl}/#sneak-peek`);
    const section = page.locator('#sneak-peek');
    await page.waitForFunction(() => {
      const top = document.getElementById('sneak-peek')?.getBoundingClientRect().top;
      return top !== undefined && Math.abs(top - 88) < 12;
    });
    assert.ok(await section.isVisible());
    await page.context().close();
  }
});
