/* global document -- the page.evaluate callback runs in the browser */
// axe-core on the five storefront page kinds Lighthouse must score 100 for accessibility (issue 14),
// and the motion that starts by itself on them: home, product, coming-soon, collection and artist
// pages, at 1366 and 390 px, against the seeded store.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations } from './support/axe.mjs';
import { baseUrl, launchBrowser, newPage, settleImages } from './support/browser.mjs';
import { storefrontPages } from './support/storefront-pages.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

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

// WCAG 2.2.2: motion that starts by itself and lasts over 5 s needs a way to stop it. None of the
// five pages has one, so each animation running once a page has loaded must end within 5 s (the
// home hero's pulsing dot beats three times). A pulse that never ended also had the compositor
// draw a frame at every refresh for as long as the page stayed open.
test('motion that starts by itself on the five storefront page kinds ends within 5 s', async () => {
  const pages = await storefrontPages();
  const found = [];
  for (const [kind, path] of Object.entries(pages)) {
    const page = await newPage(browser, 390);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    // The end time is read in the page: an endless animation's is Infinity.
    const tooLong = await page.evaluate(
      (limitMs) =>
        document
          .getAnimations()
          .map((animation) => ({
            name: animation.animationName ?? animation.constructor.name,
            endTime: animation.effect.getComputedTiming().endTime,
          }))
          .filter((a) => !(Number.isFinite(a.endTime) && a.endTime <= limitMs))
          .map((a) => `${a.name} ends at ${Number.isFinite(a.endTime) ? `${a.endTime} ms` : 'never'}`),
      5000,
    );
    found.push(...tooLong.map((line) => `${kind}: ${line}`));
    await page.context().close();
  }
  assert.deepEqual(found, []);
});
