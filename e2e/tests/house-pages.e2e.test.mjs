/* global document, getComputedStyle, window -- page.evaluate callbacks run in the browser */
// The house's pages in Chromium against the seeded store: each reached from the footer at a desktop
// and a phone width, served rendered with its own title and description; the notify form's links
// to the privacy policy and terms; and the demo store's home and Our Story heroes, which must open
// on their seeded images rather than an empty dark block.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { apiJson, baseUrl, launchBrowser, newPage, settleImages, shot } from './support/browser.mjs';

const housePages = [
  { link: 'Shipping & Delivery', path: '/shipping', shot: 'house-shipping' },
  { link: 'Returns', path: '/returns', shot: 'house-returns' },
  { link: 'FAQ', path: '/faq', shot: 'house-faq' },
  { link: 'Privacy Policy', path: '/privacy', shot: 'house-privacy' },
  { link: 'Terms & Conditions', path: '/terms', shot: 'house-terms' },
];
const widths = [1366, 390];

/** What the first screen shows (the shared `shot` takes the whole page). */
const firstScreenShot = (page, name, width) =>
  page.screenshot({ path: fileURLToPath(new URL(`../screenshots/${name}-${width}.png`, import.meta.url)) });

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Waits until the hero's backdrop image has loaded and faded in; answers its current source. */
async function heroImage(page, headingId) {
  const image = page.locator(`section[aria-labelledby="${headingId}"] img`);
  await image.waitFor();
  await page.waitForFunction((id) => {
    const img = document.querySelector(`section[aria-labelledby="${id}"] img`);
    return img?.complete && img.naturalWidth > 0 && getComputedStyle(img).opacity === '1';
  }, headingId);
  return image.evaluate((img) => img.currentSrc);
}

test('the demo store opens on its seeded home and Our Story heroes', async () => {
  const home = await apiJson('/api/hero-media/active');
  const story = await apiJson('/api/story-hero-media/active');
  assert.ok(home && story, 'both heroes have an active item');
  assert.equal(home.mediaType, 'image');
  assert.equal(story.mediaType, 'image');
  for (const width of widths) {
    const page = await newPage(browser, width);
    await page.goto(baseUrl);
    await page.getByRole('heading', { level: 1, name: 'Furniture as Art. One of a Kind.' }).waitFor();
    assert.match(await heroImage(page, 'hero-title'), /\/demo\/heroes\/home-(480|960|1600)\.webp$/);
    await firstScreenShot(page, 'home-hero', width);
    await page.goto(`${baseUrl}/story`);
    await page.getByRole('heading', { level: 1, name: 'Our Story' }).waitFor();
    assert.match(await heroImage(page, 'story-title'), /\/demo\/heroes\/story-(480|960|1600)\.webp$/);
    await firstScreenShot(page, 'story-hero', width);
    await page.context().close();
  }
});

test('every house page is reached from the footer, at a desktop and a phone width', async () => {
  for (const width of widths) {
    const page = await newPage(browser, width);
    await page.goto(baseUrl);
    for (const house of housePages) {
      // The footer of whichever page is open: home first, then the previous house page.
      await page
        .getByRole('navigation', { name: 'The house', exact: true })
        .getByRole('link', { name: house.link })
        .click();
      await page.waitForURL(`${baseUrl}${house.path}`);
      await page.getByRole('heading', { level: 1, name: house.link }).waitFor();
      assert.equal(await page.title(), `${house.link} | Atelier`);
      // A new page starts at its top (scrolled there smoothly, so wait for it to arrive).
      await page.waitForFunction(() => window.scrollY === 0);
      // Nothing wider than the screen at a phone's width.
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
      await settleImages(page);
      await shot(page, house.shot, width);
    }
    await page.context().close();
  }
});

test('a FAQ answer opens from the keyboard', async () => {
  const page = await newPage(browser, 1366);
  await page.goto(`${baseUrl}/faq`);
  const question = page.locator('summary', { hasText: 'Can I return a piece?' });
  await question.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: 'Returns', exact: true }).first().waitFor();
  assert.equal(await question.evaluate((summary) => summary.parentElement.open), true);
  await page.context().close();
});

test('the house pages are served rendered, each with one title and its own description', async () => {
  for (const house of housePages) {
    const response = await fetch(`${baseUrl}${house.path}`, { headers: { Accept: 'text/html' } });
    assert.equal(response.status, 200, house.path);
    const [head, body] = (await response.text()).split('</head>');
    assert.equal(head.match(/<title>/g)?.length, 1, house.path);
    assert.ok(head.includes(`<title>${house.link.replace(/&/g, '&amp;')} | Atelier</title>`), house.path);
    const descriptions = [...head.matchAll(/<meta name="description" content="([^"]+)"/g)];
    assert.equal(descriptions.length, 1, house.path);
    assert.doesNotMatch(descriptions[0][1], /^Atelier: one-of-a-kind, artist-made furniture/, house.path);
    assert.match(body, /<h1[^>]*>/, house.path);
  }
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  for (const house of housePages) assert.ok(sitemap.includes(`${house.path}</loc>`), house.path);
});

test("the notify form links to the privacy policy's text-message section and to the terms", async () => {
  const [item] = await apiJson('/api/coming-soon');
  assert.ok(item, 'the demo store has a sneak peek');
  const page = await newPage(browser, 390);
  await page.goto(`${baseUrl}/coming-soon/${item.id}`);
  await page.getByRole('button', { name: 'Notify Me When Available' }).click();
  const terms = page.getByRole('link', { name: 'Terms', exact: true });
  assert.equal(await terms.getAttribute('href'), '/terms#text-alerts');
  await page.getByRole('link', { name: 'Privacy Policy', exact: true }).first().click();
  await page.waitForURL(`${baseUrl}/privacy#text-messages`);
  const section = page.getByRole('heading', { level: 2, name: 'Text message alerts' });
  await section.waitFor();
  assert.ok(await section.isVisible());
  await firstScreenShot(page, 'privacy-text-messages', 390);
  await page.context().close();
});
