// The dashboard on a phone (issue 32 item 10): its section menu is one row that scrolls sideways,
// and the chosen section's tab is always in view, whether opened from a link or picked in the row.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { baseUrl, launchBrowser, newPage, shot } from './support/browser.mjs';

const adminUsername = process.env.E2E_ADMIN_USERNAME ?? 'admin';
const adminPassword = process.env.E2E_ADMIN_PASSWORD ?? 'admin-password';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

/** How much of the active tab lies outside the menu row's visible part, in pixels (0: wholly in view). */
const activeTabHidden = (page) =>
  page.getByRole('navigation', { name: 'Dashboard sections' }).evaluate((row) => {
    const box = row.getBoundingClientRect();
    const tab = row.querySelector('[aria-current="page"]').getBoundingClientRect();
    return Math.max(0, box.left - tab.left) + Math.max(0, tab.right - box.right);
  });

test('on a phone the active section tab stays in view (360 px)', async () => {
  const page = await newPage(browser, 360);
  await page.goto(`${baseUrl}/admin`);
  await page.getByLabel('Username').fill(adminUsername);
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

  // A link to the last section: the row opens scrolled to its tab.
  await page.goto(`${baseUrl}/admin?section=orders`);
  const menu = page.getByRole('navigation', { name: 'Dashboard sections' });
  await menu.getByRole('link', { name: 'Orders', exact: true }).waitFor();
  assert.equal(await activeTabHidden(page), 0, 'the Orders tab is in view');
  await shot(page, 'admin-section-bar-orders', 360);

  // Another section picked in the row: its tab stays in view too.
  await menu.getByRole('link', { name: 'Drawn Releases', exact: true }).click();
  await page.waitForURL(/section=drawn-releases/);
  assert.equal(await activeTabHidden(page), 0, 'the Drawn Releases tab is in view');
  await page.context().close();
});
