/* global document, window -- page.evaluate callbacks run in the browser */
// Shared by the browser tests: Debian's Chromium through playwright-core, pages at the shop's two
// reference widths, lazy-image settling and full-page screenshots under e2e/screenshots/.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const baseUrl = (process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
export const widths = [1366, 360];
const timeout = 15_000;
const screenshotDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));

export async function launchBrowser() {
  mkdirSync(screenshotDir, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A page in a fresh context (own local storage, so its own shopper session id). */
export async function newPage(browser, width, contextOptions = {}) {
  const context = await browser.newContext({
    viewport: { width, height: width > 800 ? 900 : 780 },
    ...contextOptions,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(timeout);
  // A server-rendered page shows its buttons before React hydrates them, and a click that early is
  // lost (as it would be for a shopper on a slow phone): every navigation waits for the app's mark.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    return response;
  };
  return page;
}

// Lazy images only load near the viewport: scroll through the page so full-page shots show them.
export async function settleImages(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle').catch(() => {});
}

export const shot = (page, name, width) =>
  page.screenshot({ path: `${screenshotDir}${name}-${width}.png`, fullPage: true });

/** Reads the public API the way the shop does (to pick real ids from the seeded store). */
export async function apiJson(path) {
  const response = await fetch(`${baseUrl}${path}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

/**
 * Creates a product through the admin API, signed in like the dashboard is (session cookie plus
 * the session's CSRF token), so a test does not depend on what the demo data happens to hold.
 */
export async function createProductAsAdmin(input) {
  const username = process.env.E2E_ADMIN_USERNAME ?? 'admin';
  const password = process.env.E2E_ADMIN_PASSWORD ?? 'admin-password';
  const json = { Accept: 'application/json', 'Content-Type': 'application/json', Origin: baseUrl };
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`admin sign-in answered ${login.status}`);
  const { csrfToken } = await login.json();
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const created = await fetch(`${baseUrl}/api/products`, {
    method: 'POST',
    headers: { ...json, Cookie: cookie, 'x-csrf-token': csrfToken },
    body: JSON.stringify(input),
  });
  if (!created.ok) throw new Error(`POST /api/products answered ${created.status}: ${await created.text()}`);
  return created.json();
}
