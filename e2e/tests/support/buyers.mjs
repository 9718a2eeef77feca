// The admin API as the dashboard calls it, the dashboard's sign-in, and a shopper verifying a phone with the texted code
// (all-in-one logs texts, so the admin reads the code) and putting a test card on file: shared by the
// auction and draw tests.
import assert from 'node:assert/strict';
import { baseUrl } from './browser.mjs';

const adminUsername = process.env.E2E_ADMIN_USERNAME ?? 'admin';
const adminPassword = process.env.E2E_ADMIN_PASSWORD ?? 'admin-password';

/** The admin API as the dashboard calls it: session cookie plus CSRF token. */
export async function adminApi() {
  const json = { Accept: 'application/json', 'Content-Type': 'application/json', Origin: baseUrl };
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: adminUsername, password: adminPassword }),
  });
  assert.equal(login.status, 200);
  const { csrfToken } = await login.json();
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return async (method, path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...json, Cookie: cookie, 'x-csrf-token': csrfToken },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    assert.ok(response.ok, `${method} ${path} answered ${response.status}: ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
}

/** Signs the admin in through the dashboard's form. */
export async function signInToDashboard(page) {
  await page.goto(`${baseUrl}/admin`);
  await page.getByLabel('Username').fill(adminUsername);
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
}

/** The latest text to a number whose body matches, read as the admin reads logged texts. */
export async function loggedText(admin, phoneNumber, pattern) {
  // A claim link follows an award through two services and the broker: allow it some seconds.
  for (let attempt = 0; attempt < 200; attempt++) {
    const texts = await admin('GET', `/api/sms/logged-texts?phoneNumber=${encodeURIComponent(phoneNumber)}`);
    const found = texts.find((text) => pattern.test(text.body));
    if (found) return found.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no text matching ${pattern} was sent to ${phoneNumber}`);
}

/** The code texted to a number. */
export const textedCode = async (admin, phoneNumber) =>
  /code is (\d{6})/.exec(await loggedText(admin, phoneNumber, /code is \d{6}/))[1];

/** Verifies a phone in the verification form inside `panel` (a page's locator). */
export async function verifyPhone(panel, admin, phoneNumber) {
  await panel.getByLabel('Mobile number').fill(phoneNumber);
  await panel.getByRole('button', { name: 'Text me a code' }).click();
  await panel.getByLabel(/Code texted to/).fill(await textedCode(admin, phoneNumber));
  await panel.getByRole('button', { name: 'Verify' }).click();
  await panel.getByTestId('verified-buyer').waitFor();
}

/**
 * A test card number of its own (one card makes one buyer): the 15 leading digits given, plus
 * Luhn's check digit, which the simulated provider checks.
 */
export function testCardNumber(fifteen) {
  for (let check = 0; check <= 9; check++) {
    const digits = `${fifteen}${check}`;
    let sum = 0;
    for (let i = 0; i < 16; i++) {
      let d = Number(digits[15 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    if (sum % 10 === 0) return digits;
  }
  throw new Error('unreachable');
}

/** The card-on-file step after the phone, inside `panel` (the simulated provider's labelled form). */
export async function putCardOnFile(panel, cardNumber) {
  await panel.getByRole('button', { name: 'Add a card' }).click();
  await panel.getByLabel(/Test card number/).fill(cardNumber);
  await panel.getByRole('button', { name: 'Save card' }).click();
  await panel.getByTestId('card-on-file').waitFor();
}

/** What a number texts back (STOP, START...), as the admin's Phone Numbers simulates it while texts are logged. */
export async function simulateReply(admin, phoneNumber, body) {
  await admin('POST', '/api/sms/simulated-replies', { phoneNumber, body });
}
