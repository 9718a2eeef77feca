/* global document -- page.evaluate callbacks run in the browser */
// The search dialog in Chromium against the seeded store, at a desktop and a phone width: the field
// has focus on open, results are a grouped listbox chosen with the keyboard, prices read as money,
// a sold piece is marked Sold, upcoming items have their own group, and finding nothing suggests
// collections and artists.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { apiJson, baseUrl, createProductAsAdmin, launchBrowser, newPage } from './support/browser.mjs';

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

// The dialog floats over the page: a shot of the viewport shows it as a shopper sees it.
const shot = (page, name, width) =>
  page.screenshot({ path: fileURLToPath(new URL(`../screenshots/${name}-${width}.png`, import.meta.url)) });

async function openSearch(page) {
  await page.getByRole('button', { name: 'Search products' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search Products' });
  await dialog.waitFor();
  const input = dialog.getByRole('combobox', { name: 'Search products' });
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
  return { dialog, input };
}

for (const width of [1366, 390]) {
  test(`search at ${width} px: keyboard choice, money, a Sold mark, upcoming items, suggestions`, async () => {
    // A word of this run's own, so the two pieces are the only ones it finds.
    const tag = `Qv${Date.now().toString(36)}${width}`;
    const sold = await createProductAsAdmin({ name: `${tag} Cabinet`, price: 16800, quantity: 0 });
    const open = await createProductAsAdmin({ name: `${tag} Table`, price: 22000, quantity: 1 });

    const page = await newPage(browser, width);
    await page.goto(`${baseUrl}/`);
    let { dialog, input } = await openSearch(page);
    await input.fill(tag.slice(0, 2));
    await dialog.getByText('Type at least 3 characters to search').waitFor();
    await input.fill(tag);
    const pieces = dialog.getByRole('group', { name: 'Pieces' });
    await pieces.getByRole('option').nth(1).waitFor();
    assert.equal(await input.getAttribute('aria-expanded'), 'true');
    const soldRow = pieces.getByRole('option', { name: new RegExp(`${tag} Cabinet`) });
    const openRow = pieces.getByRole('option', { name: new RegExp(`${tag} Table`) });
    assert.match(await soldRow.textContent(), /Sold$/);
    assert.doesNotMatch(await soldRow.textContent(), /\$/);
    assert.match(await openRow.textContent(), new RegExp(`\\${usd(open.price)}$`));
    await shot(page, 'search-results', width);

    // The arrows move the active option; Enter opens it.
    await input.press('ArrowDown');
    const first = await pieces.getByRole('option').first().getAttribute('id');
    assert.equal(await input.getAttribute('aria-activedescendant'), first);
    await input.press('ArrowDown');
    const second = pieces.getByRole('option').nth(1);
    assert.equal(await input.getAttribute('aria-activedescendant'), await second.getAttribute('id'));
    assert.equal(await second.getAttribute('aria-selected'), 'true');
    const secondHref = await second.getAttribute('href');
    assert.ok([`/product/${sold.id}`, `/product/${open.id}`].includes(secondHref));
    await shot(page, 'search-keyboard', width);
    await input.press('Enter');
    await page.waitForURL(`${baseUrl}${secondHref}`);
    assert.equal(await page.getByRole('dialog').count(), 0);

    // Upcoming items have their own group, with an estimated price as money.
    const upcoming = (await apiJson('/api/coming-soon')).find((i) => i.estimatedPrice);
    assert.ok(upcoming, 'the demo store has a priced coming-soon item');
    ({ dialog, input } = await openSearch(page));
    await input.fill(upcoming.name);
    const soon = dialog.getByRole('group', { name: 'Coming Soon' });
    const item = soon.getByRole('option', { name: new RegExp(upcoming.name) });
    await item.waitFor();
    assert.equal(await item.getAttribute('href'), `/coming-soon/${upcoming.id}`);
    assert.match(await item.textContent(), new RegExp(`\\${usd(upcoming.estimatedPrice)}$`));
    await shot(page, 'search-upcoming', width);

    // Nothing found: the spec's line, then collections and artists to browse.
    await input.fill('zzqxjv');
    await dialog.getByText('No products found for "zzqxjv"').waitFor();
    const suggestions = dialog.getByRole('navigation', { name: 'Search suggestions' });
    await suggestions.getByRole('region', { name: 'Artists' }).getByRole('link').first().waitFor();
    const collection = suggestions.getByRole('region', { name: 'Collections' }).getByRole('link').first();
    const collectionHref = await collection.getAttribute('href');
    assert.match(collectionHref, /^\/collection\/\d+$/);
    await shot(page, 'search-nothing-found', width);
    await collection.click();
    await page.waitForURL(`${baseUrl}${collectionHref}`);
    assert.equal(await page.getByRole('dialog').count(), 0);

    // Escape closes, and the search starts empty next time.
    ({ dialog, input } = await openSearch(page));
    await input.fill('walnut');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    ({ input } = await openSearch(page));
    assert.equal(await input.inputValue(), '');
    await page.context().close();
  });
}
