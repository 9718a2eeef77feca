/* global document -- page.waitForFunction callbacks run in the browser */
// What a collector expects on a piece (issues 19 item 8 and 34 item 4), in Chromium against the
// seeded store: the details table (provenance, condition, certificate, maker's mark among them), the
// lightbox (keyboard and swipe; an uploaded image in the deep zoom viewer, zoomed with keys, buttons
// and a pinch), 'Ask about this piece' (sent, then read by the admin) and the way back to the
// piece's own collection, at desktop and phone widths.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { apiJson, baseUrl, launchBrowser, newPage, settleImages, shot } from './support/browser.mjs';
import { adminApi, signInToDashboard } from './support/buyers.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

for (const width of [1366, 360]) {
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

    // The demo piece's images are no uploads: no tiles, the enlarged image as before.
    await page.getByRole('button', { name: 'Ask about this piece' }).waitFor();
    await page.getByRole('link', { name: 'Back to Collections' }).click();
    await page.waitForURL(`${baseUrl}/collection/${piece.collection.id}`);
    await page.getByRole('heading', { level: 1, name: piece.collection.name }).waitFor();
    await page.context().close();
  });
}

/** Uploads an image as the dashboard does (multipart, session cookie and CSRF token). */
async function uploadAsAdmin(buffer, name) {
  const json = { Accept: 'application/json', 'Content-Type': 'application/json', Origin: baseUrl };
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      username: process.env.E2E_ADMIN_USERNAME ?? 'admin',
      password: process.env.E2E_ADMIN_PASSWORD ?? 'admin-password',
    }),
  });
  assert.equal(login.status, 200);
  const { csrfToken } = await login.json();
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const form = new FormData();
  form.append('image', new Blob([buffer], { type: 'image/jpeg' }), name);
  const uploaded = await fetch(`${baseUrl}/api/upload`, {
    method: 'POST',
    headers: { Accept: 'application/json', Origin: baseUrl, Cookie: cookie, 'x-csrf-token': csrfToken },
    body: form,
  });
  assert.equal(uploaded.status, 201, await uploaded.clone().text());
  return (await uploaded.json()).url;
}

