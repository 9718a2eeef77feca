// Make an offer in the browser (issue 34 item 3; all-in-one: texts are logged, so the admin reads
// the codes and the claim link), at 1366 and 360 px: the owner marks a piece open to offers with a
// floor in the dashboard's product form; a shopper verifies a phone, puts a card on file and offers
// below the floor (declined automatically, the floor untold), then above it; the owner accepts in
// the dashboard's Offers, after a dialog saying what follows; the piece reads Reserved; the buyer
// pays through the claim link (the simulated provider), the order exists and the piece reads Sold.
// The used link then leads the buyer to the order, and tells another visitor only that it was paid.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { baseUrl, createProductAsAdmin, launchBrowser, newPage, shot, widths } from './support/browser.mjs';
import {
  adminApi,
  putCardOnFile,
  signInToDashboard,
  testCardNumber,
  verifyPhone,
} from './support/buyers.mjs';
import {
  openClaim,
  payClaim,
  textedClaimPath,
  usedClaimLeadsToOrder,
  usedClaimToOthers,
} from './support/claims.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

for (const [index, width] of widths.entries()) {
  test(`an offer accepted in the dashboard is paid through its claim, and the piece reads Sold (${width} px)`, async () => {
    const admin = await adminApi();
    const piece = await createProductAsAdmin({
      name: `Offer Console ${width} ${Date.now()}`,
      price: '4800',
      quantity: 1,
    });

    // The owner marks the piece open to offers, with a floor, in the product form.
    const owner = await newPage(browser, width);
    await signInToDashboard(owner);
    await owner.goto(`${baseUrl}/admin?section=products`);
    await owner.getByRole('button', { name: `Edit ${piece.name}`, exact: true }).click();
    const form = owner.getByRole('dialog', { name: 'Edit Product' });
    await form.getByRole('switch', { name: /Open to offers/ }).check();
    await form.getByLabel('Offer floor (USD, optional)').fill('3500');
    await shot(owner, 'offers-product-form', width);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await form.waitFor({ state: 'hidden' });
    const terms = await admin('GET', `/api/products/${piece.id}/offer-terms`);
    assert.deepEqual(terms, {
      productId: piece.id,
      openToOffers: true,
      offerFloor: '3500.00',
      offerValidHours: 72,
    });

    // A shopper opens the piece: Buy Now as usual, and the offer panel closed until asked.
    const shopper = await newPage(browser, width);
    await shopper.goto(`${baseUrl}/product/${piece.id}`);
    const panel = shopper.getByTestId('offer-panel');
    await panel.getByRole('heading', { name: 'Open to offers' }).waitFor();
    await shopper.getByRole('link', { name: /Buy Now/ }).waitFor();
    await panel.getByRole('button', { name: 'Make an offer' }).click();
    const suffix = `${String(Date.now()).slice(-3)}${index}`;
    const phoneNumber = `(917) 555-${suffix}`;
    await verifyPhone(panel, admin, phoneNumber);
    const card = testCardNumber(`4000${suffix}5000000`);
    await putCardOnFile(panel, card);

    // Below the floor: declined at once, without the floor.
    await panel.getByLabel('Your offer (USD)').fill('3000');
    await panel.getByRole('button', { name: 'Send my offer' }).click();
    const mine = panel.getByTestId('my-offer');
    await mine.filter({ hasText: 'declined automatically' }).waitFor();
    assert.doesNotMatch(await panel.innerText(), /3,500|3500/, 'the floor is never told');
    await shot(shopper, 'offers-declined-automatically', width);

    await panel.getByLabel('Your new offer (USD)').fill('4200');
    await panel.getByLabel(/A note to the owner/).fill('It would be perfect in our hall.');
    await panel.getByRole('button', { name: 'Send my offer' }).click();
    await mine.filter({ hasText: 'Your offer of $4,200 is with the owner.' }).waitFor();
    await shot(shopper, 'offers-open', width);

    // The owner accepts in the dashboard's Offers, after reading what follows.
    await owner.goto(`${baseUrl}/admin?section=offers`);
    const offerCard = owner
      .getByTestId('admin-offer')
      .filter({ hasText: piece.name })
      .filter({ hasText: '$4,200' });
    await offerCard.getByText('It would be perfect in our hall.').waitFor();
    await offerCard.getByRole('button', { name: 'Accept...' }).click();
    const confirm = owner.getByRole('alertdialog', { name: `Accept $4,200 for "${piece.name}"?` });
    assert.match(await confirm.innerText(), /held for them at once.*texted a link to pay/s);
    await shot(owner, 'offers-accept-dialog', width);
    await confirm.getByRole('button', { name: 'Accept offer' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await offerCard
      .getByTestId('offer-claim')
      .filter({ hasText: 'Waiting for the buyer to pay $4,200' })
      .waitFor();
    await shot(owner, 'offers-accepted-admin', width);

    // The piece is held for the buyer: Reserved, no Buy Now; the buyer's panel links to pay.
    await shopper.reload();
    await shopper.getByTestId('availability').getByText('Reserved').waitFor();
    assert.equal(await shopper.getByRole('link', { name: /Buy Now/ }).count(), 0);
    await panel.getByText('The owner accepted: the piece is yours at $4,200.').waitFor();
    await panel.getByRole('link', { name: 'Pay for it now' }).waitFor();
    await shot(shopper, 'offers-accepted-buyer', width);

    // The claim link, as texted (the panel's link is the same claim), paid with the card on file.
    const claimPath = await textedClaimPath(admin, phoneNumber);
    assert.equal(await panel.getByRole('link', { name: 'Pay for it now' }).getAttribute('href'), claimPath);
    const claim = {
      productName: piece.name,
      price: '$4,200',
      total: '$4,400',
      tax: '$176',
      taxedTotal: '$4,576',
      last4: card.slice(-4),
    };
    await openClaim(shopper, claimPath, claim);
    await shopper.getByText('The owner accepted your offer').waitFor();
    await payClaim(shopper, { ...claim, shotName: 'offers-claim', width });

    // Sold: the piece's page says so, and the buyer's panel that it is theirs.
    await shopper.goto(`${baseUrl}/product/${piece.id}`);
    for (let i = 0; i < 50 && (await shopper.getByTestId('product-price').innerText()) !== 'Sold'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      await shopper.reload();
    }
    assert.equal(await shopper.getByTestId('product-price').innerText(), 'Sold');
    await panel.getByText(/accepted and paid for at \$4,200/).waitFor();
    await shot(shopper, 'offers-sold', width);
    const offers = await admin('GET', '/api/offers');
    assert.equal(offers.find((o) => o.productId === piece.id && o.state === 'accepted')?.claimState, 'paid');

    // The used link leads its buyer to the order; another visitor reads only that it was paid.
    await usedClaimLeadsToOrder(shopper, claimPath, { shotName: 'offers-claim', width });
    const stranger = await newPage(browser, width);
    await usedClaimToOthers(stranger, claimPath, { shotName: 'offers-claim', width });
    await Promise.all([owner.close(), shopper.close(), stranger.close()]);
  });
}
