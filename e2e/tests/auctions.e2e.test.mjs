// A timed auction in the browser (all-in-one: texts are logged, so the admin reads the codes): two
// shoppers verify a phone with a texted code, the first bids, the second outbids them, and the first
// shopper's open page shows the new price without a reload (Server-Sent Events). Both widths.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl, createProductAsAdmin, launchBrowser, newPage, shot } from './support/browser.mjs';
import {
  adminApi,
  putCardOnFile as putCardIn,
  testCardNumber,
  verifyPhone as verifyIn,
} from './support/buyers.mjs';
import { claimRefusedAgain, openClaim, payClaim, textedClaimPath } from './support/claims.mjs';

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
  const claim = { productName: piece.name, price: '$1,600', total: '$1,800', last4: secondCard.slice(-4) };
  await openClaim(second, claimPath, claim);
  await payClaim(second, { ...claim, shotName: 'claim', width: 360 });
  await claimRefusedAgain(second, claimPath, { shotName: 'claim', width: 360 });
  await first.context().close();
  await second.context().close();
});
