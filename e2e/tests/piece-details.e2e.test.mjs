// What a collector expects on a piece (issue 19 item 8), in Chromium against the seeded store: the
// details table, the lightbox (keyboard and swipe), "Enquire about this piece" and the way back to
// the piece's own collection, at desktop and phone widths.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { apiJson, baseUrl, launchBrowser, newPage, settleImages, shot } from './support/browser.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

for (const width of [1366, 390]) {
  test(`a piece's details, lightbox, enquiry and collection link (${width} px)`, async () => {
    const products = await apiJson('/api/products');
    const piece = products.find((p) => p.dimensions && p.collection && p.imageUrls.length > 2);
    assert.ok(piece, 'the demo store has a piece with details, a collection and several images');
    const page = await newPage(browser, width);
    await page.goto(`${baseUrl}/product/${piece.id}`);
    await page.getByRole('heading', { level: 1, name: piece.name }).waitFor();

    const details = page.getByTestId('piece-details');
    await details.getByText(piece.dimensions).waitFor();
    await details.getByText(piece.materials).waitFor();
    await details.getByText(piece.edition, { exact: true }).waitFor();
    await details.getByText(piece.leadTime).waitFor();
    await details.scrollIntoViewIfNeeded();
    await settleImages(page);
    await shot(page, 'product-details', width);

    // The lightbox: opened from the main image, stepped with the keyboard, swiped, closed with Esc.
    await page.getByRole('button', { name: `Enlarge image 1 of ${piece.imageUrls.length}` }).click();
    const lightbox = page.getByRole('dialog', { name: new RegExp(piece.name) });
    await lightbox.waitFor();
    const position = lightbox.getByTestId('lightbox-position');
    await position.filter({ hasText: `1 / ${piece.imageUrls.length}` }).waitFor();
    await page.keyboard.press('ArrowRight');
    await position.filter({ hasText: `2 / ${piece.imageUrls.length}` }).waitFor();
    // Swipe left across the middle of the screen (the image may still be loading, without a size).
    const box = await lightbox.boundingBox();
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x + 120, y);
    await page.mouse.down();
    await page.mouse.move(x - 120, y, { steps: 5 });
    await page.mouse.up();
    await position.filter({ hasText: `3 / ${piece.imageUrls.length}` }).waitFor();
    await settleImages(page);
    await shot(page, 'product-lightbox', width);
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Enquire about this piece' }).click();
    await page.getByRole('heading', { name: 'Enquire about this piece' }).waitFor();
    const about = `About ${piece.name} by ${piece.artist.name}`;
    await page.getByRole('link', { name: about }).waitFor();
    assert.equal(
      await page.getByLabel('Describe the piece').inputValue(),
      `${about} (/product/${piece.id}): `,
    );
    await page.goBack();
    await page.getByRole('link', { name: 'Back to Collections' }).click();
    await page.waitForURL(`${baseUrl}/collection/${piece.collection.id}`);
    await page.getByRole('heading', { level: 1, name: piece.collection.name }).waitFor();
    await page.context().close();
  });
}
