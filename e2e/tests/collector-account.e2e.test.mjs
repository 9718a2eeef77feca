/* global document, window -- page.waitForFunction callbacks run in the browser */
// A collector's account (issue 34) in the browser, at 1366 and 360 px: a buyer verifies their phone
// on one device (browser context A), bids on an auction, likes a piece and buys one with Buy Now
// while signed in; then on a second device (a fresh context B, nothing shared) they sign in at
// /account with a code texted to the same phone and find their bid (leading, their maximum), their
// order (paid) and their like there, and the auction's page says they lead; then they sign out.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import {
  baseUrl,
  createProductAsAdmin,
  launchBrowser,
  newPage,
  settleImages,
  shot,
  widths,
} from './support/browser.mjs';
import { axeViolations } from './support/axe.mjs';
import { adminApi, putCardOnFile, testCardNumber, textedCode, verifyPhone } from './support/buyers.mjs';
import { fillDeliveryForm } from './support/delivery-form.mjs';
import { fillTestCard, openSingleCheckout, payTaxedTotal } from './support/single-checkout.mjs';

const screenshots = fileURLToPath(new URL('../screenshots/', import.meta.url));

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** A new piece under a running auction (an hour long), through the admin API. */
async function openAuction(admin, name) {
  const piece = await createProductAsAdmin({ name, price: '4000', quantity: 1, isBiddingEnabled: true });
  const auction = await admin('POST', '/api/auctions', {
    productId: piece.id,
    startingBid: '1000',
    endTime: new Date(Date.now() + 3_600_000).toISOString(),
  });
  return { piece, auction };
}

/** Signs in on /account with a code texted to the phone (the form the account page shows when signed out). */
async function signInOnAccountPage(page, admin, phoneNumber) {
  await page.getByRole('heading', { name: 'Your account' }).waitFor();
  const form = page.getByRole('form', { name: 'Verify your phone' });
  await form.getByLabel('Mobile number').fill(phoneNumber);
  await form.getByRole('button', { name: 'Text me a code' }).click();
  // The code is read once the store answered (the label names the phone): it is the new one.
  const code = page.getByLabel(/Code texted to/);
  await code.waitFor();
  await code.fill(await textedCode(admin, phoneNumber));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByTestId('account-phone').waitFor();
}

