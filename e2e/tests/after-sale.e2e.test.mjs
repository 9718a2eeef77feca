// The owner after a sale (issue 32 items 3 and 4), in the all-in-one store: a collector buys a piece
// (with NY sales tax, demo table); the owner corrects the delivery address from the Orders section
// (the API's messages under the fields), ships it with a white-glove carrier and its tracking
// number (confirmed: the buyer is texted and emailed), marks it delivered, refunds part of it (a
// double click refunds once) and then the rest, putting the piece back on sale. The buyer's order
// page follows each step: paid, shipped with the tracking link, delivered, refunded with amounts.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl, createProductAsAdmin, launchBrowser, newPage, shot, widths } from './support/browser.mjs';
import { signInToDashboard } from './support/buyers.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const json = { Accept: 'application/json', 'Content-Type': 'application/json', Origin: baseUrl };
const post = async (path, body, sessionId) => {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { ...json, 'x-session-id': sessionId },
    body: JSON.stringify(body),
  });
  assert.ok(response.ok, `${path} answered ${response.status}: ${await response.clone().text()}`);
  return response.json();
};

/**
 * What the checkout page does, through the public API: Buy Now, Pay with the delivery details to
 * Hudson, NY (the tax is priced then), the test card. Answers the order page's path.
 */
