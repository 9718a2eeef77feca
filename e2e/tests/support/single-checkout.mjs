// Buying one piece alone (/checkout/{id}) with the simulated provider's test-card form.
import { baseUrl } from './browser.mjs';

/** Opens the piece's checkout; cart-checkout learns of a new piece from catalog's events, so it may take a moment. */
export async function openSingleCheckout(page, pieceId) {
  for (let attempt = 0; attempt < 20; attempt++) {
    await page.goto(`${baseUrl}/checkout/${pieceId}`);
    const ready = await page
      .getByRole('heading', { name: 'Secure Checkout' })
      .waitFor({ timeout: 4000 })
      .then(
        () => true,
        () => false,
      );
    if (ready) return;
  }
  throw new Error(`the checkout of piece ${pieceId} never got ready`);
}

/** The simulated provider's card form asks for a card, an expiry and a CVC, like a real one. */
export async function fillTestCard(page, number) {
  await page.getByLabel('Test card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
}

/**
 * Presses Pay once the delivery address's sales tax is in the total (the button names the total):
 * pressed earlier, checkout only shows the taxed total and waits for Pay again. Answers that total.
 */
export async function payTaxedTotal(page) {
  await page.getByTestId('checkout-tax').filter({ hasText: /\$\d/ }).waitFor();
  const total = (await page.getByTestId('checkout-total').innerText()).trim();
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  return total;
}
