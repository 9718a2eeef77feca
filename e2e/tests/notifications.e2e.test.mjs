/* global document -- page.waitForFunction callbacks run in the browser */
// Notifications in the browser: a shopper asks to be texted from an upcoming item page and from a
// collection card, the admin finds the signups and exports them, and reads a custom order sent
// from the 'Commission a piece' page (its unread badge drops).
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { apiJson, baseUrl, launchBrowser, newPage as openPage } from './support/browser.mjs';

const adminUsername = process.env.E2E_ADMIN_USERNAME ?? 'admin';
const adminPassword = process.env.E2E_ADMIN_PASSWORD ?? 'admin-password';
// Unique per run, so a rerun against the same store is not 'already registered'.
const digits = String(Date.now() % 10_000).padStart(4, '0');
const itemPagePhone = {
  typed: `(415) 555-${digits}`,
  stored: `+1415555${digits}`,
  shown: `(415) 555-${digits}`,
};
const cardPhone = { typed: `212.555.${digits}`, shown: `(212) 555-${digits}` };

let browser;
let upcoming;

before(async () => {
  browser = await launchBrowser();
  const items = await apiJson('/api/coming-soon');
  upcoming = items.find((item) => item.collection) ?? items[0];
  assert.ok(upcoming, 'the demo store has sneak-peek items');
});

after(async () => {
  await browser?.close();
});

async function signIn(page) {
  await page.goto(`${baseUrl}/admin`);
  await page.getByLabel('Username').fill(adminUsername);
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
}

test('a shopper signs up on an upcoming item page, then again: already registered', async () => {
  const page = await openPage(browser, 360);
  await page.goto(`${baseUrl}/coming-soon/${upcoming.id}`);
  await page.getByRole('button', { name: 'Notify Me When Available' }).click();
  await page.getByText(/Reply STOP to opt out/).waitFor();
  await page.getByLabel('Phone number').fill(itemPagePhone.typed);
  await page.getByRole('button', { name: 'Notify Me', exact: true }).click();
  await page.getByText("You'll be notified when this item becomes available!", { exact: true }).waitFor();
  assert.equal(await page.getByLabel('Phone number').count(), 0, 'the form closes');

  await page.getByRole('button', { name: 'Notify Me When Available' }).click();
  await page.getByLabel('Phone number').fill(itemPagePhone.typed);
  await page.getByRole('button', { name: 'Notify Me', exact: true }).click();
  await page.getByText('Phone Number Already Registered', { exact: true }).waitFor();
  await page.context().close();
});

test('a shopper signs up from a collection card', async () => {
  const page = await openPage(browser, 1366);
  await page.goto(`${baseUrl}/collection/${upcoming.collection.id}`);
  const card = page
    .locator('li, article')
    .filter({ has: page.getByRole('link', { name: upcoming.name }) })
    .last();
  await card.getByRole('button', { name: 'Notify Me When Available' }).click();
  await card.getByLabel(`Phone number for ${upcoming.name}`).fill(cardPhone.typed);
  await card.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByText("You'll be notified when this item becomes available!", { exact: true }).waitFor();
  await page.context().close();
});

test('the admin sees the signups and exports them as CSV', async () => {
  const page = await openPage(browser, 1366, { acceptDownloads: true });
  await signIn(page);
  await page.getByRole('link', { name: 'Phone Numbers' }).click();
  await page.getByRole('heading', { name: 'Phone Number Management' }).waitFor();
  const card = page.getByRole('article', { name: upcoming.name });
  await card.getByText(itemPagePhone.shown).waitFor();
  await card.getByText(cardPhone.shown).waitFor();
  // Double opt-in: neither number has answered its confirmation text. Texts are only logged in
  // this store, so the admin answers YES for one phone, which is then no longer waiting.
  const signupRow = card.locator('li', { hasText: itemPagePhone.shown });
  await signupRow.getByText(/Awaiting YES to the confirmation text/).waitFor();
  await signupRow.getByRole('button', { name: 'Simulate the YES reply' }).click();
  await page.getByText('Reply simulated', { exact: true }).waitFor();
  await signupRow.getByText(/Awaiting YES/).waitFor({ state: 'detached' });
  await card
    .locator('li', { hasText: cardPhone.shown })
    .getByText(/Awaiting YES/)
    .waitFor();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export All Data (CSV)' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'notification-signups.csv');
  const content = await readFile(await download.path(), 'utf8');
  const lines = content.trim().split(/\r\n/);
  assert.equal(
    lines[0],
    'Phone Number,Sneak Peek Item,Category,Estimated Release,Signed Up,Text Status,Opted Out',
  );
  const row = lines.find((line) => line.startsWith(itemPagePhone.stored));
  assert.ok(row, `${itemPagePhone.stored} in the export`);
  assert.ok(row.includes(upcoming.name));
  await page.getByText('CSV Export successful', { exact: true }).waitFor();
  await page.context().close();
});

test('a visitor commissions a piece; the admin reads it and the unread badge drops', async () => {
  const visitor = await openPage(browser, 360);
  await visitor.goto(`${baseUrl}/`);
  await visitor.getByRole('link', { name: 'Commission a Piece' }).click();
  await visitor.getByRole('heading', { name: 'Commission a piece' }).waitFor();
  await visitor.getByRole('button', { name: 'Send Request' }).click();
  await visitor.getByText('Name is required').waitFor();
  const name = `E2E Patron ${digits}`;
  await visitor.getByLabel('Name').fill(name);
  await visitor.getByLabel('Email').fill('patron@example.com');
  await visitor.getByLabel('Phone').fill('(310) 555-0142');
  await visitor.getByLabel('Location').fill('Los Angeles, CA');
  await visitor.getByLabel('Project type').selectOption('seating');
  await visitor.getByLabel('Budget').selectOption('25k-50k');
  await visitor.getByLabel('Timeline').selectOption('flexible');
  await visitor
    .getByLabel('Describe the piece')
    .fill('A pair of lounge chairs in bog oak with woven leather seats.');
  await visitor.getByRole('button', { name: 'Send Request' }).click();
  await visitor.getByRole('heading', { name: `Thank you, ${name}.` }).waitFor();
  await visitor.context().close();

  const page = await openPage(browser, 1366);
  await signIn(page);
  const menuLink = page.getByRole('link', { name: /Custom Orders/ });
  const badge = menuLink.getByTestId('unread-orders-badge');
  await badge.waitFor();
  const before = Number(await badge.innerText());
  assert.ok(before >= 1);
  await menuLink.click();
  const card = page.getByRole('article', { name: `Custom order from ${name}` });
  await card.getByText('New', { exact: true }).waitFor();
  await card.getByRole('button', { name: 'View Full Details' }).click();
  await page.getByRole('dialog', { name: `Request from ${name}` }).waitFor();
  await page.getByText('Order Marked as Read', { exact: true }).waitFor();
  if (before === 1) await badge.waitFor({ state: 'detached' });
  else
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid="unread-orders-badge"]')?.textContent === String(n),
      before - 1,
    );
  await page.context().close();
});
