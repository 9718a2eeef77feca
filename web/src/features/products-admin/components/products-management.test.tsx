import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@atelier/contracts';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { product } from '@/testing/fixtures';

const base = {
  'GET /api/auth/me': { body: { username: 'admin', csrfToken: 'tok' } },
  'GET /api/stats': {
    body: { totalProducts: 3, activeAuctions: 1, lowStockItems: 2, potentialRevenue: '12500.00' },
  },
  'GET /api/artists': { body: [] },
  'GET /api/collections': { body: [] },
};

describe('products management (the default section)', () => {
  it('groups products by collection with stock and sale-mode badges, and Quick Stats above', async () => {
    mockApi({
      ...base,
      'GET /api/products': {
        body: [
          product({ id: 1, name: 'Tide Table', quantity: 1, createdAt: '2025-01-01T00:00:00.000Z' }),
          product({
            id: 2,
            name: 'Dune Bench',
            quantity: 4,
            isBiddingEnabled: true,
            createdAt: '2025-03-01T00:00:00.000Z',
          }),
          product({ id: 3, name: 'Loose Stool', quantity: 9, collection: null, collectionId: null }),
          product({ id: 4, name: 'Gone Chair', quantity: 0, createdAt: '2024-01-01T00:00:00.000Z' }),
        ],
      },
      'GET /api/products/decommissioned': {
        body: [product({ id: 9, name: 'Retired Lamp', decommissioned: true })],
      },
    });
    renderRoute('/admin');
    const winter = await screen.findByRole('button', { name: /Winter Light/ });
    expect(winter).toHaveAttribute('aria-expanded', 'true');
    const rows = screen.getAllByRole('listitem').filter((li) => within(li).queryByText(/in stock/));
    // Newest first: the bench (March) before the table (January); no collection comes last.
    expect(rows.map((row) => within(row).getByText(/Bench|Table|Stool/).textContent)).toEqual([
      'Dune Bench',
      'Tide Table',
      'Loose Stool',
    ]);
    expect(within(rows[0]!).getByText('Auction')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1 in stock')).toHaveClass('bg-red-100');
    expect(within(rows[0]!).getByText('4 in stock')).toHaveClass('bg-amber-100');
    expect(within(rows[2]!).getByText('9 in stock')).toHaveClass('bg-emerald-100');
    // A sold piece is its own chip, not '0 in stock'.
    const gone = screen.getAllByRole('listitem').find((li) => within(li).queryByText('Gone Chair'));
    expect(within(gone!).getByText('Sold')).toBeInTheDocument();
    expect(within(gone!).queryByText(/in stock/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /No Collection Assigned/ })).toBeInTheDocument();
    expect(screen.getByText('Low Stock Items').nextSibling).toHaveClass('text-red-800');
    expect(screen.getByText('$12,500')).toBeInTheDocument();

    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'oldest');
    const oldest = screen.getAllByRole('listitem').filter((li) => within(li).queryByText(/in stock/));
    expect(within(oldest[0]!).getByText('Tide Table')).toBeInTheDocument();

    const retired = screen.getByRole('button', { name: /Decommissioned Products/ });
    expect(retired).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(retired);
    expect(await screen.findByText('Retired Lamp')).toBeVisible();
  });

  it('decommissions after confirmation with the CSRF token, and says so', async () => {
    const { calls } = mockApi({
      ...base,
      'GET /api/products': { body: [product({ id: 1, name: 'Tide Table' })] },
      'GET /api/products/decommissioned': { body: [] },
      'PATCH /api/products/1/decommission': { body: product({ id: 1, decommissioned: true }) },
    });
    renderRoute('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decommission Tide Table' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Decommission product?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decommission' }));
    expect(await screen.findByText('Product decommissioned successfully')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect((patch?.init?.headers as Record<string, string>)[CSRF_HEADER]).toBe('tok');
  });

  it('asks for the required fields before creating, then creates', async () => {
    const { calls } = mockApi({
      ...base,
      'GET /api/products': { body: [] },
      'GET /api/products/decommissioned': { body: [] },
      'POST /api/products': { status: 201, body: product({ id: 5, name: 'New Piece' }) },
    });
    renderRoute('/admin');
    const user = userEvent.setup();
    expect(
      await screen.findByText('No products yet. Add your first piece to get started.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Product' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'New Piece');
    await user.type(within(dialog).getByRole('spinbutton', { name: /^Price/ }), '3200');
    await user.type(within(dialog).getByRole('textbox', { name: 'Dimensions' }), '40" W × 20" D');
    await user.type(within(dialog).getByRole('textbox', { name: 'Edition' }), '1 of 1');
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Product created successfully')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/products');
    expect(JSON.parse(String(post?.init?.body))).toMatchObject({
      name: 'New Piece',
      price: '3200.00',
      quantity: 1,
      dimensions: '40" W × 20" D',
      edition: '1 of 1',
      materials: null,
      leadTime: null,
    });
  });
});