for (const width of widths) {
  test(`a collector signs in on a second device and finds their bids, orders and likes (${width} px)`, async () => {
    const admin = await adminApi();
    const stamp = `${width}-${Date.now()}`;
    const { piece: auctioned } = await openAuction(admin, `Account Credenza ${stamp}`);
    const bought = await createProductAsAdmin({ name: `Account Lamp ${stamp}`, price: '650', quantity: 1 });
    const suffix = String(Date.now() + width).slice(-4);
    const phone = width === 1366 ? `(212) 555-${suffix}` : `(646) 555-${suffix}`;

    // Device A: verify on the auction's page, put a card on file and bid.
    const a = await newPage(browser, width);
    await a.goto(`${baseUrl}/product/${auctioned.id}`);
    const panel = a.getByTestId('auction-panel');
    await verifyPhone(panel, admin, phone);
    await putCardOnFile(panel, testCardNumber(`4${width === 1366 ? '111' : '242'}${suffix}0000003`));
    await panel.getByLabel('Your maximum bid (USD)').fill('1500');
    await panel.getByRole('button', { name: 'Place bid' }).click();
    await panel
      .getByTestId('auction-standing')
      .filter({ hasText: /highest bidder/ })
      .waitFor();

    // Device A: like a piece and buy it with Buy Now, signed in.
    await a.goto(`${baseUrl}/product/${bought.id}`);
    const like = a.getByRole('button', { name: `Like ${bought.name}`, exact: false }).first();
    await like.click();
    await a.waitForFunction(
      (name) =>
        [...document.querySelectorAll('button[aria-pressed="true"]')].some((b) =>
          b.textContent?.includes(name),
        ),
      bought.name,
    );
    await openSingleCheckout(a, bought.id);
    await fillDeliveryForm(a);
    await fillTestCard(a, '4242 4242 4242 4242');
    await payTaxedTotal(a);
    await a.waitForURL(/\/orders\/[A-Za-z0-9_-]{32}$/, { timeout: 15_000 });
    const orderPath = new URL(a.url()).pathname;
    await a.getByTestId('order-number').waitFor();
    const orderNumber = (await a.getByTestId('order-number').innerText()).trim();
    await a.context().close();

    // Device B: nothing shared with A. The header's Account link (in the menu on a phone) opens the sign-in.
    // The store's Content-Security-Policy forbids injected scripts: axe needs the CSP bypassed.
    const b = await newPage(browser, width, { bypassCSP: true });
    await b.goto(`${baseUrl}/`);
    if (width < 1024) await b.getByRole('button', { name: 'Open menu' }).click();
    const accountLink = b.getByRole('link', { name: 'Account', exact: true });
    await accountLink.waitFor();
    // The open menu as the phone shows it (the viewport, not the whole home page).
    if (width < 1024) await b.screenshot({ path: `${screenshots}account-menu-link-${width}.png` });
    await accountLink.click();
    await b.waitForURL(`${baseUrl}/account`);
    await b.getByRole('form', { name: 'Verify your phone' }).waitFor();
    await shot(b, 'account-signed-out', width);
    assert.deepEqual(await axeViolations(b), [], 'the sign-in has no axe violations');
    await signInOnAccountPage(b, admin, phone);
    assert.match(await b.getByTestId('account-phone').innerText(), new RegExp(suffix));

    // Their bid: leading, with their maximum.
    const bids = b.getByTestId('account-bids');
    const bidRow = bids.getByRole('listitem').filter({ hasText: auctioned.name });
    await bidRow.waitFor();
    assert.match(await bidRow.getByTestId('bid-standing').innerText(), /leading/i);
    assert.equal(await bidRow.getByTestId('bid-maximum').innerText(), '$1,500');
    // Their order: paid, linking to its page.
    const orderRow = b
      .getByTestId('account-orders')
      .getByTestId('account-order')
      .filter({ hasText: bought.name });
    await orderRow.waitFor();
    assert.match(await orderRow.getByTestId('order-status').innerText(), /paid/i);
    assert.equal(
      await orderRow.getByRole('link', { name: `Order ${orderNumber}` }).getAttribute('href'),
      orderPath,
    );
    // Their like followed them.
    await b.getByTestId('account-likes').getByRole('link', { name: bought.name }).waitFor();
    await b.getByTestId('account-claims').getByText('Nothing to pay for').waitFor();
    await b.getByTestId('account-draw-entries').getByText('You have not entered a draw yet.').waitFor();
    await settleImages(b);
    await b.waitForFunction(() => window.scrollY === 0);
    await shot(b, 'account-signed-in', width);
    assert.deepEqual(await axeViolations(b), [], 'the account has no axe violations');

    // The piece B never liked on this device reads liked here: the like is the buyer's.
    await b.goto(`${baseUrl}/product/${bought.id}`);
    await b.waitForFunction(
      (name) =>
        [...document.querySelectorAll('button[aria-pressed="true"]')].some((button) =>
          button.textContent?.includes(name),
        ),
      bought.name,
    );
    // The auction's page says where they stand on this device too, and after a reload.
    await b.goto(`${baseUrl}/product/${auctioned.id}`);
    const standing = b.getByTestId('auction-panel').getByTestId('auction-standing');
    await standing.filter({ hasText: /highest bidder/ }).waitFor();
    await b.reload();
    await b.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await standing.filter({ hasText: /highest bidder/ }).waitFor();

    // The order's link opens the order page.
    await b.goto(`${baseUrl}/account`);
    await b
      .getByTestId('account-orders')
      .getByRole('link', { name: `Order ${orderNumber}` })
      .click();
    await b.waitForURL(`${baseUrl}${orderPath}`);
    await b.getByTestId('order-number').filter({ hasText: orderNumber }).waitFor();

    // Sign out: the account asks for the phone again.
    await b.goto(`${baseUrl}/account`);
    await b.getByRole('button', { name: 'Sign out' }).click();
    await b.getByRole('form', { name: 'Verify your phone' }).waitFor();
    await b.context().close();
  });
}
