// A timed auction in the browser (all-in-one: texts are logged, so the admin reads the codes): two
// shoppers verify a phone with a texted code, the first bids, the second outbids them, and the first
// shopper's open page shows the new price without a reload (Server-Sent Events). Both widths.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl, createProductAsAdmin, launchBrowser, newPage, shot } from './support/browser.mjs';
import {
  adminApi,
  putCardOnFile as putCardIn,
  simulateReply,
  testCardNumber,
  verifyPhone as verifyIn,
} from './support/buyers.mjs';
import {
  claimRefusedAgain,
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

async function placeBid(page, maxAmount) {
  const panel = page.getByTestId('auction-panel');
  await panel.getByLabel('Your maximum bid (USD)').fill(maxAmount);
  await panel.getByRole('button', { name: 'Place bid' }).click();
  return panel.getByTestId('bid-outcome').innerText();
}

test('verify a phone, bid, be outbid: the page updates live', async () => {
  const admin = await adminApi();
  const piece = await createProductAsAdmin({
    name: `Auction Credenza ${Date.now()}`,
    price: '4000',
    quantity: 1,
    isBiddingEnabled: true,
  });
  await admin('POST', '/api/auctions', {
    productId: piece.id,
    startingBid: '1000',
    endTime: new Date(Date.now() + 3_600_000).toISOString(),
  });

  const first = await newPage(browser, 1366);
  const second = await newPage(browser, 360);
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

  const suffix = String(Date.now()).slice(-4);
  await verifyPhone(first, admin, `(212) 555-${suffix}`);
  await putCardOnFile(first, testCardNumber(`4000${suffix}0000000`));
  assert.match(await placeBid(first, '1500'), /highest bidder/);
  await shot(first, 'auction-leading', 1366);

  await verifyPhone(second, admin, `(646) 555-${suffix}`);
  // One card makes one buyer: a fresh test number, so the test can run again on the same store.
  const secondCard = testCardNumber(`4242${suffix}0000001`);
  await putCardOnFile(second, secondCard);
  assert.match(await placeBid(second, '2000'), /highest bidder/);
  await shot(second, 'auction-outbidding', 360);

  // The first shopper did nothing: the outbid price and count arrive by themselves.
  await first.getByTestId('auction-current-bid').getByText('$1,600').waitFor();
  assert.equal(await firstPanel.getByTestId('auction-bid-count').innerText(), '2');
  assert.match(await firstPanel.getByTestId('auction-next-minimum').innerText(), /\$1,700/);
  assert.match(await firstPanel.getByTestId('bid-outcome').innerText(), /1 new bid since yours/);
  await shot(first, 'auction-outbid-live', 1366);

  // The admin ends it: the second shopper wins, is texted the claim link, and claims and pays.
  await admin(
    'POST',
    `/api/auctions/${(await admin('GET', '/api/auctions')).find((a) => a.productId === piece.id).id}/end`,
  );
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
  await claimRefusedAgain(second, claimPath, { shotName: 'claim', width: 360 });
  await first.context().close();
  await second.context().close();
});

/** A piece under a fresh auction, as the admin opens one; answers the piece and the auction's id. */
async function auctionedPiece(admin, name) {
  const piece = await createProductAsAdmin({
    name: `${name} ${Date.now()}`,
    price: '4000',
    quantity: 1,
    isBiddingEnabled: true,
  });
  const auction = await admin('POST', '/api/auctions', {
    productId: piece.id,
    startingBid: '1000',
    endTime: new Date(Date.now() + 3_600_000).toISOString(),
  });
  return { piece, auctionId: auction.id };
}

test('a claim link alone does not pay: another buyer is refused; the winner on another device verifies, then pays', async () => {
  const admin = await adminApi();
  const { piece, auctionId } = await auctionedPiece(admin, 'Claimed Sideboard');
  const suffix = String(Date.now() + 7).slice(-4);
  const winnerPhone = `(917) 555-${suffix}`;
  const winner = await newPage(browser, 1366);
  await winner.goto(`${baseUrl}/product/${piece.id}`);
  await verifyPhone(winner, admin, winnerPhone);
  const card = testCardNumber(`4111${suffix}0000002`);
  await putCardOnFile(winner, card);
  assert.match(await placeBid(winner, '1200'), /highest bidder/);
  await admin('POST', `/api/auctions/${auctionId}/end`);
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
  const { piece } = await auctionedPiece(admin, 'Quiet Stool');
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
  assert.match(await placeBid(page, '1000'), /highest bidder/);
  await page.context().close();
});
