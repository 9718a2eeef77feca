// The order confirmation a checkout ends on (/orders/{token}).

/**
 * Waits for the confirmation's heading; when it does not come, fails naming the address and what the
 * page showed instead (in CI the page once went back to the home page after reaching the
 * confirmation: the home page's address cleaning raced its move on, since fixed).
 */
export async function waitForOrderConfirmation(page) {
  const heading = page.getByRole('heading', { name: 'Thank you for your purchase' });
  try {
    await heading.waitFor();
  } catch (error) {
    const shown = (
      await page
        .locator('main')
        .first()
        .innerText()
        .catch(() => '')
    ).slice(0, 300);
    throw new Error(
      `order confirmation not shown at ${page.url()}; the page read: ${JSON.stringify(shown)}`,
      { cause: error },
    );
  }
}
