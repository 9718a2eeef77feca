// An admin's first Edit of a visit changes only what the admin changed (issue 32 item 1): opened
// straight after the dashboard loads, while its artist and collection lists are still on their way
// (held back here, as a slow connection would), saved, and every stored field is as before.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, test } from 'node:test';
import { apiJson, baseUrl, launchBrowser, newPage, shot, widths } from './support/browser.mjs';

const adminUsername = process.env.E2E_ADMIN_USERNAME ?? 'admin';
const adminPassword = process.env.E2E_ADMIN_PASSWORD ?? 'admin-password';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

/** A signed-in dashboard whose artist and collection lists answer `delayMs` late. */
async function dashboardWithSlowLists(width, delayMs) {
  const page = await newPage(browser, width);
  await page.goto(`${baseUrl}/admin`);
  await page.getByLabel('Username').fill(adminUsername);
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  await page.route(/\/api\/(artists|collections)$/, async (route) => {
    await sleep(delayMs);
    await route.continue();
  });
  return page;
}

const storedFields = ({ likesCount: _likes, updatedAt: _updated, ...rest }) => rest;

/** The piece as the public API answers it once `saved` holds (the edge cache follows the save's event). */
async function storedOnce(id, saved, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const piece = await apiJson(`/api/products/${id}`);
    if (saved(piece) || Date.now() > deadline) return piece;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

for (const width of widths) {
  test(`a product edited at once keeps its artist, collection and every other field (${width} px)`, async () => {
    const products = await apiJson('/api/products');
    const piece = products.find((p) => p.artist && p.collection && !p.isBiddingEnabled);
    assert.ok(piece, 'the demo store has a piece with an artist and a collection');
    const page = await dashboardWithSlowLists(width, 2_000);
    // A fresh load of the section: nothing is cached yet.
    await page.goto(`${baseUrl}/admin?section=products`);
    await page.getByRole('button', { name: `Edit ${piece.name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    await dialog.getByRole('switch', { name: 'Enable bidding (auction)' }).check();
    await shot(page, 'admin-edit-product-lists-loading', width);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Product updated successfully', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const saved = await storedOnce(piece.id, (p) => p.isBiddingEnabled);
    assert.deepEqual(storedFields(saved), { ...storedFields(piece), isBiddingEnabled: true });

    // Once the lists are in, the dialog starts on the piece's own artist and collection.
    await page.getByRole('button', { name: `Edit ${piece.name}`, exact: true }).click();
    await dialog.getByRole('option', { name: piece.artist.name }).waitFor({ state: 'attached' });
    assert.equal(
      await dialog.getByRole('combobox', { name: 'Artist' }).evaluate((s) => s.selectedOptions[0].text),
      piece.artist.name,
    );
    assert.match(
      await dialog.getByRole('combobox', { name: 'Collection' }).evaluate((s) => s.selectedOptions[0].text),
      new RegExp(`^${piece.collection.name} \\(`),
    );
    await dialog.getByRole('switch', { name: 'Enable bidding (auction)' }).uncheck();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    // The first save's toast may still show: the dialog closing is this save's answer.
    await dialog.waitFor({ state: 'hidden' });
    const restored = await storedOnce(piece.id, (p) => !p.isBiddingEnabled);
    assert.deepEqual(storedFields(restored), storedFields(piece));
    await page.context().close();
  });
}

test('a sneak peek item edited at once keeps its artist, collection and every other field', async () => {
  const items = await apiJson('/api/coming-soon');
  const item = items.find((i) => i.artistId !== null && i.collectionId !== null);
  assert.ok(item, 'the demo store has a sneak peek item with an artist and a collection');
  const page = await dashboardWithSlowLists(1366, 2_000);
  await page.goto(`${baseUrl}/admin?section=sneak-peek`);
  await page.getByRole('button', { name: `Edit ${item.name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Sneak Peek Item' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Sneak peek item updated successfully', { exact: true }).waitFor();
  assert.deepEqual(storedFields(await apiJson(`/api/coming-soon/${item.id}`)), storedFields(item));
  await page.context().close();
});