/** A 3000 × 2000 photograph stand-in with fine detail: lines and lettering only deep zoom resolves. */
async function detailedJpeg() {
  const lines = Array.from(
    { length: 60 },
    (_, i) =>
      `<line x1="${i * 50}" y1="0" x2="${3000 - i * 50}" y2="2000" stroke="#3b2a1a" stroke-width="2"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="2000"><rect width="3000" height="2000" fill="#b08a5e"/>${lines}<text x="1500" y="1000" font-size="28" text-anchor="middle" fill="#f7f3ec">NW 2026 · branded under the top</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** The deep zoom viewer's zoom, as its controls state it. */
const zoomOf = async (lightbox) =>
  Number(await lightbox.getByTestId('deep-zoom-controls').getAttribute('data-zoom'));

/** Two fingers moving apart over the viewer (Chromium's touch input through the DevTools protocol). */
async function pinchOut(page, box) {
  const cdp = await page.context().newCDPSession(page);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const touch = (spread) => [
    { x: x - spread, y, id: 1 },
    { x: x + spread, y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touch(20) });
  for (let spread = 30; spread <= 120; spread += 10)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: touch(spread) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

let studied;
test('an uploaded piece: its collector details, deep zoom and a question the admin reads', async (t) => {
  const imageUrl = await uploadAsAdmin(await detailedJpeg(), 'meridian-detail.jpg');
  const admin = await adminApi();
  studied = await admin('POST', '/api/products', {
    name: `Studied Table ${Date.now()}`,
    price: '12800',
    imageUrls: [imageUrl],
    provenance: 'Made in 2026 in Walpole, New Hampshire; acquired from the artist',
    condition: 'New, never placed',
    certificate: 'Signed and numbered by the artist',
    makersMark: 'NW branded under the top',
  });
  const manifest = await fetch(`${baseUrl}${imageUrl.replace(/-960\.webp$/, '.dzi')}`);
  assert.equal(manifest.status, 200);
  assert.match(await manifest.text(), /Width="3000"/);

  for (const width of [1366, 360])
    await t.test(`${width} px`, async () => {
      const page = await newPage(browser, width, width < 800 ? { hasTouch: true, isMobile: true } : {});
      await page.goto(`${baseUrl}/product/${studied.id}`);
      await page.getByRole('heading', { level: 1, name: studied.name }).waitFor();
      const details = page.getByTestId('piece-details');
      for (const [label, value] of [
        ['Provenance', studied.provenance],
        ['Condition', studied.condition],
        ['Certificate of authenticity', studied.certificate],
        ["Maker's mark", studied.makersMark],
      ]) {
        await details.getByText(label, { exact: true }).waitFor();
        await details.getByText(value, { exact: true }).waitFor();
      }
      await details.scrollIntoViewIfNeeded();
      await settleImages(page);
      await shot(page, 'product-collector-details', width);

      await page.getByRole('button', { name: 'Enlarge image 1 of 1' }).click();
      const lightbox = page.getByRole('dialog', { name: new RegExp(studied.name) });
      await lightbox.locator('[data-deep-zoom="ready"]').waitFor();
      const whole = await zoomOf(lightbox);
      if (width > 800) {
        await page.keyboard.press('Equal');
        await page.keyboard.press('Equal');
        await page.waitForFunction(
          (before) =>
            Number(document.querySelector('[data-testid="deep-zoom-controls"]')?.getAttribute('data-zoom')) >
            before * 2,
          whole,
        );
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowDown');
      } else {
        await pinchOut(page, await lightbox.getByTestId('deep-zoom').boundingBox());
        await page.waitForFunction(
          (before) =>
            Number(document.querySelector('[data-testid="deep-zoom-controls"]')?.getAttribute('data-zoom')) >
            before * 1.2,
          whole,
        );
        await lightbox.getByRole('button', { name: 'Zoom in' }).click();
      }
      // Tiles of the deepest levels were asked for: the pixels of the upload itself.
      await page.waitForTimeout(1200);
      assert.ok((await zoomOf(lightbox)) > whole);
      await shot(page, 'product-deep-zoom', width);
      await page.keyboard.press('Minus');
      await page.keyboard.press('Escape');
      await lightbox.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Enlarge image 1 of 1' }).waitFor();

      await page.getByRole('button', { name: 'Ask about this piece' }).click();
      const ask = page.getByRole('dialog', { name: 'Ask about this piece' });
      await ask.getByText(studied.name).waitFor();
      await ask.getByRole('button', { name: 'Send question' }).click();
      await ask.getByText('Name is required').waitFor();
      await ask.getByLabel('Name').fill('Ada Byron');
      await ask.getByLabel('Email').fill('ada@example.com');
      const message = `Is the mark dated? (${width} px)`;
      await ask.getByLabel('Your question').fill(message);
      await shot(page, 'product-ask-form', width);
      await ask.getByRole('button', { name: 'Send question' }).click();
      await ask.getByRole('heading', { name: 'Thank you, Ada Byron.' }).waitFor();
      await shot(page, 'product-ask-sent', width);
      await ask.getByRole('button', { name: 'Back to the piece' }).click();
      await ask.waitFor({ state: 'detached' });

      const questions = await admin('GET', '/api/piece-enquiries');
      const mine = questions.find((q) => q.message === message);
      assert.ok(mine, 'the admin lists the question');
      assert.equal(mine.productId, studied.id);
      await page.context().close();
    });

  // The admin reads them in Custom Orders, the piece linked.
  const page = await newPage(browser, 1366);
  await signInToDashboard(page);
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Custom Orders', exact: true })
    .click();
  const list = page.getByTestId('piece-enquiries');
  await list.getByText('Is the mark dated? (360 px)').waitFor();
  const pieceLink = list.getByRole('link', { name: `${studied.name} by Atelier` }).first();
  assert.equal(await pieceLink.getAttribute('href'), `/product/${studied.id}`);
  await list.scrollIntoViewIfNeeded();
  await shot(page, 'admin-piece-enquiries', 1366);
  // And the owner's mail, logged in all-in-one.
  const mails = await admin('GET', '/api/mail/logged-mails');
  assert.ok(
    mails.mails.some((m) => m.subject === `Question about ${studied.name} by Atelier from Ada Byron`),
  );
  await page.context().close();
});
