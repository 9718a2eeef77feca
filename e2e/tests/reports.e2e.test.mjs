/* global document, window -- page.evaluate callbacks run in the browser */
// The owner's Reports (issue 32 item 7) on the demo store after a sale: a shopper buys a piece of a
// demo collection, then the admin opens Reports at 1366 and 360 px, finds the sale in each report's
// table, sees every chart drawn, checks the page with axe-core, switches the period and downloads a CSV.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import { axeViolations } from './support/axe.mjs';
import { apiJson, createProductAsAdmin, launchBrowser, newPage, shot } from './support/browser.mjs';
import { signInToDashboard } from './support/buyers.mjs';
import { openSingleCheckout } from './support/single-checkout.mjs';
import { fillDeliveryForm } from './support/delivery-form.mjs';
import { waitForOrderConfirmation } from './support/order-confirmation.mjs';

let browser;
after(() => browser?.close());

/** A shopper buys the piece with Buy Now and the test card. */
async function buy(piece) {
  const page = await newPage(browser, 1366);
  await openSingleCheckout(page, piece.id);
  await page.getByLabel('Test card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await fillDeliveryForm(page);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.waitForURL(/\/orders\/[A-Za-z0-9_-]{32}$/, { timeout: 10_000 });
  await waitForOrderConfirmation(page);
  await page.context().close();
}

/** The text of each row of the report's table. */
const tableRows = (report) =>
  report
    .getByRole('table')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.cells].map((cell) => cell.textContent.trim())));

/** How many of the chart's pixels are painted (a canvas Chart.js did not draw on is blank). */
const paintedPixels = (canvas) =>
  canvas.evaluate((element) => {
    const { data } = element.getContext('2d').getImageData(0, 0, element.width, element.height);
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted++;
    return painted;
  });

const report = (page, title) =>
  page.locator('section[data-testid="report"]').filter({ has: page.getByRole('heading', { name: title }) });

const thisMonth = () =>
  new Date().toLocaleString('en-US', { month: 'short', year: 'numeric' }).replace(',', '');

let piece;
let collection;
// One hook: the browser first, then the sale made with it (Node 20 may start root hooks together).
before(async () => {
  browser = await launchBrowser();
  // A piece of a demo collection, sold: every sales report has it.
  [collection] = (await apiJson('/api/collections/active')).filter((c) => c.collectionType === 'live');
  piece = await createProductAsAdmin({
    name: `Reports Tide Bench ${Date.now()}`,
    price: '1234.50',
    quantity: 1,
    description: 'A bench.',
    collectionId: collection.id,
  });
  await buy(piece);
});

for (const width of [1366, 360]) {
  test(`Reports after a sale: figures in tables, charts drawn, period, CSV (${width} px)`, async () => {
    // bypassCSP: axe-core is injected into the page.
    const page = await newPage(browser, width, { acceptDownloads: true, bypassCSP: true });
    await signInToDashboard(page);
    await page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('link', { name: 'Reports', exact: true })
      .click();
    await page.getByRole('heading', { name: 'Reports', exact: true }).waitFor();

    const revenue = report(page, 'Revenue by month');
    await revenue.getByRole('table').waitFor();
    const month = (await tableRows(revenue)).find((row) => row[0] === thisMonth());
    assert.ok(month, `a row for ${thisMonth()}`);
    assert.ok(Number(month[1]) >= 1, 'this month has an order');
    const total = await revenue.locator('tfoot').innerText();
    assert.match(total, /^Total/);

    const sellThrough = report(page, 'Sell-through per collection');
    await sellThrough.getByRole('table').waitFor();
    const collectionRow = (await tableRows(sellThrough)).find((row) => row[0] === collection.name);
    assert.ok(collectionRow && Number(collectionRow[2]) >= 1, `${collection.name} sold a piece`);

    const days = report(page, 'Days from listing to sale');
    await days.getByRole('table').waitFor();
    // Other tests sell pieces in this store too: the table's first rows may not hold this one.
    const showAll = days.getByRole('button', { name: /^Show all/ });
    if (await showAll.count()) await showAll.click();
    await days.getByRole('row', { name: new RegExp(piece.name) }).waitFor();
    const sold = (await tableRows(days)).find((row) => row[0] === piece.name);
    assert.equal(sold[1], collection.name);
    assert.equal(sold[4], '0', 'listed and sold today');

    // Auctions and draws: the demo store has none until another test runs one.
    for (const [title, none] of [
      ['Auction results', 'No auctions in the last 12 months.'],
      ['Draw demand', 'No drawn releases in the last 12 months.'],
    ]) {
      const section = report(page, title);
      await section.getByRole('table').or(section.getByText(none)).waitFor();
    }

    // Every report with figures has its chart: a canvas named for screen readers, drawn by Chart.js.
    const withFigures = page
      .locator('section[data-testid="report"]')
      .filter({ has: page.getByRole('table') });
    assert.ok((await withFigures.count()) >= 3);
    for (const section of await withFigures.all()) {
      const chart = section.getByRole('img', { name: /The table below/ });
      assert.ok(
        (await paintedPixels(chart)) > 500,
        `${await section.getByRole('heading').innerText()}: drawn`,
      );
    }
    // Tables scroll in their own region: the page itself never scrolls sideways.
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
    await shot(page, 'admin-reports', width);
    assert.deepEqual(await axeViolations(page), []);

    // The owner's download: the days-to-sale CSV, RFC 4180, with the sale's row.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      days.getByRole('button', { name: 'Download CSV: Days from listing to sale' }).click(),
    ]);
    assert.match(
      download.suggestedFilename(),
      /^atelier-days-to-sale-last-12-months-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = await readFile(await download.path(), 'utf8');
    assert.ok(csv.startsWith('\uFEFFPiece,Collection,Listed,First sold,Days to sale,Pieces sold\r\n'));
    const today = new Date().toLocaleDateString('en-CA');
    assert.ok(csv.includes(`\r\n${piece.name},${collection.name},${today},${today},0,1\r\n`), csv);

    // Another period: kept in the address, the figures follow.
    await page.getByText('All time', { exact: true }).click();
    await page.waitForURL(/[?&]period=all-time/);
    await revenue
      .getByText(/^\$[\d,]+\.\d{2}$/)
      .first()
      .waitFor();
    await page.context().close();
  });
}