async function buyOnePiece(productId) {
  const sessionId = `e2e-after-sale-${crypto.randomUUID()}`;
  // The cart's read model learns of a new piece through catalog's events: it may take a moment.
  let intent;
  for (let attempt = 0; attempt < 40 && !intent; attempt++) {
    const response = await fetch(`${baseUrl}/api/create-payment-intent`, {
      method: 'POST',
      headers: { ...json, 'x-session-id': sessionId },
      body: JSON.stringify({ productId }),
    });
    if (response.ok) intent = await response.json();
    else await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.ok(intent, 'checkout opened');
  const paymentData = {
    recipientName: 'Ada Lovelace',
    recipientEmail: 'ada@example.com',
    recipientPhone: '555-010-0199',
    billingAddress: { street: '1 Main St', city: 'Hudson', state: 'NY', zipCode: '12534', country: 'US' },
    sameAsbilling: true,
  };
  const begun = await post(
    '/api/checkout/begin-payment',
    { sessionId, paymentIntentId: intent.paymentIntentId, paymentData },
    sessionId,
  );
  await post(
    '/api/checkout/simulated/confirm',
    { clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242' },
    sessionId,
  );
  await post(
    '/api/process-payment',
    { sessionId, paymentIntentId: intent.paymentIntentId, paymentData },
    sessionId,
  );
  return { orderPath: intent.confirmationPath, total: begun.total };
}

for (const width of widths) {
  test(`the owner corrects the address, ships, marks delivered and refunds; the buyer follows it all (${width} px)`, async () => {
    const piece = await createProductAsAdmin({
      name: `E2E Ash Sideboard ${width}`,
      price: '2500',
      quantity: 1,
      description: 'A sideboard.',
    });
    const { orderPath, total } = await buyOnePiece(piece.id);
    // $2,500 + $200 shipping + NY 4 % (demo table): $2,808.
    assert.equal(total, '2808.00');

    const buyer = await newPage(browser, width);
    await buyer.goto(`${baseUrl}${orderPath}`);
    await buyer.getByRole('heading', { name: 'Thank you for your purchase' }).waitFor();
    const number = await buyer.getByTestId('order-number').innerText();
    await buyer.getByTestId('checkout-tax').filter({ hasText: '$108' }).waitFor();
    await buyer.getByTestId('checkout-total').filter({ hasText: '$2,808' }).waitFor();
    await buyer.getByText('When it ships, this page shows the carrier and a link to follow it.').waitFor();

    const admin = await newPage(browser, width);
    await signInToDashboard(admin);
    await admin.goto(`${baseUrl}/admin?section=orders`);
    const order = admin.getByRole('article', { name: number });
    await order.waitFor();
    await order.getByTestId('order-totals').filter({ hasText: 'Sales tax$108' }).waitFor();

    // The delivery address, corrected before shipping; the API's message under the field it names.
    await order.getByRole('button', { name: 'Edit delivery...' }).click();
    const delivery = admin.getByRole('dialog', { name: `Delivery of ${number}` });
    const billing = delivery.getByRole('group', { name: 'Billing Address' });
    await billing.getByLabel('ZIP code').fill('');
    await delivery.getByRole('button', { name: 'Save delivery details' }).click();
    await billing.getByText('ZIP code is required').waitFor();
    await shot(admin, 'orders-edit-delivery', width);
    await billing.getByLabel('Street address').fill('44 Warren St');
    await billing.getByLabel('ZIP code').fill('12534');
    await delivery.getByRole('button', { name: 'Save delivery details' }).click();
    await admin.getByText(`Delivery details of ${number} saved`).first().waitFor();
    await order.getByText('44 Warren St').first().waitFor();

    // Shipping asks first, saying the buyer is texted and emailed, and takes carrier and number.
    await order.getByRole('button', { name: 'Mark shipped...' }).click();
    const ship = admin.getByRole('dialog', { name: `Ship ${number}` });
    await ship
      .getByText('will be texted and emailed the carrier and a link to follow the delivery')
      .waitFor();
    await ship.getByLabel('Carrier').selectOption({ label: 'Estes Final Mile (white glove)' });
    await ship.getByLabel(/^Tracking or booking number/).fill('PRO 0048213');
    const trackingUrl =
      'https://www.estes-express.com/myestes/shipment-tracking/?type=PRO&query=PRO%200048213';
    await ship.getByRole('link', { name: trackingUrl }).waitFor();
    await shot(admin, 'orders-ship-dialog', width);
    await ship.getByRole('button', { name: 'Mark shipped and notify the buyer' }).click();
    await admin.getByText(`Order ${number} marked shipped`).first().waitFor();

    // Filtered on paid orders, it left the list: show them all.
    await admin.getByRole('combobox').selectOption('all');
    await order.getByText('shipped', { exact: true }).waitFor();
    await order.getByRole('button', { name: 'Mark delivered...' }).click();
    const delivered = admin.getByRole('dialog', { name: `Delivered ${number}?` });
    await delivered.getByText('No text or email is sent.').waitFor();
    await delivered.getByRole('button', { name: 'Mark delivered' }).click();
    await admin.getByText(`Order ${number} marked delivered`).first().waitFor();

    // A part refunded, with a reason: pressing twice quickly refunds once.
    await order.getByRole('button', { name: 'Refund...' }).click();
    let refund = admin.getByRole('dialog', { name: `Refund ${number}` });
    await refund.getByText('$2,808 of $2,808 is left to refund').waitFor();
    await refund.getByLabel(/^Amount/).fill('300');
    await refund.getByLabel(/^Reason/).fill('A scratch on the top, agreed with the buyer');
    await shot(admin, 'orders-refund-dialog', width);
    await refund.getByRole('button', { name: 'Refund', exact: true }).dblclick();
    await admin.getByText(`Refunded $300 on ${number}`).first().waitFor();
    await order.getByTestId('order-refunded').filter({ hasText: '$300' }).waitFor();
    assert.equal(await order.getByText('Refunded $300', { exact: true }).count(), 1, 'one refund');

    // More than is left is refused with what is left; then the rest, the piece back on sale.
    await order.getByRole('button', { name: 'Refund...' }).click();
    refund = admin.getByRole('dialog', { name: `Refund ${number}` });
    await refund.getByLabel(/^Amount/).fill('2600');
    await refund.getByLabel(/^Reason/).fill('Returned');
    await refund.getByRole('button', { name: 'Refund', exact: true }).click();
    await refund.getByText(`$2600.00 is more than the $2508.00 left to refund on order ${number}`).waitFor();
    await refund.getByLabel(/^Amount/).fill('2508.00');
    await refund.getByRole('checkbox', { name: /Put the piece back on sale/ }).check();
    await refund.getByRole('button', { name: 'Refund in full' }).click();
    await admin.getByText(`Refunded $2,508 on ${number}`).first().waitFor();
    await order.getByText('refunded', { exact: true }).waitFor();
    assert.equal(await order.getByRole('button', { name: 'Refund...' }).count(), 0);
    await order.scrollIntoViewIfNeeded();
    await shot(admin, 'orders-after-sale', width);

    // The buyer's page: each step, the tracking link, the refunds with their amounts.
    await buyer.reload();
    const timeline = buyer.getByTestId('order-timeline');
    await timeline.getByText('Shipped with Estes Final Mile (white glove)').waitFor();
    assert.equal(
      await timeline.getByRole('link', { name: /Track the delivery/ }).getAttribute('href'),
      trackingUrl,
    );
    await timeline.getByText('Delivered', { exact: true }).waitFor();
    await timeline.getByText('Refunded $300', { exact: true }).waitFor();
    await timeline.getByText('A scratch on the top, agreed with the buyer').waitFor();
    await timeline.getByText('Refunded $2,508', { exact: true }).waitFor();
    await buyer.getByTestId('order-refunded').filter({ hasText: '$2,808' }).waitFor();
    await buyer.getByTestId('delivery-address').filter({ hasText: '44 Warren St' }).waitFor();
    await shot(buyer, 'order-page-after-sale', width);

    // Back on sale: the piece can be bought again (catalog hears of the refund through the bus).
    let onSale = false;
    for (let attempt = 0; attempt < 20 && !onSale; attempt++) {
      await buyer.goto(`${baseUrl}/product/${piece.id}`);
      onSale = await buyer
        .getByRole('button', { name: 'Add to Cart' })
        .waitFor({ timeout: 1000 })
        .then(
          () => true,
          () => false,
        );
    }
    assert.ok(onSale, 'the refunded piece is on sale again');
    await admin.context().close();
    await buyer.context().close();
  });
}
