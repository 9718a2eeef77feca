// A timed auction in the browser (all-in-one: texts are logged, so the admin reads the codes): two
// shoppers verify a phone with a texted code, the first bids, the second outbids them, and the first
// shopper's open page shows the new price and their standing without a reload (Server-Sent Events);
// the winner claims and pays, and the piece reads Sold. Then issue 31's case at 1366 and 360 px: the
// leader raises their maximum, a rival is outbid, and the leader's page still says they lead, after
// a reload too, as the admin's list does. Both widths.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl, createProductAsAdmin, launchBrowser, newPage, shot, widths } from './support/browser.mjs';
import {
  adminApi,
  putCardOnFile as putCardIn,
  simulateReply,
  testCardNumber,
  verifyPhone as verifyIn,
} from './support/buyers.mjs';
import {
  usedClaimLeadsToOrder,
  claimRefusedToAnotherBuyer,
  openClaim,
  payClaim,
  textedClaimPath,
  verifyOnClaimPage,
} from './support/claims.mjs';

const verifyPhone = (page, admin, phoneNumber) =>
  verifyIn(page.getByTestId('auction-panel'), admin, phoneNumber);
const putCardOnFile = (page, cardNumber) => putCardIn(page.getByTestId('auction-panel'), cardNumber);

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Waits until the page shows this standing (it is read again from the server after each change). */
const standingShows = (page, text) =>
  page.getByTestId('auction-panel').getByTestId('auction-standing').filter({ hasText: text }).waitFor();

/** Bids, and waits for the bid's answer and for the page to say `expected` of the buyer's standing. */
async function placeBid(page, maxAmount, expected) {
  const panel = page.getByTestId('auction-panel');
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /\/api\/auctions\/\d+\/bids$/.test(response.url()),
  );
  await panel.getByLabel('Your maximum bid (USD)').fill(maxAmount);
  await panel.getByRole('button', { name: 'Place bid' }).click();
  assert.equal((await answered).status(), 200);
  await standingShows(page, expected);
  // The bid is taken: its amount is emptied and the field keeps the focus for the next one.
  const amount = panel.getByLabel('Your maximum bid (USD)');
  assert.equal(await amount.inputValue(), '');
  assert.ok(
    await amount.evaluate((field) => field === field.ownerDocument.activeElement),
    'the amount has the focus',
  );
}

/** An auction of a new piece (quantity 1, limited) through the admin API; answers the piece and its auction. */
async function openAuction(admin, name, startingBid) {
  const piece = await createProductAsAdmin({
    name: `${name} ${Date.now()}`,
    price: '4000',
    quantity: 1,
    isBiddingEnabled: true,
  });
  const auction = await admin('POST', '/api/auctions', {
    productId: piece.id,
    startingBid,
    endTime: new Date(Date.now() + 3_600_000).toISOString(),
  });
  return { piece, auction };
}

const buyerIdOf = async (page) =>
  (await page.evaluate(() => fetch('/api/buyers/me').then((answer) => answer.json()))).buyerId;

