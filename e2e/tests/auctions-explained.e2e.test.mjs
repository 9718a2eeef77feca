// Auctions explained (issue 34 item 2) in the browser, at 1366 and 360 px: the owner's estimate in
// the store's prices; the public bid history ("Bidder 1", "Bidder 2", newest first, a maximum's
// automatic answer shown at the visible price, never a phone, name or maximum) arriving live on an
// open page, each buyer's own rows marked "You"; and "Remind me" set and cancelled.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl, createProductAsAdmin, launchBrowser, newPage, shot, widths } from './support/browser.mjs';
import {
  adminApi,
  putCardOnFile as putCardIn,
  testCardNumber,
  verifyPhone as verifyIn,
} from './support/buyers.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const panelOf = (page) => page.getByTestId('auction-panel');

async function openAuction(admin, width) {
  const piece = await createProductAsAdmin({
    name: `Explained Sideboard ${width} ${Date.now()}`,
    price: '4000',
    quantity: 1,
    isBiddingEnabled: true,
  });
  const auction = await admin('POST', '/api/auctions', {
    productId: piece.id,
    startingBid: '10000',
    endTime: new Date(Date.now() + 3 * 3_600_000).toISOString(),
    estimateLow: '12000',
    estimateHigh: '15000',
  });
  return { piece, auction };
}

async function placeBid(page, maxAmount) {
  const panel = panelOf(page);
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /\/api\/auctions\/\d+\/bids$/.test(response.url()),
  );
  await panel.getByLabel('Your maximum bid (USD)').fill(maxAmount);
  await panel.getByRole('button', { name: 'Place bid' }).click();
  assert.equal((await answered).status(), 200);
}

/** The history's rows as read on the page: "Bidder n" (and "You"), the price, automatic or not. */
async function historyRows(page, count) {
  const rows = panelOf(page).getByTestId('bid-history-row');
  // Live: the rows arrive with the auction's updates, without a reload.
  for (let i = 0; i < 150 && (await rows.count()) !== count; i++) await page.waitForTimeout(100);
  assert.equal(await rows.count(), count);
  return rows.evaluateAll((items) =>
    items.map((item) => {
      const [who, price, , note] = [...item.children].map((cell) => cell.textContent.trim());
      return [who, price, note];
    }),
  );
}

test('the estimate and the anonymised bid history, live, with "You" on the buyer\'s own rows; Remind me', async () => {
  const admin = await adminApi();
  const suffix = String(Date.now()).slice(-4);
  const phones = [`(312) 555-${suffix}`, `(415) 555-${suffix}`];
  const bidder1 = await newPage(browser, widths[0]);
  const bidder2 = await newPage(browser, widths[0]);
  const visitor = await newPage(browser, widths[0]);
  const first = await openAuction(admin, widths[0]);
  for (const [page, phone, card] of [
    [bidder1, phones[0], `4000${suffix}0000003`],
    [bidder2, phones[1], `4242${suffix}0000004`],
  ]) {
    await page.goto(`${baseUrl}/product/${first.piece.id}`);
    await verifyIn(panelOf(page), admin, phone);
    await putCardIn(panelOf(page), testCardNumber(card));
  }

  for (const width of widths) {
    const { piece, auction } = width === widths[0] ? first : await openAuction(admin, width);
    for (const page of [bidder1, bidder2, visitor]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 780 });
      await page.goto(`${baseUrl}/product/${piece.id}`);
    }
    assert.equal(await panelOf(visitor).getByTestId('auction-estimate').innerText(), '$12,000–$15,000');
    await panelOf(visitor).getByTestId('bid-history').getByText('No bids yet.').waitFor();

    await placeBid(bidder1, '11000');
    await placeBid(bidder2, '12000');
    await placeBid(bidder2, '13500'); // a raised maximum: nothing public moves
    await placeBid(bidder1, '12500'); // answered at once by bidder 2's maximum

    // The visitor's page never reloaded: every row arrived live.
    const expected = [
      ['Bidder 2', '$12,600', 'automatic bid'],
      ['Bidder 2', '$11,100', ''],
      ['Bidder 1', '$10,000', ''],
    ];
    assert.deepEqual(await historyRows(visitor, 3), expected);
    const visitorText = await panelOf(visitor).innerText();
    for (const secret of ['13,500', '12,500', '11,000', `555-${suffix}`])
      assert.equal(visitorText.includes(secret), false, `the visitor never reads ${secret}`);
    await shot(visitor, 'auction-bid-history', width);

    // Each buyer's own rows read "You" (from their standing), the others' do not.
    await panelOf(bidder2).getByTestId('bid-history-row').first().getByText('You').waitFor();
    assert.deepEqual(await historyRows(bidder2, 3), [
      ['Bidder 2You', '$12,600', 'automatic bid'],
      ['Bidder 2You', '$11,100', ''],
      ['Bidder 1', '$10,000', ''],
    ]);
    await panelOf(bidder1).getByTestId('bid-history-row').last().getByText('You').waitFor();
    assert.deepEqual(
      (await historyRows(bidder1, 3)).map(([who]) => who),
      ['Bidder 2', 'Bidder 2', 'Bidder 1You'],
    );
    await shot(bidder1, 'auction-bid-history-you', width);

    // Remind me: set, said when, then cancelled.
    const reminder = panelOf(bidder2).getByTestId('auction-reminder');
    await reminder.getByRole('button', { name: 'Remind me' }).click();
    const set = reminder.getByRole('button', { name: 'Reminder set · Cancel' });
    await set.waitFor();
    assert.match(await reminder.innerText(), /We text you at .*an hour before the end/);
    await shot(bidder2, 'auction-reminder-set', width);
    await set.click();
    await reminder.getByRole('button', { name: 'Remind me' }).waitFor();
    await admin('POST', `/api/auctions/${auction.id}/cancel`);
  }
  for (const page of [bidder1, bidder2, visitor]) await page.context().close();
});
