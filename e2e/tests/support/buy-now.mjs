// Buy Now's checkout page (/checkout/{id}), shared by the checkout and reports tests.
import { baseUrl } from './browser.mjs';

/**
 * Opens a piece's Buy Now checkout. The checkout's read model learns of a new piece through
 * catalog's events and the page stays on 'Preparing checkout...' until then: it retries a while.
 */
export async function openBuyNow(page, productId) {
  for (let attempt = 0; attempt < 20; attempt++) {
    await page.goto(`${baseUrl}/checkout/${productId}`);
    const ready = await page
      .getByRole('heading', { name: 'Secure Checkout' })
      .waitFor({ timeout: 4000 })
      .then(
        () => true,
        () => false,
      );
    if (ready) return;
  }
}
