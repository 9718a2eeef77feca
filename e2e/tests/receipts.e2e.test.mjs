// The house's receipts in the all-in-one store, where mails are logged rather than sent: a shopper
// buys a piece, and the owner reads its order confirmation in the dashboard's Mails, as the buyer
// would receive it (the piece, its image from the store, the totals, the order link), at the
// shop's two reference widths; then as plain text.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl, createProductAsAdmin, launchBrowser, newPage, shot } from './support/browser.mjs';
import { signInToDashboard } from './support/buyers.mjs';
import { fillDeliveryForm } from './support/delivery-form.mjs';
import { waitForOrderConfirmation } from './support/order-confirmation.mjs';
import { fillTestCard, openSingleCheckout, payTaxedTotal } from './support/single-checkout.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Buys the piece alone with the test card; answers the order's number and confirmation address. */
async function buy(piece) {
  const page = await newPage(browser, 1366);
  await openSingleCheckout(page, piece.id);
  await fillDeliveryForm(page);
  await fillTestCard(page, '4242 4242 4242 4242');
  // The delivery address (Hudson, NY) owes 4 % sales tax on the piece and its shipping: $104.
  assert.equal(await payTaxedTotal(page), '$2,704');
  await page.waitForURL(/\/orders\/[A-Za-z0-9_-]{32}$/, { timeout: 10_000 });
  await waitForOrderConfirmation(page);
  const bought = { number: await page.getByTestId('order-number').innerText(), orderUrl: page.url() };
  await page.context().close();
  return bought;
}

/** The Mails section, refreshed until the mail with this subject is listed (it is sent by a queue). */
async function openMail(admin, subject) {
  await admin.goto(`${baseUrl}/admin?section=mails`);
  const listed = admin.getByRole('list', { name: 'Logged mails' }).getByRole('button', { name: subject });
  for (let attempt = 0; attempt < 30 && !(await listed.isVisible()); attempt++) {
    await admin.waitForTimeout(500);
    await admin.getByRole('button', { name: 'Refresh' }).click();
    await admin.getByRole('button', { name: 'Refresh' }).waitFor();
  }
  await listed.click();
  return admin.getByRole('article', { name: subject });
}

test('after a purchase, the owner reads its order confirmation in the dashboard’s Mails (1366 and 360 px)', async () => {
  const piece = await createProductAsAdmin({
    name: 'E2E Receipt Coffee Table',
    price: '2400',
    quantity: 1,
    description: 'A table in oak.',
    imageUrls: ['/demo/products/atlas-coffee-table-1-960.webp'],
  });
  const { number, orderUrl } = await buy(piece);
  const subject = `Your Atelier order ${number} is confirmed`;

  for (const width of [1366, 360]) {
    const admin = await newPage(browser, width);
    await signInToDashboard(admin);
    const mail = await openMail(admin, subject);
    await mail.getByText('ada@example.com').waitFor();
    await admin.getByText(/kept here instead of being sent/).waitFor();

    const frame = admin.frameLocator('iframe[title^="Mail: "]');
    await frame.getByRole('heading', { name: 'Thank you for your purchase' }).waitFor();
    await frame.getByText('E2E Receipt Coffee Table').waitFor();
    for (const amount of ['$2,400.00', '$200.00', '$104.00', '$2,704.00'])
      await frame.getByText(amount).first().waitFor();
    const link = frame.getByRole('link', { name: 'View your order' });
    assert.equal(new URL(await link.getAttribute('href')).pathname, new URL(orderUrl).pathname);
    const image = frame.getByRole('img', { name: 'E2E Receipt Coffee Table' });
    await image.waitFor();
    assert.ok(
      await image.evaluate((img) => img.complete && img.naturalWidth > 0),
      'the piece’s image loads from the store',
    );
    assert.equal(
      await admin.locator('iframe[title^="Mail: "]').getAttribute('sandbox'),
      'allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    );
    await shot(admin, 'admin-mails', width);

    await mail.getByRole('button', { name: 'Plain text' }).click();
    await mail.getByText(/View your order: http/).waitFor();
    await shot(admin, 'admin-mails-text', width);
    await admin.context().close();
  }
});
