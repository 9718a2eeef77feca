import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { product } from '@/testing/fixtures';
import { orderPathOfBoughtPiece, rememberBoughtPieces } from '@/lib/bought-pieces';

const config = { provider: 'simulated', publishableKey: null, holdMinutes: 15, holdMinutesBeforePayment: 5 };
const extendedEnd = new Date(Date.now() + 15 * 60_000).toISOString();
const intent = {
  clientSecret: 'pi_sim_1_secret_x',
  paymentIntentId: 'pi_sim_1',
  subtotal: '4800.00',
  shipping: '200.00',
  tax: '0.00',
  total: '5000.00',
  holdExpiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
  confirmationPath: '/orders/abcdefghijklmnopqrstuvwxyz012345',
};

// NY's sales tax on the piece and its shipping, as the server quotes it for the delivery address.
const taxed = { subtotal: '4800.00', shipping: '200.00', tax: '200.00', total: '5200.00' };
const begun = { holdExpiresAt: extendedEnd, ...taxed };

/** The delivery details both checkouts ask for before the card is charged. */
async function fillDeliveryDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Phone'), '555-010-0199');
  const billing = within(screen.getByRole('group', { name: 'Billing Address' }));
  await user.type(billing.getByLabelText('Street address'), '1 Main St');
  await user.type(billing.getByLabelText('City'), 'Hudson');
  await user.selectOptions(billing.getByLabelText('State'), 'NY');
  await user.type(billing.getByLabelText('ZIP code'), '12534');
}

/** The checkout page ready for Pay: the delivery details, then a test card with a future expiry. */
async function readyToPay(cardNumber: string) {
  const user = userEvent.setup();
  await screen.findByLabelText('Test card number');
  await fillDeliveryDetails(user);
  await user.type(screen.getByLabelText('Test card number'), cardNumber);
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), '12 / 49');
  await user.type(screen.getByLabelText('CVC'), '123');
  return user;
}

