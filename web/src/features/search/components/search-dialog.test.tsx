import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { artist, collection, comingSoonItem } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';

const row = {
  id: 7,
  name: 'Inês Dining Table',
  category: 'dining',
  price: '16800.00',
  imageUrls: [],
  artist: { name: 'Inês Carvalhal' },
  quantity: 1,
  reservedQuantity: 0,
  reservedUntil: null,
};
const stool = { ...row, id: 8, name: 'Inês Stool', price: '950.00', artist: null };
const upcoming = [
  comingSoonItem({ id: 201, name: 'Inês Lounge Chair', estimatedPrice: '22000.00' }),
  comingSoonItem({ id: 202, name: 'Ember Lamp', estimatedPrice: null }),
];

/** Opens the dialog on a page that fetches nothing else, with search answers from `table`. */
async function openSearch(table: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ 'GET /api/coming-soon': { body: upcoming }, ...table });
  const { router } = renderRoute('/no-such-page');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Search products' }));
  const dialog = await screen.findByRole('dialog', { name: 'Search Products' });
  const input = within(dialog).getByRole('combobox', { name: 'Search products' });
  return { ...api, router, user, dialog, input };
}

const searches = (calls: Array<{ path: string }>) =>
  calls.filter((c) => c.path.startsWith('/api/products/search')).map((c) => c.path);