test('verify a phone, bid, be outbid: the page updates live; the winner claims, and the piece reads Sold', async () => {
  const admin = await adminApi();
  const { piece, auction } = await openAuction(admin, 'Auction Credenza', '1000');

  const first = await newPage(browser, 1366);
  const second = await newPage(browser, 360);
  // A visitor's auction page says nothing wrong in the console: it asks nothing that answers 401.
  const problems = [];
  first.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  first.on('pageerror', (error) => problems.push(error.message));
  await first.goto(`${baseUrl}/product/${piece.id}`);
  await second.goto(`${baseUrl}/product/${piece.id}`);
  const firstPanel = first.getByTestId('auction-panel');
  assert.equal(await firstPanel.getByTestId('auction-current-bid').innerText(), '$1,000');
  assert.match(await firstPanel.getByTestId('auction-time-left').innerText(), /^(59m|1h)/);
  assert.equal(
    await first.getByRole('link', { name: /Buy Now/ }).count(),
    0,
    'an auctioned piece is not sold at a fixed price',
  );
  await first.getByText('Limited: 1 available').waitFor();
  await first.getByRole('button', { name: 'Text me a code' }).waitFor();
  assert.deepEqual(problems, [], "the visitor's auction page logs no error");

  const suffix = String(Date.now()).slice(-4);
  await verifyPhone(first, admin, `(212) 555-${suffix}`);
  await putCardOnFile(first, testCardNumber(`4000${suffix}0000000`));
  await placeBid(first, '1500', /highest bidder/);
  await shot(first, 'auction-leading', 1366);

  await verifyPhone(second, admin, `(646) 555-${suffix}`);
  // One card makes one buyer: a fresh test number, so the test can run again on the same store.
  const secondCard = testCardNumber(`4242${suffix}0000001`);
  await putCardOnFile(second, secondCard);
  await placeBid(second, '2000', /highest bidder/);
  await shot(second, 'auction-outbidding', 360);

  // The first shopper did nothing: the outbid price, the count and their standing arrive by themselves.
  await first.getByTestId('auction-current-bid').getByText('$1,600').waitFor();
  assert.equal(await firstPanel.getByTestId('auction-bid-count').innerText(), '2');
  assert.match(await firstPanel.getByTestId('auction-next-minimum').innerText(), /\$1,700/);
  await standingShows(first, 'You have been outbid');
  await shot(first, 'auction-outbid-live', 1366);

  // The admin ends it: both open pages hear it; the second shopper won and is told what comes next.
  await admin('POST', `/api/auctions/${auction.id}/end`);
  await standingShows(second, /^You won at \$1,600\. We have texted you a link/);
  await standingShows(first, 'another bidder won');
  assert.equal(await first.getByText('Limited: 1 available').count(), 0, 'the auction took the piece');
  await shot(second, 'auction-won', 360);
  // The winner is texted the claim link, and claims and pays.
  const claimPath = await textedClaimPath(admin, `(646) 555-${suffix}`);
  const claim = {
    productName: piece.name,
    price: '$1,600',
    total: '$1,800',
    tax: '$72',
    taxedTotal: '$1,872',
    last4: secondCard.slice(-4),
  };
  await openClaim(second, claimPath, claim);
  await payClaim(second, { ...claim, shotName: 'claim', width: 360 });
  await usedClaimLeadsToOrder(second, claimPath, { shotName: 'claim', width: 360 });
  // Paid: the other bidder's open page reads Sold, not 'Auction ended', without a reload.
  await firstPanel.getByTestId('auction-phase').getByText('Sold', { exact: true }).waitFor();
  assert.equal(await firstPanel.getByText('Sold for').count(), 1);
  await shot(first, 'auction-sold', 1366);
  await first.context().close();
  await second.context().close();
});

test('a claim link alone does not pay: another buyer is refused; the winner on another device verifies, then pays', async () => {
  const admin = await adminApi();
  const { piece, auction } = await openAuction(admin, 'Claimed Sideboard', '1000');
  const suffix = String(Date.now() + 7).slice(-4);
  const winnerPhone = `(917) 555-${suffix}`;
  const winner = await newPage(browser, 1366);
  await winner.goto(`${baseUrl}/product/${piece.id}`);
  await verifyPhone(winner, admin, winnerPhone);
  const card = testCardNumber(`4111${suffix}0000002`);
  await putCardOnFile(winner, card);
  await placeBid(winner, '1200', /highest bidder/);
  await admin('POST', `/api/auctions/${auction.id}/end`);
  const claimPath = await textedClaimPath(admin, winnerPhone);

  // The winner's own page shows the claim too (for a winner whose text never came).
  await winner.reload();
  const notice = winner.getByTestId('won-claim-notice');
  await notice.waitFor();
  assert.equal(await notice.getByRole('link', { name: 'Claim and pay' }).getAttribute('href'), claimPath);
  await shot(winner, 'claim-notice', 1366);

  // Someone else holds the link and verifies their own phone on it: not theirs to pay.
  const stranger = await newPage(browser, 360);
  const strangerPhone = `(718) 555-${suffix}`;
  await verifyOnClaimPage(stranger, admin, claimPath, {
    winnerPhone,
    phoneNumber: strangerPhone,
    shotName: 'claim-stranger',
    width: 360,
  });
  await claimRefusedToAnotherBuyer(stranger, winnerPhone);
  await shot(stranger, 'claim-other-buyer', 360);

  // The winner opens the texted link on their phone (another device): a code to that phone, then Pay.
  const phone = await newPage(browser, 360);
  await verifyOnClaimPage(phone, admin, claimPath, {
    winnerPhone,
    phoneNumber: winnerPhone,
    shotName: 'claim-elsewhere',
    width: 360,
  });
  const claim = {
    productName: piece.name,
    price: '$1,000',
    total: '$1,200',
    tax: '$48',
    taxedTotal: '$1,248',
    last4: card.slice(-4),
  };
  await openClaim(phone, claimPath, claim);
  await payClaim(phone, { ...claim, shotName: 'claim-elsewhere', width: 360 });
  for (const page of [winner, stranger, phone]) await page.context().close();
});

