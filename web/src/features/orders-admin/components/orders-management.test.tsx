import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, type Order } from '@atelier/contracts';
import { mockApi, type RecordedCall } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';

const session = { 'GET /api/auth/me': { body: { username: 'admin', csrfToken: 'tok' } } };
const address = {
  street: '1 Main St',
  city: 'Hudson',
  state: 'NY',
  zipCode: '12534',
  country: 'US' as const,
};
const order = (over: Partial<Order> = {}): Order => ({
  id: 7,
  number: 'AT-000007',
  status: 'paid',
  paymentIntentId: 'pi_1',
  subtotal: '4800.00',
  shipping: '200.00',
  tax: '200.00',
  total: '5200.00',
  refunded: '0.00',
  refundable: '5200.00',
  refunds: [],
  restocked: false,
  shipment: null,
  deliveredAt: null,
  timeline: [{ kind: 'paid', at: '2026-11-22T10:00:00.000Z', amount: '5200.00' }],
  recipientName: 'Ada Lovelace',
  recipientEmail: 'ada@example.com',
  recipientPhone: '555-010-0199',
  billingAddress: address,
  shippingAddress: { ...address, street: '9 Elm St' },
  deliveryInstructions: 'Ring twice',
  lines: [
    {
      productId: 1,
      name: 'Tide Table',
      imageUrl: null,
      unitPrice: '4800.00',
      quantity: 1,
      lineTotal: '4800.00',
    },
  ],
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  ...over,
});

const bodyOf = (call: RecordedCall | undefined) => JSON.parse(String(call?.init?.body));
const headersOf = (call: RecordedCall | undefined) => call?.init?.headers as Record<string, string>;

async function openCard(table: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ ...session, ...table });
  renderRoute('/admin?section=orders');
  const card = await screen.findByRole('article', { name: 'AT-000007' });
  return { ...api, card, user: userEvent.setup() };
}

