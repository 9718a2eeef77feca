import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, type Order } from '@atelier/contracts';
import { mockApi } from '@/testing/mock-api';
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
  total: '5000.00',
  recipientName: 'Ada Lovelace',
  recipientEmail: 'ada@example.com',
  recipientPhone: '555-010-0199',
  billingAddress: address,
  shippingAddress: { ...address, street: '9 Elm St' },
  deliveryInstructions: 'Ring twice',
  lines: [{ productId: 1, name: 'Tide Table', unitPrice: '4800.00', quantity: 1, lineTotal: '4800.00' }],
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  ...over,
});

describe('orders management', () => {
  it('shows what to ship and where, and marks it shipped with the CSRF token', async () => {
    const { calls } = mockApi({
      ...session,
      'GET /api/orders?status=paid': { body: [order()] },
      'PATCH /api/orders/7/status': { body: order({ status: 'shipped' }) },
    });
    renderRoute('/admin?section=orders');
    const card = await screen.findByRole('article', { name: 'AT-000007' });
    for (const text of ['Tide Table × 1', 'Ada Lovelace', '(555) 010-0199', '9 Elm St', 'Ring twice'])
      expect(within(card).getByText(text, { exact: false })).toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText('Order AT-000007 marked shipped')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(JSON.parse(String(patch?.init?.body))).toEqual({ status: 'shipped' });
    expect((patch?.init?.headers as Record<string, string>)[CSRF_HEADER]).toBe('tok');
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