describe('search dialog', () => {
  it('opens with the field focused, asks for 3 characters, then lists pieces with their price as money', async () => {
    const { calls, router, user, dialog, input } = await openSearch({
      'GET /api/products/search?q=ines': { body: [row, stool] },
    });
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute('placeholder', expect.stringMatching(/product name, artist or category/));
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 'in');
    expect(within(dialog).getByText('Type at least 3 characters to search')).toBeInTheDocument();
    expect(searches(calls)).toEqual([]);

    await user.type(input, 'es');
    expect(within(dialog).getByText('Searching...')).toBeInTheDocument();
    const first = await within(dialog).findByRole('option', { name: /Inês Dining Table/ });
    expect(first).toHaveAttribute('href', '/product/7');
    expect(first).toHaveTextContent('dining · by Inês Carvalhal');
    expect(first).toHaveTextContent('$16,800');
    expect(first).not.toHaveTextContent('16800.00');
    expect(within(dialog).getByRole('option', { name: /Inês Stool/ })).toHaveTextContent(
      'by Unknown Artist$950',
    );
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', within(dialog).getByRole('listbox').id);
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 pieces and 1 upcoming piece found');
    // Typing settles before a request: 'ines' was asked once, never 'ine'.
    expect(searches(calls)).toEqual(['/api/products/search?q=ines']);

    await user.click(first);
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/7'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('groups pieces and upcoming items, each labelled, upcoming ones found in their public list', async () => {
    const { calls, user, dialog, input } = await openSearch({
      'GET /api/products/search?q=ines': { body: [row] },
      'GET /api/products/search?q=ember': { body: [] },
    });
    await user.type(input, 'ines');
    const pieces = await within(dialog).findByRole('group', { name: 'Pieces' });
    expect(
      within(pieces)
        .getAllByRole('option')
        .map((o) => o.getAttribute('href')),
    ).toEqual(['/product/7']);
    const soon = within(dialog).getByRole('group', { name: 'Coming Soon' });
    const chair = within(soon).getByRole('option');
    expect(chair).toHaveAttribute('href', '/coming-soon/201');
    expect(chair).toHaveTextContent('Inês Lounge Chair');
    expect(chair).toHaveTextContent('seating · by Mara Lind');
    expect(chair).toHaveTextContent('Est.$22,000');

    // Only upcoming items match: the group stands alone; an unpriced item says so.
    await user.clear(input);
    await user.type(input, 'ember');
    const alone = await within(dialog).findByRole('option', { name: /Ember Lamp/ });
    expect(alone).toHaveTextContent('Price TBA');
    expect(within(dialog).queryByRole('group', { name: 'Pieces' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 upcoming piece found');
    expect(calls.filter((c) => c.path === '/api/coming-soon')).toHaveLength(1);
  });

  it('moves through every option with the arrows, Home and End, and Enter opens the active one', async () => {
    const { router, user, dialog, input } = await openSearch({
      'GET /api/products/search?q=ines': { body: [row, stool] },
    });
    await user.type(input, 'ines');
    const options = await within(dialog).findAllByRole('option');
    expect(options.map((o) => o.getAttribute('href'))).toEqual([
      '/product/7',
      '/product/8',
      '/coming-soon/201',
    ]);
    const active = () => input.getAttribute('aria-activedescendant');
    const selected = () => options.filter((o) => o.getAttribute('aria-selected') === 'true');
    expect(active()).toBeNull();
    // Home and End still edit the text until the arrows enter the list.
    await user.keyboard('{Home}');
    expect(active()).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(options[0].id);
    expect(selected()).toEqual([options[0]]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe(options[2].id);
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(options[0].id);
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe(options[2].id);
    await user.keyboard('{Home}');
    expect(active()).toBe(options[0].id);
    await user.keyboard('{End}');
    expect(active()).toBe(options[2].id);
    expect(selected()).toEqual([options[2]]);
    expect(input).toHaveFocus();

    // Typing again leaves the list.
    await user.type(input, ' ');
    expect(active()).toBeNull();
    await user.keyboard('{Backspace}{ArrowUp}{ArrowUp}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/8'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Enter before choosing opens the best match; Escape closes and clears the search', async () => {
    const { router, user, dialog, input } = await openSearch({
      'GET /api/products/search?q=ines': { body: [row, stool] },
    });
    await user.type(input, 'ines');
    await within(dialog).findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Search products' }));
    const again = await screen.findByRole('combobox', { name: 'Search products' });
    expect(again).toHaveValue('');
    await user.type(again, 'ines');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/7'));
  });

  it('marks a sold piece Sold instead of pricing it, and a reserved one Reserved', async () => {
    const { user, dialog, input } = await openSearch({
      'GET /api/products/search?q=ines': {
        body: [
          { ...row, quantity: 0 },
          {
            ...stool,
            quantity: 0,
            reservedQuantity: 1,
            reservedUntil: new Date(Date.now() + 600_000).toISOString(),
          },
        ],
      },
    });
    await user.type(input, 'ines');
    const sold = await within(dialog).findByRole('option', { name: /Inês Dining Table/ });
    expect(sold).toHaveTextContent(/Sold$/);
    expect(sold).not.toHaveTextContent('$');
    const reserved = within(dialog).getByRole('option', { name: /Inês Stool/ });
    expect(reserved).toHaveTextContent(/\$950Reserved$/);
  });

  it('finding nothing says so and suggests the collections on show and the artists', async () => {
    const { router, user, dialog, input } = await openSearch({
      'GET /api/products/search?q=zzzz': { body: [] },
      'GET /api/collections/active': {
        body: [
          collection({ id: 10, name: 'Winter Light' }),
          collection({ id: 11, name: 'Old Archive', isArchived: true }),
          collection({ id: 12, name: 'Tidal Preview', collectionType: 'sneak_peek', season: 'Summer' }),
        ],
      },
      'GET /api/artists': { body: [artist({ id: 1, name: 'Mara Lind' })] },
    });
    await user.type(input, 'zzzz');
    expect(await within(dialog).findByText('No products found for "zzzz"')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
    const suggestions = await within(dialog).findByRole('navigation', { name: 'Search suggestions' });
    const collections = await within(suggestions).findByRole('region', { name: 'Collections' });
    expect(
      within(collections)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Winter LightWinter 2026', '/collection/10'],
      ['Tidal PreviewSummer 2026', '/collection/12'],
    ]);
    const artists = within(suggestions).getByRole('region', { name: 'Artists' });
    await user.click(within(artists).getByRole('link', { name: /Mara Lind/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/artist/1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when search is unavailable', async () => {
    const { dialog, user, input } = await openSearch({
      'GET /api/products/search?q=ines': { status: 500, body: { message: 'down' } },
    });
    await user.type(input, 'ines');
    expect(
      await within(dialog).findByText('Search is unavailable right now. Please try again.'),
    ).toBeInTheDocument();
  });
});
