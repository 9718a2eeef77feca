import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { artist, collection, comingSoonItem, product } from '@/testing/fixtures';

const emptyApi = {
  'GET /api/collections/active': { body: [] },
  'GET /api/products': { body: [] },
  'GET /api/coming-soon': { body: [] },
  'GET /api/artists': { body: [] },
};

describe('home page', () => {
  it('shows the hero, the 3-card skeleton and the artists loading text while loading', async () => {
    mockApi({
      'GET /api/collections/active': 'pending',
      'GET /api/products': 'pending',
      'GET /api/coming-soon': 'pending',
      'GET /api/artists': 'pending',
    });
    renderRoute('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Furniture as Art. One of a Kind.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EXPLORE COLLECTIONS' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SNEAK PEEK THE FUTURE' })).toBeInTheDocument();
    expect(screen.getByText("LIMITED QUANTITIES - THESE PIECES WON'T LAST")).toBeInTheDocument();
    expect(screen.getAllByTestId('collection-skeleton')).toHaveLength(3);
    expect(screen.getByText('Loading artists...')).toBeInTheDocument();
  });

  it('shows the empty states', async () => {
    const { calls } = mockApi(emptyApi);
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByText(/first quarterly collection will be released soon/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'More Previews Coming Soon' })).toBeInTheDocument();
    expect(await screen.findByText('No artists currently featured')).toBeInTheDocument();
    expect(screen.getByText('Check back soon for new artist collaborations')).toBeInTheDocument();
    // The hero asks for its media. A browser with no session id yet has no cart: the nav's badge
    // reads none (a first visit makes no cart request).
    expect(calls.map((c) => c.path)).toContain('/api/hero-media/active');
    expect(calls.map((c) => c.path)).not.toEqual(expect.arrayContaining([expect.stringMatching(/cart/)]));
  });

  it('fills the sections, showing only active, unarchived collections of each type', async () => {
    mockApi({
      'GET /api/collections/active': {
        body: [
          collection({ id: 10, name: 'Winter Light' }),
          collection({ id: 11, name: 'Hidden One', isActive: false }),
          collection({ id: 12, name: 'Archived One', isArchived: true }),
          collection({
            id: 20,
            name: 'Next Spring',
            collectionType: 'sneak_peek',
            season: 'Spring',
            year: 2027,
          }),
          collection({ id: 21, name: 'Solo Preview', collectionType: 'sneak_peek' }),
        ],
      },
      'GET /api/products': {
        body: [product({ id: 1 }), product({ id: 2 }), product({ id: 3, collectionId: 99 })],
      },
      'GET /api/coming-soon': {
        body: [
          comingSoonItem({ id: 1, collectionId: 20 }),
          comingSoonItem({ id: 2, collectionId: 20 }),
          comingSoonItem({ id: 3, collectionId: 21 }),
          comingSoonItem({ id: 4, collectionId: null }),
        ],
      },
      'GET /api/artists': { body: [artist({ id: 7, name: 'Mara Lind', specialty: 'Sculptural woodwork' })] },
    });
    renderRoute('/');

    const live = await screen.findByRole('article', { name: 'Winter Light' });
    expect(within(live).getByText('Winter 2026')).toBeInTheDocument();
    expect(within(live).getByText('March 20, 2026')).toBeInTheDocument();
    expect(within(live).getByText('Released')).toBeInTheDocument();
    expect(within(live).getByRole('link', { name: 'Winter Light' })).toHaveAttribute(
      'href',
      '/collection/10',
    );
    expect(live.querySelector('img')?.closest('a')).toHaveAttribute('href', '/collection/10');
    expect(within(live).getByText('2 Limited Pieces Available')).toBeInTheDocument();
    expect(within(live).getByRole('link', { name: 'Explore Collection' })).toHaveAttribute(
      'href',
      '/collection/10',
    );
    expect(screen.queryByText('Hidden One')).not.toBeInTheDocument();
    expect(screen.queryByText('Archived One')).not.toBeInTheDocument();

    const preview = screen.getByRole('article', { name: 'Next Spring' });
    expect(within(preview).getByText('Spring 2027')).toBeInTheDocument();
    expect(within(preview).getByText('Expected: March 20, 2026')).toBeInTheDocument();
    expect(within(preview).getByText('2 Previews')).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'View Collection Preview' })).toHaveAttribute(
      'href',
      '/collection/20',
    );
    expect(
      within(screen.getByRole('article', { name: 'Solo Preview' })).getByText('1 Preview'),
    ).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Mara Lind' });
    expect(within(card).getByText('Sculptural woodwork')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View collection pieces' })).toHaveAttribute(
      'href',
      '/artist/7#artist-collection',
    );
    expect(within(card).getByRole('link', { name: 'View Portfolio' })).toHaveAttribute('href', '/artist/7');
    // The name is a link; the portrait repeats it for pointer users (hidden from the accessibility tree).
    expect(within(card).getByRole('link', { name: 'Mara Lind' })).toHaveAttribute('href', '/artist/7');
    const portrait = card.querySelector('img')!;
    expect(portrait.closest('a')).toHaveAttribute('href', '/artist/7');
    expect(portrait).toHaveAttribute(
      'srcset',
      expect.stringContaining('/demo/artists/mara-lind-1600.webp 1600w'),
    );
    expect(portrait).toHaveAttribute('loading', 'lazy');
  });

  it('has the navigation and footer', async () => {
    // The copyright year is the clock's, not one written in the code.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-06-01T12:00:00Z') });
    mockApi(emptyApi);
    renderRoute('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Collections' })).toHaveAttribute('href', '/#collections');
    expect(within(nav).getByRole('link', { name: 'Sneak Peek the Future' })).toHaveAttribute(
      'href',
      '/#sneak-peek',
    );
    expect(within(nav).getByRole('link', { name: 'Artists' })).toHaveAttribute('href', '/#artists');
    expect(within(nav).getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/story');
    expect(within(nav).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'hello@atelier-furniture.com' })).toBeInTheDocument();
    expect(within(footer).getByText('© 2031 Atelier. All rights reserved.')).toBeInTheDocument();
    // No house accounts are configured in tests: no social links at all, not the networks' home pages.
    expect(within(footer).queryByRole('list', { name: 'Social media' })).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Sneak Peek' })).toHaveAttribute('href', '/#sneak-peek');
  });

  it('after a cart payment, /?payment=success moves on to the order confirmation', async () => {
    const token = 'abcdefghijklmnopqrstuvwxyz012345';
    mockApi({
      ...emptyApi,
      'GET /api/checkout/confirmation': {
        body: { state: 'processing', order: null, confirmationPath: `/orders/${token}` },
      },
      [`GET /api/order-confirmations/${token}`]: 'pending',
    });
    const { router } = renderRoute('/?payment=success&payment_intent=pi_sim_9');
    // While the provider confirms, the banner says so; the address is cleaned at once.
    expect(await screen.findByText('Payment successful.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    mockApi({
      ...emptyApi,
      'GET /api/checkout/confirmation': {
        body: { state: 'paid', order: null, confirmationPath: `/orders/${token}` },
      },
      [`GET /api/order-confirmations/${token}`]: 'pending',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${token}`), { timeout: 3000 });
  });

  it('a payment already confirmed moves on to the order confirmation and stays there', async () => {
    // Browser tests twice ended on the home page: the address cleaning raced the move on.
    const token = 'abcdefghijklmnopqrstuvwxyz012345';
    mockApi({
      ...emptyApi,
      'GET /api/checkout/confirmation': {
        body: { state: 'paid', order: null, confirmationPath: `/orders/${token}` },
      },
      [`GET /api/order-confirmations/${token}`]: 'pending',
    });
    const { router } = renderRoute('/?payment=success&payment_intent=pi_sim_10');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname + state.location.search));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${token}`));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(router.state.location.pathname).toBe(`/orders/${token}`);
    // One step: the payment's address is replaced by the order's, never by the bare home page.
    expect(visited).toEqual([`/orders/${token}`]);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('the payment banner without a named payment shows once: a reload does not bring it back', async () => {
    mockApi(emptyApi);
    const { router } = renderRoute('/?payment=success');
    expect(await screen.findByText('Payment successful.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByText('Payment successful.')).toBeInTheDocument();
  });
});
