/* global document, MediaRecorder -- page.evaluate callbacks run in the browser */
// The admin's media flows in Debian's Chromium against the running store: upload an image and
// create a product with it that the storefront shows; convert a sneak peek into a product; add a
// hero video, activate it, and see it playing on the home page.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import { apiJson, baseUrl, launchBrowser, newPage as openPage, shot } from './support/browser.mjs';

const adminUsername = process.env.E2E_ADMIN_USERNAME ?? 'admin';
const adminPassword = process.env.E2E_ADMIN_PASSWORD ?? 'admin-password';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

async function signedInAdmin(section) {
  const page = await openPage(browser, 1366);
  await page.goto(`${baseUrl}/admin`);
  await page.getByLabel('Username').fill(adminUsername);
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  await page.getByRole('heading', { name: 'Quick Stats' }).waitFor();
  if (section)
    await page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('link', { name: section, exact: true })
      .click();
  return page;
}

test('the admin uploads an image, creates a product with it, and the storefront shows it', async () => {
  const page = await signedInAdmin();
  await page.getByRole('heading', { name: 'Products', exact: true }).waitFor();
  const name = `Uploaded Console ${Date.now()}`;
  const jpeg = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#8a6a4a' } })
    .jpeg()
    .toBuffer();
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('spinbutton', { name: /^Price/ }).fill('5400');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'console.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await page.getByText('1 image(s) uploaded successfully', { exact: true }).waitFor();
  const thumbnail = dialog.getByRole('img', { name: 'Image 1' });
  await thumbnail.waitFor();
  assert.match((await thumbnail.getAttribute('src')) ?? '', /^\/uploads\/[0-9a-f-]{36}-960\.webp$/);
  await dialog.getByRole('combobox', { name: /^Collection/ }).selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Create Product' }).click();
  await page.getByText('Product created successfully', { exact: true }).waitFor();
  await page.getByText(name).waitFor();
  await shot(page, 'admin-products', 1366);

  const created = (await apiJson('/api/products')).find((p) => p.name === name);
  assert.ok(created, 'the product is in the public list');
  const shop = await openPage(browser, 360);
  await shop.goto(`${baseUrl}/product/${created.id}`);
  await shop.getByRole('heading', { name }).waitFor();
  const image = shop.locator(`img[src="${created.imageUrls[0]}"]`).first();
  await image.waitFor();
  await shop.waitForFunction((src) => {
    const img = document.querySelector(`img[src="${src}"]`);
    return img && img.complete && img.naturalWidth > 0;
  }, created.imageUrls[0]);
  assert.match((await image.getAttribute('srcset')) ?? '', /-1600\.webp 1600w/);
  await shop.context().close();
  await page.context().close();
});

test('the admin converts a sneak peek item: it leaves Sneak Peek and is on sale', async () => {
  const [item] = await apiJson('/api/coming-soon');
  assert.ok(item, 'the demo store has sneak peek items');
  const page = await signedInAdmin('Sneak Peek');
  await page.getByRole('button', { name: `View ${item.name}` }).click();
  const details = page.getByRole('dialog', { name: item.name });
  await details.getByRole('button', { name: 'Convert to Product' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Convert to Product' }).click();
  await page.getByText('Sneak peek item converted to product successfully', { exact: true }).waitFor();
  await page.getByRole('button', { name: `View ${item.name}` }).waitFor({ state: 'detached' });

  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Products', exact: true })
    .click();
  await page.getByRole('button', { name: `Edit ${item.name}` }).waitFor();
  assert.ok(!(await apiJson('/api/coming-soon')).some((i) => i.id === item.id));
  const product = (await apiJson('/api/products')).find((p) => p.name === item.name);
  assert.ok(product, 'the converted item is a product');
  const shop = await openPage(browser, 1366);
  await shop.goto(`${baseUrl}/product/${product.id}`);
  await shop.getByRole('heading', { name: item.name }).waitFor();
  await shop.getByRole('button', { name: 'Add to Cart' }).waitFor();
  await shop.context().close();
  await page.context().close();
});

test('the admin adds a hero video, activates it, and the home page plays it', async () => {
  // The demo store starts with an active hero image: it is active again when this test ends.
  const activeBefore = await apiJson('/api/hero-media/active');
  const page = await signedInAdmin('Hero Media');
  // A real two-second WebM, recorded from a canvas by the browser itself (no video tools needed).
  const webm = Buffer.from(
    await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 180;
      const context = canvas.getContext('2d');
      const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
      const chunks = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      for (let frame = 0; frame < 50; frame++) {
        context.fillStyle = `hsl(${frame * 7}, 40%, 40%)`;
        context.fillRect(0, 0, 320, 180);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
      return Array.from(bytes);
    }),
  );
  const title = `Workshop loop ${Date.now()}`;
  const form = page.locator('form').filter({ hasText: 'Add Hero Media' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'loop.webm', mimeType: 'video/webm', buffer: webm });
  const preview = form.locator('video[src^="/uploads/"]');
  await preview.waitFor();
  await form.getByRole('button', { name: 'Add Hero Media' }).click();
  await page.getByText('Hero media created successfully', { exact: true }).waitFor();
  await page.getByRole('button', { name: `Activate ${title}` }).click();
  await page.getByText('Hero media activated successfully', { exact: true }).waitFor();
  await page.getByRole('button', { name: `Deactivate ${title}` }).waitFor();
  await shot(page, 'admin-hero-media', 1366);

  const active = await apiJson('/api/hero-media/active');
  assert.equal(active.title, title);
  const home = await openPage(browser, 1366);
  await home.goto(baseUrl);
  await home.getByRole('heading', { name: 'Furniture as Art. One of a Kind.' }).waitFor();
  const video = home.locator(`video[src="${active.mediaUrl}"]`);
  await video.waitFor();
  await home.waitForFunction((src) => {
    const v = document.querySelector(`video[src="${src}"]`);
    return v && v.readyState >= 2 && v.muted && v.loop;
  }, active.mediaUrl);
  await shot(home, 'home-hero-video', 1366);
  await home.context().close();

  // Deactivated again, and the hero that was active before is again, so other tests see the store's own.
  await page.getByRole('button', { name: `Deactivate ${title}` }).click();
  await page.getByText('Hero media deactivated successfully', { exact: true }).waitFor();
  assert.equal(await apiJson('/api/hero-media/active'), null);
  if (activeBefore) {
    await page.getByRole('button', { name: `Activate ${activeBefore.title}` }).click();
    await page.getByText('Hero media activated successfully', { exact: true }).waitFor();
    assert.equal((await apiJson('/api/hero-media/active'))?.id, activeBefore.id);
  }
  await page.context().close();
});