describe('single-product checkout', () => {
  it('stays on Preparing checkout... until the payment secret arrives', async () => {
    mockApi({
      'GET /api/products/100': { body: product() },
      'GET /api/checkout/config': { body: config },
      'POST /api/create-payment-intent': 'pending',
    });
    renderRoute('/checkout/100');
    expect(await screen.findByText('Preparing checkout...')).toBeInTheDocument();
  });

  it("a sold piece never hangs: it says so and offers the artist's other pieces", async () => {
    mockApi({
      'GET /api/products/100': { body: product({ quantity: 0 }) },
      'GET /api/checkout/config': { body: config },
      'GET /api/products?artistId=1': {
        body: [product({ quantity: 0 }), product({ id: 101, name: 'Shore Bench', quantity: 1 })],
      },
    });
    renderRoute('/checkout/100');
    expect(await screen.findByRole('heading', { name: 'This piece has just been sold' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Shore Bench' })).toHaveAttribute('href', '/product/101');
    expect(screen.queryByText('Preparing checkout...')).not.toBeInTheDocument();
  });

  it('Back after paying: the piece is the buyer\'s own, with a link to their order, not "just sold"', async () => {
    mockApi({
      'GET /api/products/100': { body: product({ quantity: 0 }) },
      'GET /api/checkout/config': { body: config },
      'GET /api/products?artistId=1': { body: [] },
    });
    rememberBoughtPieces([100], '/orders/abcdefghijklmnopqrstuvwxyz012345');
    renderRoute('/checkout/100');
    expect(await screen.findByRole('heading', { name: 'This piece is yours' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      '/orders/abcdefghijklmnopqrstuvwxyz012345',
    );
    expect(screen.queryByText('This piece has just been sold')).not.toBeInTheDocument();
  });

  it("a piece reserved by another collector says until when (the server's refusal counts)", async () => {
    const until = new Date(Date.now() + 12 * 60_000).toISOString();
    mockApi({
      'GET /api/products/100': { body: product({ quantity: 0, reservedQuantity: 1, reservedUntil: until }) },
      'GET /api/checkout/config': { body: config },
      'GET /api/products?artistId=1': { body: [] },
    });
    renderRoute('/checkout/100');
    expect(await screen.findByRole('heading', { name: 'This piece is reserved' })).toBeInTheDocument();
    expect(screen.getByText(/It is reserved for them until \d{1,2}:\d{2}\s?[AP]M/)).toBeInTheDocument();
  });

  it('a refused checkout (409 reserved) ends in that state, not Preparing checkout...', async () => {
    const message = 'Reserved by another collector — check back in 14 minutes';
    mockApi({
      'GET /api/products/100': { body: product() },
      'GET /api/checkout/config': { body: config },
      'POST /api/create-payment-intent': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message },
      },
      'GET /api/products?artistId=1': { body: [] },
    });
    renderRoute('/checkout/100');
    expect(await screen.findByRole('heading', { name: 'This piece is reserved' })).toBeInTheDocument();
    expect(screen.getByText(`${message}.`)).toBeInTheDocument();
  });

  it('shows the summary, the labelled test card form, and pays', async () => {
    const { calls } = mockApi({
      'GET /api/products/100': { body: product() },
      'GET /api/checkout/config': { body: config },
      'POST /api/create-payment-intent': { body: intent },
      'POST /api/checkout/tax': { body: taxed },
      'POST /api/checkout/begin-payment': { body: begun },
      'POST /api/checkout/simulated/confirm': { body: { status: 'succeeded', paymentIntentId: 'pi_sim_1' } },
      'POST /api/process-payment': { body: { orderNumber: 'AT-000042', status: 'paid' } },
      'GET /api/checkout/confirmation': 'pending',
    });
    const { router } = renderRoute('/checkout/100');
    expect(await screen.findByRole('heading', { name: 'Secure Checkout' })).toBeInTheDocument();
    expect(screen.getByText('Complete your purchase safely and securely')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Product' })).toHaveAttribute('href', '/product/100');
    expect(screen.getByTestId('test-mode-notice')).toHaveTextContent('no real money is charged');
    // Opening checkout reserves the piece briefly; pressing Pay keeps it for the full time.
    expect(screen.getByTestId('hold-timer')).toHaveTextContent(/Reserved for you for [45]:\d\d/);
    expect(screen.getByTestId('hold-timer')).toHaveTextContent(
      'Pressing Pay keeps it reserved for 15 minutes',
    );
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$5,000');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Test card number'), '4242 4242 4242 4242');
    // The test card form asks for expiry and CVC as a real one does, and checks them.
    await user.type(screen.getByLabelText('Expiry (MM / YY)'), '01 / 20');
    await user.type(screen.getByLabelText('CVC'), '123');
    // Where to deliver is asked before the card is charged: nothing is paid without it.
    await user.click(screen.getByRole('button', { name: 'Pay $5,000' }));
    expect((await screen.findAllByText('Recipient name is required')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.path === '/api/checkout/simulated/confirm')).toBe(false);
    expect(calls.some((c) => c.path === '/api/checkout/begin-payment')).toBe(false);
    expect(screen.getByTestId('checkout-tax')).toHaveTextContent('From the delivery address');
    await fillDeliveryDetails(user);
    // The delivery address sets the sales tax: the summary and the button show the taxed total.
    await waitFor(() => expect(screen.getByTestId('checkout-tax')).toHaveTextContent('$200'));
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$5,200');
    const quote = calls.find((c) => c.path === '/api/checkout/tax');
    expect(JSON.parse(String(quote?.init?.body))).toMatchObject({
      paymentIntentId: 'pi_sim_1',
      shippingAddress: { street: '1 Main St', city: 'Hudson', state: 'NY', zipCode: '12534', country: 'US' },
    });
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText("Your card's expiration date is in the past.")).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/checkout/begin-payment')).toBe(false);
    await user.clear(screen.getByLabelText('Expiry (MM / YY)'));
    await user.type(screen.getByLabelText('Expiry (MM / YY)'), '12 / 49');
    // The query cache tells the button of the new total on its own tick, after the toast.
    await user.click(await screen.findByRole('button', { name: 'Pay $5,200' }));
    expect(await screen.findByText('Thank you for your purchase!')).toBeInTheDocument();
    // Then the provider's return address, naming this payment.
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase-success'));
    expect(router.state.location.search).toBe('?payment_intent=pi_sim_1');
    expect(calls.filter((c) => c.path === '/api/checkout/simulated/confirm').length).toBe(1);
    // Pay sent the delivery details first, which extended the hold.
    const started = calls.filter((c) => c.path === '/api/checkout/begin-payment');
    expect(started.length).toBe(1);
    expect(JSON.parse(String(started[0]?.init?.body))).toMatchObject({
      paymentIntentId: 'pi_sim_1',
      paymentData: { recipientName: 'Ada Lovelace', recipientEmail: 'ada@example.com' },
    });
    // The details went onto the order with this payment.
    const processed = calls.find((c) => c.path === '/api/process-payment');
    expect(JSON.parse(String(processed?.init?.body))).toMatchObject({
      paymentIntentId: 'pi_sim_1',
      paymentData: {
        recipientName: 'Ada Lovelace',
        billingAddress: { street: '1 Main St', city: 'Hudson', state: 'NY', zipCode: '12534' },
        sameAsbilling: true,
      },
    });
  }, 30_000);

  it('a reservation that ended before Pay stops the payment and says so', async () => {
    const message =
      'Your reservation has ended. Open checkout again to see whether the piece is still available.';
    const { calls } = mockApi({
      'GET /api/products/100': { body: product() },
      'GET /api/checkout/config': { body: config },
      'POST /api/create-payment-intent': { body: intent },
      'POST /api/checkout/tax': { body: taxed },
      'POST /api/checkout/begin-payment': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message },
      },
    });
    renderRoute('/checkout/100');
    const user = await readyToPay('4242424242424242');
    await user.click(await screen.findByRole('button', { name: 'Pay $5,200' }));
    expect(await screen.findByText('Reservation Ended')).toBeInTheDocument();
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.path === '/api/checkout/simulated/confirm')).toBe(false);
  }, 30_000);

  it('says Payment Failed with the provider message on a declined card, beside the card too', async () => {
    mockApi({
      'GET /api/products/100': { body: product() },
      'GET /api/checkout/config': { body: config },
      'POST /api/create-payment-intent': { body: intent },
      'POST /api/checkout/tax': { body: taxed },
      'POST /api/checkout/begin-payment': { body: begun },
      'POST /api/checkout/simulated/confirm': {
        status: 402,
        body: { statusCode: 402, error: 'Payment Required', message: 'Your card was declined.' },
      },
    });
    renderRoute('/checkout/100');
    const user = await readyToPay('4000000000000002');
    await user.click(await screen.findByRole('button', { name: 'Pay $5,200' }));
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    // Said beside the card too, and the card number marked, not only in the corner toast.
    expect(screen.getByTestId('card-error')).toHaveTextContent('Your card was declined.');
    const card = screen.getByLabelText('Test card number');
    expect(card).toHaveAttribute('aria-invalid', 'true');
    expect(card).toHaveAccessibleDescription('Your card was declined.');
  }, 30_000);

  it('a tax service that is down is said, and Pay charges nothing until the tax is known', async () => {
    const down =
      'Sales tax could not be calculated just now, so nothing was charged. Please try again in a moment.';
    const unavailable = {
      status: 503,
      body: { statusCode: 503, error: 'Service Unavailable', message: down },
    };
    let quotes = 0;
    const { calls } = mockApi({
      'GET /api/products/100': { body: product() },
      'GET /api/checkout/config': { body: config },
      'POST /api/create-payment-intent': { body: intent },
      'POST /api/checkout/tax': () => (++quotes === 1 ? unavailable : { body: taxed }),
      'POST /api/checkout/begin-payment': unavailable,
    });
    renderRoute('/checkout/100');
    const user = await readyToPay('4242424242424242');
    expect(await within(screen.getByTestId('checkout-tax')).findByRole('alert')).toHaveTextContent(down);
    await user.click(screen.getByRole('button', { name: 'Pay $5,000' }));
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getAllByText(down).length).toBeGreaterThan(1);
    expect(calls.some((c) => c.path === '/api/checkout/simulated/confirm')).toBe(false);
    // Back up: Try again quotes the tax.
    await user.click(within(screen.getByTestId('checkout-tax')).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('checkout-tax')).toHaveTextContent('$200'));
  }, 30_000);

  it('Pay pressed before the quote came: the taxed total is shown and nothing is charged until Pay again', async () => {
    const { calls } = mockApi({
      'GET /api/products/100': { body: product() },
      'GET /api/checkout/config': { body: config },
      'POST /api/create-payment-intent': { body: intent },
      'POST /api/checkout/tax': 'pending',
      'POST /api/checkout/begin-payment': { body: begun },
      'POST /api/checkout/simulated/confirm': { body: { status: 'succeeded', paymentIntentId: 'pi_sim_1' } },
      'POST /api/process-payment': { body: { orderNumber: 'AT-000042', status: 'paid' } },
      'GET /api/checkout/confirmation': 'pending',
    });
    renderRoute('/checkout/100');
    const user = await readyToPay('4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay $5,000' }));
    expect(await screen.findByText('Total updated')).toBeInTheDocument();
    expect(
      screen.getAllByText('With sales tax for this address the total is $5,200. Press Pay to pay it.').length,
    ).toBeGreaterThan(0);
    expect(calls.some((c) => c.path === '/api/checkout/simulated/confirm')).toBe(false);
    // The query cache tells the button of the new total on its own tick, after the toast.
    await user.click(await screen.findByRole('button', { name: 'Pay $5,200' }));
    expect(await screen.findByText('Thank you for your purchase!')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/checkout/simulated/confirm').length).toBe(1);
  }, 30_000);
});