describe('orders management', () => {
  it('shows what to ship, where, and what it charged with its sales tax', async () => {
    const { card } = await openCard({ 'GET /api/orders?status=paid': { body: [order()] } });
    for (const text of ['Tide Table × 1', 'Ada Lovelace', '(555) 010-0199', '9 Elm St', 'Ring twice'])
      expect(within(card).getByText(text, { exact: false })).toBeInTheDocument();
    const totals = within(card).getByTestId('order-totals');
    expect(totals).toHaveTextContent('Sales tax$200');
    expect(totals).toHaveTextContent('Total charged$5,200');
  });

  it('marks it shipped only once confirmed, with the carrier and tracking number, saying the buyer is told', async () => {
    const { card, calls, user } = await openCard({
      'GET /api/orders?status=paid': { body: [order()] },
      'PATCH /api/orders/7/status': (init) => {
        const body = JSON.parse(String(init?.body));
        return body.trackingNumber.trim()
          ? { body: order({ status: 'shipped' }) }
          : {
              status: 400,
              body: {
                statusCode: 400,
                error: 'Bad Request',
                message: 'Invalid request body: trackingNumber: Tracking number is required',
                issues: [{ path: 'trackingNumber', message: 'Tracking number is required' }],
              },
            };
      },
    });
    await user.click(within(card).getByRole('button', { name: 'Mark shipped...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship AT-000007' });
    expect(dialog).toHaveTextContent('Ada Lovelace will be texted and emailed the carrier and a link');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    // The API's own message, under the field.
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped and notify the buyer' }));
    expect(await within(dialog).findByText('Tracking number is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Tracking or booking number/), '1Z999AA10123456784');
    expect(
      within(dialog).getByRole('link', { name: /ups\.com\/track\?tracknum=1Z999AA10123456784/ }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped and notify the buyer' }));
    expect(await screen.findByText('Order AT-000007 marked shipped')).toBeInTheDocument();
    const patch = calls.filter((c) => c.method === 'PATCH').at(-1);
    expect(bodyOf(patch)).toEqual({
      status: 'shipped',
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(headersOf(patch)[CSRF_HEADER]).toBe('tok');
  });

  it('ships with a carrier typed in free text, white-glove companies listed', async () => {
    const { card, calls, user } = await openCard({
      'GET /api/orders?status=paid': { body: [order()] },
      'PATCH /api/orders/7/status': { body: order({ status: 'shipped' }) },
    });
    await user.click(within(card).getByRole('button', { name: 'Mark shipped...' }));
    const dialog = await screen.findByRole('dialog');
    const carrier = within(dialog).getByLabelText('Carrier');
    expect(within(carrier).getByRole('group', { name: 'White glove' })).toBeInTheDocument();
    await user.selectOptions(carrier, 'other');
    await user.type(within(dialog).getByLabelText('Carrier name'), 'Hudson Valley Art Movers');
    await user.type(within(dialog).getByLabelText(/^Tracking or booking number/), 'HV-2231');
    expect(within(dialog).getByTestId('ship-tracking-link')).toHaveTextContent(
      'the buyer is given the number',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped and notify the buyer' }));
    await screen.findByText('Order AT-000007 marked shipped');
    expect(bodyOf(calls.find((c) => c.method === 'PATCH'))).toEqual({
      status: 'shipped',
      carrier: 'Hudson Valley Art Movers',
      trackingNumber: 'HV-2231',
    });
  });

  it('marks a shipped order delivered once confirmed', async () => {
    const shipped = order({
      status: 'shipped',
      shipment: {
        carrier: 'UPS',
        trackingNumber: '1Z9',
        trackingUrl: null,
        shippedAt: '2026-11-23T10:00:00.000Z',
      },
    });
    const { card, calls, user } = await openCard({
      'GET /api/orders?status=paid': { body: [shipped] },
      'PATCH /api/orders/7/status': { body: { ...shipped, status: 'delivered' } },
    });
    await user.click(within(card).getByRole('button', { name: 'Mark delivered...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delivered AT-000007?' });
    expect(dialog).toHaveTextContent('No text or email is sent');
    await user.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    await screen.findByText('Order AT-000007 marked delivered');
    expect(bodyOf(calls.find((c) => c.method === 'PATCH'))).toEqual({ status: 'delivered' });
  });

  it('refunds in part with a reason under one idempotency key, the API’s refusal under the amount', async () => {
    let attempts = 0;
    const { card, calls, user } = await openCard({
      'GET /api/orders?status=paid': { body: [order()] },
      'POST /api/orders/7/refunds': () =>
        ++attempts === 1
          ? {
              status: 422,
              body: {
                statusCode: 422,
                error: 'Unprocessable Entity',
                message: 'amount: $6000.00 is more than the $5200.00 left to refund on order AT-000007',
                issues: [
                  {
                    path: 'amount',
                    message: '$6000.00 is more than the $5200.00 left to refund on order AT-000007',
                  },
                ],
              },
            }
          : { body: order({ refunded: '300.00', refundable: '4900.00' }) },
    });
    await user.click(within(card).getByRole('button', { name: 'Refund...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund AT-000007' });
    expect(dialog).toHaveTextContent('$5,200 of $5,200 is left to refund');
    const amount = within(dialog).getByLabelText('Amount (USD)');
    expect(amount).toHaveValue('5200.00');
    expect(within(dialog).getByRole('button', { name: 'Refund in full' })).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '6000');
    await user.type(within(dialog).getByLabelText('Reason (the buyer reads it)'), 'A scratch on the leg');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText('$6000.00 is more than the $5200.00 left to refund on order AT-000007'),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.clear(amount);
    await user.type(amount, '300');
    await user.click(within(dialog).getByRole('checkbox', { name: /Put the piece back on sale/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await screen.findByText('Refunded $300 on AT-000007');
    const [first, second] = calls.filter((c) => c.method === 'POST');
    expect(bodyOf(second)).toEqual({
      amount: '300',
      reason: 'A scratch on the leg',
      restock: true,
      idempotencyKey: bodyOf(first).idempotencyKey,
    });
    expect(bodyOf(first).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(headersOf(second)[CSRF_HEADER]).toBe('tok');
  });

  it('corrects the delivery address before shipping, with the API’s messages under the fields', async () => {
    const { card, calls, user } = await openCard({
      'GET /api/orders?status=paid': { body: [order()] },
      'PATCH /api/orders/7/delivery': (init) =>
        JSON.parse(String(init?.body)).billingAddress.city
          ? { body: order() }
          : {
              status: 400,
              body: {
                statusCode: 400,
                error: 'Bad Request',
                message: 'Invalid request body: billingAddress.city: City is required',
                issues: [{ path: 'billingAddress.city', message: 'City is required' }],
              },
            },
    });
    await user.click(within(card).getByRole('button', { name: 'Edit delivery...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delivery of AT-000007' });
    const billing = within(dialog).getByRole('group', { name: 'Billing Address' });
    const city = within(billing).getByLabelText('City');
    expect(city).toHaveValue('Hudson');
    // Billing and shipping differ: the shipping card is open with the buyer's street.
    expect(within(dialog).getByRole('group', { name: 'Shipping Address' })).toBeInTheDocument();
    await user.clear(city);
    await user.click(within(dialog).getByRole('button', { name: 'Save delivery details' }));
    expect(await within(billing).findByText('City is required')).toBeInTheDocument();
    await user.type(city, 'Troy');
    await user.click(within(dialog).getByRole('button', { name: 'Save delivery details' }));
    await screen.findByText('Delivery details of AT-000007 saved');
    const saved = bodyOf(calls.filter((c) => c.method === 'PATCH').at(-1));
    expect(saved.billingAddress.city).toBe('Troy');
    expect(saved.shippingAddress.street).toBe('9 Elm St');
  });

  it('shows refunds and the tracking link in the history; no refund is offered once all is refunded', async () => {
    const { card } = await openCard({
      'GET /api/orders?status=paid': {
        body: [
          order({
            status: 'refunded',
            refunded: '5200.00',
            refundable: '0.00',
            timeline: [
              { kind: 'paid', at: '2026-11-22T10:00:00.000Z', amount: '5200.00' },
              {
                kind: 'shipped',
                at: '2026-11-23T10:00:00.000Z',
                carrier: 'UPS',
                trackingNumber: '1Z9',
                trackingUrl: 'https://www.ups.com/track?tracknum=1Z9',
              },
              { kind: 'refunded', at: '2026-11-24T10:00:00.000Z', amount: '5200.00', reason: 'Returned' },
            ],
          }),
        ],
      },
    });
    expect(within(card).getByTestId('order-refunded')).toHaveTextContent('$5,200');
    expect(within(card).getByRole('link', { name: /Track the delivery/ })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z9',
    );
    expect(within(card).getByText('Refunded $5,200')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Refund...' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Mark shipped...' })).toBeNull();
  });

  it('filters by status and says when there is nothing', async () => {
    mockApi({
      ...session,
      'GET /api/orders?status=paid': { body: [] },
      'GET /api/orders?status=delivered': { body: [] },
    });
    renderRoute('/admin?section=orders');
    expect(await screen.findByText('No paid orders.')).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByRole('combobox'), 'delivered');
    expect(await screen.findByText('No delivered orders.')).toBeInTheDocument();
  });
});
