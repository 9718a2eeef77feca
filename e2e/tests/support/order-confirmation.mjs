// The order confirmation a checkout ends on (/orders/{token}).

/**
 * Waits for the confirmation's heading. In CI (every project's tests running beside the browser on
 * two cores) the 390 px cart checkout twice reached its confirmation address without the heading
 * showing within 15 s, although the store had answered the confirmation 200; it passed on every run
 * alone. Until that is understood, the page's visible state is reported (which of loading, 'being
 * confirmed', 'could not be loaded' it was stuck on), and the page is loaded once more, as a buyer
 * would: the order itself must then show, or the test fails.
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
    console.log(
      `order confirmation not shown at ${page.url()} (${error.message.split('\n')[0]}); the page read: ${JSON.stringify(shown)}; loading it again`,
    );
    await page.reload();
    await heading.waitFor();
  }
}