test('a buyer whose number replied STOP is asked to reply START before bidding', async () => {
  const admin = await adminApi();
  const { piece } = await openAuction(admin, 'Quiet Stool', '1000');
  const suffix = String(Date.now() + 11).slice(-4);
  const phoneNumber = `(347) 555-${suffix}`;
  const page = await newPage(browser, 360);
  await page.goto(`${baseUrl}/product/${piece.id}`);
  await verifyPhone(page, admin, phoneNumber);
  await putCardOnFile(page, testCardNumber(`4000${suffix}0000003`));

  await simulateReply(admin, phoneNumber, 'STOP');
  await page.reload();
  const panel = page.getByTestId('auction-panel');
  const stopped = panel.getByTestId('texts-stopped');
  // Catalog hears of the STOP through the bus: the page says it once notifications has.
  await stopped.waitFor();
  assert.match(await stopped.innerText(), /reply START to any text from Atelier to opt back in/);
  assert.equal(await panel.getByRole('button', { name: 'Place bid' }).count(), 0);
  await shot(page, 'auction-texts-stopped', 360);

  await simulateReply(admin, phoneNumber, 'START');
  await stopped.getByRole('button', { name: 'I replied START: check again' }).click();
  await panel.getByRole('button', { name: 'Place bid' }).waitFor();
  await placeBid(page, '1000', /highest bidder/);
  await page.context().close();
});

test("the leader raises their maximum, a rival bids and is outbid: the leader's page still says they lead, as the admin's list does (issue 31)", async () => {
  const admin = await adminApi();
  const suffix = String(Date.now()).slice(-4);
  // Two buyers, verified and with a card once; each width then has an auction of its own.
  const bidder1 = await newPage(browser, widths[0]);
  const bidder2 = await newPage(browser, widths[0]);
  const first = await openAuction(admin, 'Standing Cabinet', '10000');
  for (const [page, phone, card] of [
    [bidder1, `(312) 555-${suffix}`, `4000${suffix}0000003`],
    [bidder2, `(415) 555-${suffix}`, `4242${suffix}0000004`],
  ]) {
    await page.goto(`${baseUrl}/product/${first.piece.id}`);
    await verifyPhone(page, admin, phone);
    await putCardOnFile(page, testCardNumber(card));
  }
  const leaderId = await buyerIdOf(bidder2);

  for (const width of widths) {
    const { piece, auction } =
      width === widths[0] ? first : await openAuction(admin, 'Standing Cabinet', '10000');
    for (const page of [bidder1, bidder2]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 780 });
      await page.goto(`${baseUrl}/product/${piece.id}`);
    }
    await placeBid(bidder1, '11000', 'You are the highest bidder');
    await placeBid(bidder2, '12000', 'You are the highest bidder');
    await placeBid(bidder2, '13500', 'Your maximum is raised. You are still the highest bidder.');
    await placeBid(bidder1, '12500', 'an earlier maximum is higher: you are outbid');

    // Bidder 2 did nothing: the rival's bid arrives live, and the page still says they lead.
    const leaderPanel = bidder2.getByTestId('auction-panel');
    await leaderPanel.getByTestId('auction-current-bid').getByText('$12,600').waitFor();
    const leading = 'You are the highest bidder. We bid for you up to your maximum of $13,500.';
    await standingShows(bidder2, leading);
    assert.doesNotMatch(await leaderPanel.innerText(), /outbid/);
    await shot(bidder2, 'auction-still-leading', width);
    // After a reload too, and the admin's list names the same leader.
    await bidder2.reload();
    await standingShows(bidder2, leading);
    const listed = (await admin('GET', '/api/auctions')).find((a) => a.id === auction.id);
    assert.equal(listed.leaderBuyerId, leaderId);
    assert.equal(listed.currentBid, '12600.00');
    // The rival's page, its bid's answer seen, reads the same from the server after a reload.
    await bidder1.reload();
    await standingShows(bidder1, "You have been outbid: another bidder's maximum is above yours of $12,500.");
    await shot(bidder1, 'auction-outbid-by-maximum', width);
    await admin('POST', `/api/auctions/${auction.id}/cancel`);
  }
  await bidder1.context().close();
  await bidder2.context().close();
});
