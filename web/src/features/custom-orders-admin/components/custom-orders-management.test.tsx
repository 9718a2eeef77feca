import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, type CustomOrder } from '@atelier/contracts';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';

const order = (fields: Partial<CustomOrder>): CustomOrder => ({
  id: 1,
  name: 'Ada Park',
  email: 'ada@example.com',
  phone: '(415) 555-0188',
  projectType: 'dining',
  budget: '10k-25k',
  timeline: '6-months',
  description: 'A walnut dining table for ten, with a live edge and brass inlays.',
  inspiration: 'Nakashima, mostly.',
  location: 'San Francisco, CA',
  status: 'unread',
  createdAt: '2026-11-20T15:30:00.000Z',
  updatedAt: '2026-11-20T15:30:00.000Z',
  ...fields,
});

const admin = { 'GET /api/auth/me': { body: { username: 'admin', csrfToken: 'tok' } } };

describe('custom orders (admin)', () => {
  it('shows the empty state and no badge when there are no orders', async () => {
    mockApi({
      ...admin,
      'GET /api/custom-orders': { body: [] },
      'GET /api/custom-orders/unread-count': { body: { count: 0 } },
    });
    renderRoute('/admin?section=custom-orders');
    expect(await screen.findByText('No custom orders yet.')).toBeInTheDocument();
    expect(screen.getByText('Orders will appear here when customers submit requests.')).toBeInTheDocument();
    expect(screen.queryByTestId('unread-orders-badge')).not.toBeInTheDocument();
  });

  it('lists the questions about pieces, each with its piece linked, and marks one read', async () => {
    let status: 'unread' | 'read' = 'unread';
    const { calls } = mockApi({
      ...admin,
      'GET /api/custom-orders': { body: [] },
      'GET /api/custom-orders/unread-count': { body: { count: 0 } },
      'GET /api/piece-enquiries': () => ({
        body: [
          {
            id: 5,
            productId: 100,
            pieceName: 'Tide Table by Mara Lind',
            name: 'Ada Park',
            email: 'ada@example.com',
            message: 'Is the walnut oiled?',
            status,
            createdAt: '2026-11-29T14:00:00.000Z',
          },
        ],
      }),
      'PATCH /api/piece-enquiries/5/mark-read': () => {
        status = 'read';
        return {
          body: {
            id: 5,
            productId: 100,
            pieceName: 'Tide Table by Mara Lind',
            name: 'Ada Park',
            email: 'ada@example.com',
            message: 'Is the walnut oiled?',
            status,
            createdAt: '2026-11-29T14:00:00.000Z',
          },
        };
      },
    });
    renderRoute('/admin?section=custom-orders');
    const list = within(await screen.findByTestId('piece-enquiries'));
    expect(list.getByRole('link', { name: 'Tide Table by Mara Lind' })).toHaveAttribute(
      'href',
      '/product/100',
    );
    expect(list.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(list.getByText('Is the walnut oiled?')).toBeInTheDocument();
    expect(list.getByText('New')).toBeInTheDocument();
    await userEvent.setup().click(list.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(list.queryByText('New')).not.toBeInTheDocument());
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(new Headers(patch?.init?.headers).get(CSRF_HEADER)).toBe('tok');
  });

  it('lists cards with labels, opens the details, marks the unread one read with its toast and refreshes the badge', async () => {
    let unread = 1;
    const { calls } = mockApi({
      ...admin,
      'GET /api/custom-orders': () => ({
        body: [
          order({ status: unread ? 'unread' : 'read' }),
          order({ id: 2, name: 'Ben Ode', status: 'read', inspiration: null }),
        ],
      }),
      'GET /api/custom-orders/unread-count': () => ({ body: { count: unread } }),
      'PATCH /api/custom-orders/1/mark-read': () => {
        unread = 0;
        return { body: order({ status: 'read' }) };
      },
    });
    renderRoute('/admin?section=custom-orders');
    const menu = await screen.findByRole('navigation', { name: 'Dashboard sections' });
    expect(await within(menu).findByText('1')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Custom order from Ada Park' });
    expect(within(card).getByText('Custom Dining Table')).toBeInTheDocument();
    expect(within(card).getByText('$10,000 - $25,000')).toBeInTheDocument();
    expect(within(card).getByText('Within 6 months')).toBeInTheDocument();
    expect(within(card).getByText('New')).toBeInTheDocument();

    await userEvent.setup().click(within(card).getByRole('button', { name: 'View Full Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request from Ada Park' });
    expect(within(dialog).getByText('Nakashima, mostly.')).toBeInTheDocument();
    expect(await screen.findByText('Order Marked as Read')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect((patch?.init?.headers as Record<string, string>)[CSRF_HEADER]).toBe('tok');
    await waitFor(() => expect(screen.queryByTestId('unread-orders-badge')).not.toBeInTheDocument());
  });

  it('says so when marking read fails', async () => {
    mockApi({
      ...admin,
      'GET /api/custom-orders': { body: [order({})] },
      'GET /api/custom-orders/unread-count': { body: { count: 1 } },
      'PATCH /api/custom-orders/1/mark-read': { status: 500, body: { message: 'boom' } },
    });
    renderRoute('/admin?section=custom-orders');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'View Full Details' }));
    expect(await screen.findByText('Failed to mark order as read.')).toBeInTheDocument();
  });
});
