import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { collection, comingSoonItem, product } from '@/testing/fixtures';

describe('collection page', () => {
  it.each(['/collection/abc', '/collection/0'])(
    'rejects the invalid id %s without asking the API',
    async (path) => {
      const { calls } = mockApi({ 'GET /api/products': { body: [] }, 'GET /api/coming-soon': { body: [] } });
      renderRoute(path);
      expect(await screen.findByRole('heading', { name: 'Collection not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
      expect(calls.some((c) => c.path.startsWith('/api/collections'))).toBe(false);
    },
  );

  it('shows Collection not found on a 404', async () => {
    mockApi({ 'GET /api/products': { body: [] }, 'GET /api/coming-soon': { body: [] } });
    renderRoute('/collection/5');
    expect(await screen.findByRole('heading', { name: 'Collection not found' })).toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    mockApi({
      'GET /api/collections/10': 'pending',
      'GET /api/products': 'pending',
      'GET /api/coming-soon': 'pending',
    });
    renderRoute('/collection/10');
    expect(await screen.findByTestId('collection-page-skeleton')).toBeInTheDocument();
  });

  it('shows the banner and both grids, of the collection only', async () => {
    mockApi({
      'GET /api/collections/10': { body: collection() },
      // The page asks for its collection's pieces only; the whole list would bring 'Elsewhere'.
      'GET /api/products?collectionId=10': {
        body: [product({ id: 1, name: 'Tide Table', price: '12500.50' })],
      },
      'GET /api/products': {
        body: [
          product({ id: 1, name: 'Tide Table', price: '12500.50' }),
          product({ id: 2, name: 'Elsewhere', collectionId: 11 }),
        ],
      },
      'GET /api/coming-soon': {
        body: [
          comingSoonItem({ id: 5, name: 'Ember Chair' }),
          comingSoonItem({ id: 6, name: 'Other', collectionId: null }),
        ],
      },
    });
    renderRoute('/collection/10');
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter Light' })).toBeInTheDocument();
    expect(screen.getByText('Winter 2026')).toBeInTheDocument();
    expect(screen.getByText('Pieces that gather light.')).toBeInTheDocument();
    expect(screen.getByText('March 20, 2026')).toBeInTheDocument();
    expect(screen.getByText('1 Available • 1 Coming Soon')).toBeInTheDocument();

    const available = screen.getByRole('region', { name: 'Available Now' });
    const card = within(available).getByRole('article', { name: 'Tide Table' });
    expect(within(card).getByRole('link', { name: 'Tide Table' })).toHaveAttribute('href', '/product/1');
    expect(within(card).getByText('Available Now')).toBeInTheDocument();
    expect(within(card).getByText('$12,501')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/product/1');
    expect(within(card).getByRole('button', { name: /Like Tide Table/ })).toHaveTextContent('0');
    expect(within(available).queryByText('Elsewhere')).not.toBeInTheDocument();

    const upcoming = screen.getByRole('region', { name: 'Coming Soon' });
    const item = within(upcoming).getByRole('article', { name: 'Ember Chair' });
    expect(within(item).getByRole('link', { name: 'Ember Chair' })).toHaveAttribute('href', '/coming-soon/5');
    expect(within(item).getByText('$2,500')).toBeInTheDocument();
    expect(within(item).getByText('June 1, 2026')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: /Like Ember Chair/ })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Notify Me When Available' })).toBeInTheDocument();
    expect(within(upcoming).queryByText('Other')).not.toBeInTheDocument();
  });

  it('shows the curated-soon state when both lists are empty, and TBA without a date', async () => {
    mockApi({
      'GET /api/collections/10': { body: collection({ releaseDate: '' }) },
      'GET /api/products': { body: [] },
      'GET /api/coming-soon': { body: [] },
    });
    renderRoute('/collection/10');
    expect(await screen.findByRole('heading', { name: 'Collection Coming Soon' })).toBeInTheDocument();
    expect(
      screen.getByText('Items for this collection are being curated. Check back soon for exclusive pieces.'),
    ).toBeInTheDocument();
    expect(screen.getByText('TBA')).toBeInTheDocument();
    expect(screen.getByText('0 Available • 0 Coming Soon')).toBeInTheDocument();
  });

  it('shows an error with a retry for a server error, not Collection not found', async () => {
    let attempts = 0;
    mockApi({
      'GET /api/collections/10': () =>
        ++attempts === 1 ? { status: 500, body: 'boom' } : { body: collection() },
      'GET /api/products': { body: [] },
      'GET /api/coming-soon': { body: [] },
    });
    renderRoute('/collection/10');
    expect(
      await screen.findByRole('heading', { name: 'This collection could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Collection not found')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter Light' })).toBeInTheDocument();
  });

  it('lists the pieces still to be had first, then reserved, then sold (each newest first)', async () => {
    const soon = new Date(Date.now() + 10 * 60_000).toISOString();
    mockApi({
      'GET /api/collections/10': { body: collection() },
      'GET /api/products?collectionId=10': {
        body: [
          product({ id: 1, name: 'Sold Stool', quantity: 0 }),
          product({ id: 2, name: 'Held Bench', quantity: 0, reservedQuantity: 1, reservedUntil: soon }),
          product({ id: 3, name: 'Open Table', quantity: 1 }),
          product({ id: 4, name: 'Sold Chair', quantity: 0 }),
          product({ id: 5, name: 'Open Lamp', quantity: 2 }),
        ],
      },
      'GET /api/coming-soon': { body: [] },
    });
    renderRoute('/collection/10');
    const region = await screen.findByRole('region', { name: 'Available Now' });
    const names = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Open Table', 'Open Lamp', 'Held Bench', 'Sold Stool', 'Sold Chair']);
    // The reserved piece is not counted as available.
    expect(screen.getByText('2 Available • 2 Sold • 0 Coming Soon')).toBeInTheDocument();
  });

  it('shows an archived collection as an archive: marked, no Available Now, no sign-ups', async () => {
    mockApi({
      'GET /api/collections/10': { body: collection({ isArchived: true, coverImageUrl: null }) },
      'GET /api/products': { body: [product({ id: 1, name: 'Tide Table' })] },
      'GET /api/coming-soon': { body: [comingSoonItem({ id: 5 })] },
    });
    renderRoute('/collection/10');
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter Light' })).toBeInTheDocument();
    expect(screen.getAllByText('Archived').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText('Available Now')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'From the Archive' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notify Me When Available' })).not.toBeInTheDocument();
  });

  it('signs up for a coming-soon card with Sign Up and Cancel', async () => {
    const { calls } = mockApi({
      'GET /api/collections/10': { body: collection() },
      'GET /api/products': { body: [] },
      'GET /api/coming-soon': { body: [comingSoonItem({ id: 5 })] },
      'POST /api/coming-soon/5/notify': { status: 503, body: '' },
    });
    renderRoute('/collection/10');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notify Me When Available' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Notify Me When Available' }));
    const phone = screen.getByLabelText('Phone number for Ember Chair');
    expect(phone).toBeRequired();
    expect(phone).toHaveAttribute('type', 'tel');
    await user.type(phone, '5551234567');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(
      await screen.findByText('Failed to sign up for notifications. Please try again.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/coming-soon/5/notify')).toBe(true);
  });
});
