// The claim both the auction and the draw tests end on: the winner opens the texted link, sees the
// piece, its total and the card on file, fills the delivery form, pays with the card on file, lands
// on the order's confirmation; the same link then leads its winner to that order (and tells anyone
// else only that it was paid).
import assert from 'node:assert/strict';
import { baseUrl, shot } from './browser.mjs';
import { loggedText, textedCode } from './buyers.mjs';
import { fillDeliveryForm } from './delivery-form.mjs';
import { waitForOrderConfirmation } from './order-confirmation.mjs';

/** The claim link texted to a winner, as a path on the store under test. */
export async function textedClaimPath(admin, phoneNumber) {
  const text = await loggedText(admin, phoneNumber, /\/claim\//);
  return new URL(/https?:\/\/\S+\/claim\/\S+/.exec(text)[0]).pathname;
}

/** Opens the claim and checks what it is for: the piece, its price and total, the card's last 4. */
export async function openClaim(page, claimPath, { productName, price, total, last4 }) {
  await page.goto(`${baseUrl}${claimPath}`);
  const summary = page.getByTestId('claim-summary');
  await summary.getByRole('heading', { name: productName }).waitFor();
  await summary.getByText(price, { exact: true }).waitFor();
  assert.equal(await summary.getByTestId('claim-total').innerText(), total);
  // The card on file loads after the claim: wait for it rather than read it at once.
  await page
    .getByTestId('claim-card')
    .filter({ hasText: new RegExp(`${last4}$`) })
    .waitFor();
}

/**
 * The link opened on a device with no buyer cookie: it shows the claim but no way to pay, and names
 * the winner's phone by its last four digits; then `phoneNumber` is verified there with its code.
 */
export async function verifyOnClaimPage(
  page,
  admin,
  claimPath,
  { winnerPhone, phoneNumber, shotName, width },
) {
  await page.goto(`${baseUrl}${claimPath}`);
  const gate = page.getByTestId('claim-verify');
  await gate.waitFor();
  assert.match(
    await gate.innerText(),
    new RegExp(`Verify the phone ending ${winnerPhone.slice(-4)} on this device`),
  );
  assert.equal(await page.getByRole('form', { name: 'Claim and pay' }).count(), 0, 'no way to pay yet');
  await shot(page, `${shotName}-verify`, width);
  await gate.getByLabel('Mobile number').fill(phoneNumber);
  await gate.getByRole('button', { name: 'Text me a code' }).click();
  await gate.getByLabel(/Code texted to/).fill(await textedCode(admin, phoneNumber));
  await gate.getByRole('button', { name: 'Verify' }).click();
}

/** A buyer verified with another phone is told the claim is not theirs, and has no way to pay. */
export async function claimRefusedToAnotherBuyer(page, winnerPhone) {
  const refusal = page.getByTestId('claim-other-buyer');
  await refusal.waitFor();
  assert.match(
    await refusal.innerText(),
    new RegExp(
      `belongs to another buyer.*verify the phone ending ${winnerPhone.slice(-4)} on this device`,
      's',
    ),
  );
  assert.equal(await page.getByRole('form', { name: 'Claim and pay' }).count(), 0);
}

/**
 * Fills the delivery form (as Buy Now asks), sees the sales tax of the address (Hudson, NY) added to
 * the total, pays with the card on file, ends on the confirmation.
 */
export async function payClaim(page, { productName, tax, taxedTotal, shotName, width }) {
  await fillDeliveryForm(page);
  await page.getByTestId('claim-tax').filter({ hasText: tax }).waitFor();
  assert.equal(await page.getByTestId('claim-total').innerText(), taxedTotal);
  await shot(page, `${shotName}-page`, width);
  await page.getByRole('button', { name: `Pay ${taxedTotal}` }).click();
  await page.waitForURL(/\/orders\/[A-Za-z0-9_-]{32}$/);
  await waitForOrderConfirmation(page);
  assert.match(await page.getByTestId('order-number').innerText(), /^AT-\d{6}$/);
  await page.getByText(productName).first().waitFor();
  await page.getByTestId('delivery-address').filter({ hasText: '1 Main St' }).waitFor();
  await shot(page, `${shotName}-paid`, width);
}

/**
 * The link works once: opened again by its winner (issue 34 item 6), it leads to the order it made,
 * its confirmation page, not an error.
 */
export async function usedClaimLeadsToOrder(page, claimPath, { shotName, width }) {
  await page.goto(`${baseUrl}${claimPath}`);
  await page.waitForURL(/\/orders\/[A-Za-z0-9_-]{32}$/);
  await waitForOrderConfirmation(page);
  assert.match(await page.getByTestId('order-number').innerText(), /^AT-\d{6}$/);
  await shot(page, `${shotName}-used`, width);
}

/** Anyone else opening a used link reads only that it was paid: no order, no way to pay. */
export async function usedClaimToOthers(page, claimPath, { shotName, width }) {
  await page.goto(`${baseUrl}${claimPath}`);
  assert.match(await page.getByTestId('claim-refused').innerText(), /This claim has been paid\./);
  assert.equal(await page.getByRole('form', { name: 'Claim and pay' }).count(), 0);
  assert.doesNotMatch(page.url(), /\/orders\//);
  await shot(page, `${shotName}-used-other`, width);
}