describe('purchase confirmation', () => {
  it('shows the order read from the server and asks where to deliver', async () => {
    mockApi({
      'GET /api/checkout/confirmation': {
        body: {
          state: 'paid',
          order: {
            number: 'AT-000042',
            lines: [
              {
                productId: 100,
                name: 'Tide Table',
                imageUrl: '/demo/products/tidewater-1-960.webp',
                unitPrice: '4800.00',
                quantity: 1,
                lineTotal: '4800.00',
              },
            ],
            subtotal: '4800.00',
            shipping: '200.00',
            total: '5000.00',
            recipientEmail: null,
          },
        },
      },
    });
    renderRoute('/purchase-success?payment_intent=pi_sim_1');
    expect(await screen.findByTestId('order-number')).toHaveTextContent('AT-000042');
    expect(screen.getByText('Tide Table')).toBeInTheDocument();
    // The piece's own image, as it was bought, not the stock placeholder.
    expect(screen.getByRole('img', { name: 'Tide Table' }).getAttribute('src')).toContain('tidewater-1');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save Delivery Details' }));
    expect(await screen.findByText('Recipient name is required')).toBeInTheDocument();
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByText('ZIP code is required')).toBeInTheDocument();
  });

  it('moves on to the order confirmation page once the payment is known', async () => {
    const token = 'abcdefghijklmnopqrstuvwxyz012345';
    const order = {
      number: 'AT-000043',
      lines: [
        {
          productId: 100,
          name: 'Tide Table',
          imageUrl: null,
          unitPrice: '4800.00',
          quantity: 1,
          lineTotal: '4800.00',
        },
      ],
      subtotal: '4800.00',
      shipping: '200.00',
      total: '5000.00',
      recipientEmail: 'ada@example.com',
      recipientName: 'Ada Lovelace',
      shippingAddress: { street: '7 Pier Rd', city: 'Hudson', state: 'NY', zipCode: '12534', country: 'US' },
    };
    mockApi({
      'GET /api/checkout/confirmation': {
        body: { state: 'paid', order, confirmationPath: `/orders/${token}` },
      },
      [`GET /api/order-confirmations/${token}`]: {
        body: { state: 'paid', order, confirmationPath: `/orders/${token}` },
      },
    });
    const { router } = renderRoute('/purchase-success?payment_intent=pi_sim_1');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${token}`));
    expect(await screen.findByTestId('order-number')).toHaveTextContent('AT-000043');
    expect(screen.getByTestId('delivery-address')).toHaveTextContent('7 Pier Rd');
    expect(screen.getByText(/white-glove/)).toBeInTheDocument();
    expect(screen.getByText(/with a link back to this page/)).toBeInTheDocument();
    // The browser remembers the piece is the buyer's, for Back to its checkout.
    expect(orderPathOfBoughtPiece(100)).toBe(`/orders/${token}`);
  });

  it("the order page follows the order: its sales tax, shipped with the carrier's tracking link, delivered, refunds", async () => {
    const token = 'abcdefghijklmnopqrstuvwxyz012345';
    mockApi({
      [`GET /api/order-confirmations/${token}`]: {
        body: {
          state: 'paid',
          confirmationPath: `/orders/${token}`,
          order: {
            number: 'AT-000044',
            lines: [
              {
                productId: 100,
                name: 'Tide Table',
                imageUrl: null,
                unitPrice: '4800.00',
                quantity: 1,
                lineTotal: '4800.00',
              },
            ],
            subtotal: '4800.00',
            shipping: '200.00',
            tax: '200.00',
            total: '5200.00',
            refunded: '300.00',
            status: 'delivered',
            recipientEmail: 'ada@example.com',
            recipientName: 'Ada Lovelace',
            shippingAddress: {
              street: '7 Pier Rd',
              city: 'Hudson',
              state: 'NY',
              zipCode: '12534',
              country: 'US',
            },
            timeline: [
              { kind: 'paid', at: '2026-11-22T10:00:00.000Z', amount: '5200.00' },
              {
                kind: 'shipped',
                at: '2026-11-23T10:00:00.000Z',
                carrier: 'Estes Final Mile (white glove)',
                trackingNumber: 'PRO 1234',
                trackingUrl:
                  'https://www.estes-express.com/myestes/shipment-tracking/?type=PRO&query=PRO%201234',
              },
              { kind: 'delivered', at: '2026-11-25T10:00:00.000Z' },
              {
                kind: 'refunded',
                at: '2026-11-26T10:00:00.000Z',
                amount: '300.00',
                reason: 'A scratch on the leg',
              },
            ],
          },
        },
      },
    });
    renderRoute(`/orders/${token}`);
    expect(await screen.findByTestId('order-number')).toHaveTextContent('AT-000044');
    expect(screen.getByTestId('checkout-tax')).toHaveTextContent('$200');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$5,200');
    expect(screen.getByTestId('order-refunded')).toHaveTextContent('Refunded to your card: $300');
    const timeline = within(screen.getByTestId('order-timeline'));
    for (const text of [
      'Paid $5,200',
      'Shipped with Estes Final Mile (white glove)',
      'Delivered',
      'Refunded $300',
      'A scratch on the leg',
    ])
      expect(timeline.getByText(text)).toBeInTheDocument();
    expect(timeline.getByRole('link', { name: /Track the delivery/ })).toHaveAttribute(
      'href',
      'https://www.estes-express.com/myestes/shipment-tracking/?type=PRO&query=PRO%201234',
    );
    // Shipped and delivered: no "what happens next" left to say.
    expect(screen.queryByText('What happens next')).toBeNull();
  });

  it('an unknown or malformed confirmation link says the order was not found', async () => {
    mockApi({
      [`GET /api/order-confirmations/${'A'.repeat(32)}`]: {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'No order has this confirmation link' },
      },
    });
    renderRoute(`/orders/${'A'.repeat(32)}`);
    expect(await screen.findByRole('heading', { name: 'We could not find this order' })).toBeInTheDocument();
  });

  it('says so plainly when the payment was refunded', async () => {
    mockApi({ 'GET /api/checkout/confirmation': { body: { state: 'refunded', order: null } } });
    renderRoute('/purchase-success?payment_intent=pi_sim_2');
    expect(
      await screen.findByRole('heading', { name: 'Your payment has been refunded' }),
    ).toBeInTheDocument();
  });
});
