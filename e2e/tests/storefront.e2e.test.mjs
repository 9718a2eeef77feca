// Drives the running store (all-in-one or gateway) in Debian's Chromium through a shopper's and
// the admin's first steps. Start the store first; E2E_BASE_URL points at it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  baseUrl,
  launchBrowser,
  newPage as openPage,
  settleImages,
  shot,
  widths,
} from './support/browser.mjs';

const adminUsername = process.env.E2E_ADMIN_USERNAME ?? 'admin';
const adminPassword = process.env.E2E_ADMIN_PASSWORD ?? 'admin-password';

let browser;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

const newPage = (width) => openPage(browser, width);

test('a shopper browses home, an artist, a collection and a missing page', async () => {
  for (const width of widths) {
    const page = await newPage(width);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Furniture as Art. One of a Kind.' }).waitFor();

    const collections = page.locator('#collections');
    await collections.getByRole('heading', { name: 'Quarterly Collections' }).waitFor();
    const explore = collections.getByRole('link', { name: 'Explore Collection' }).first();
    await explore.waitFor();
    assert.match(await collections.innerText(), /Limited Pieces Available/);

    const artists = page.locator('#artists');
    const portfolio = artists.getByRole('link', { name: 'View Portfolio' }).first();
    await portfolio.waitFor();
    await settleImages(page);
    await shot(page, 'home', width);

    // Artist page, then back to the home page.
    await portfolio.click();
    await page.waitForURL(/\/artist\/\d+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Collection', exact: true }).waitFor();
    assert.equal(await page.getByText('Artist Not Found').count(), 0);
    await settleImages(page);
    await shot(page, 'artist', width);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);

    // Collection page from the first live collection.
    await page.locator('#collections').getByRole('link', { name: 'Explore Collection' }).first().click();
    await page.waitForURL(/\/collection\/\d+$/);
    await page.getByText(/\d+ Available(?: • \d+ Sold)? • \d+ Coming Soon/).waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settleImages(page);
    await shot(page, 'collection', width);

    await page.goto(`${baseUrl}/no-such-page`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.context().close();
  }
});

test('the admin signs in and adds an artist the shop then shows', async () => {
  const page = await newPage(1366);
  await page.goto(`${baseUrl}/admin`);
  await page.getByRole('heading', { name: 'Admin', exact: true }).waitFor();
  await page.getByLabel('Username').fill(adminUsername);
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Login Successful', { exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  // Products is the default section; Artists is one click away in the section menu.
  await page.getByRole('heading', { name: 'Products', exact: true }).waitFor();
  await shot(page, 'admin', 1366);
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Artists' })
    .click();

  // A new artist, saved through the admin API (session cookie + CSRF token), reaches the shop.
  const name = `Test Artist ${Date.now()}`;
  await page.getByRole('button', { name: 'New Artist' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Specialty', { exact: true }).fill('Hand-carved ash');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Artist Created', { exact: true }).waitFor();
  const shop = await newPage(1366);
  await shop.goto(`${baseUrl}/#artists`);
  await shop.locator('#artists').getByRole('heading', { name }).waitFor();
  await shop.context().close();

  // Sign out again so a rerun starts from the login form.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByText('Logged Out', { exact: true }).waitFor();
  await page.context().close();
});
