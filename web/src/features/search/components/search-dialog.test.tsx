import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';

const row = {
  id: 7,
  name: 'Inês Dining Table',
  category: 'dining',
  price: '4800.00',
  imageUrls: [],
  artist: { name: 'Inês Carvalhal' },
};

describe('search dialog', () => {
  it('asks for 3 characters, searches, lists rows with $ and the raw price, and closes on a pick', async () => {
    const { calls } = mockApi({
      'GET /api/products/search?q=ines': { body: [row, { ...row, id: 8, name: 'Stool', artist: null }] },
      'GET /api/products/search?q=zzzz': { body: [] },
    });
    const { router } = renderRoute('/no-such-page');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Search products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search Products' });
    const input = within(dialog).getByRole('searchbox');
    expect(input.getAttribute('placeholder')).toMatch(/product name, artist or category/);

    await user.type(input, 'in');
    expect(within(dialog).getByText('Type at least 3 characters to search')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/products/search'))).toBe(false);

    await user.type(input, 'es');
    expect(within(dialog).getByText('Searching...')).toBeInTheDocument();
    const first = await within(dialog).findByRole('link', { name: /Inês Dining Table/ });
    expect(first).toHaveAttribute('href', '/product/7');
    expect(first).toHaveTextContent('by Inês Carvalhal');
    expect(first).toHaveTextContent('$4800.00');
    expect(first).toHaveTextContent('dining');
    expect(within(dialog).getByRole('link', { name: /Stool/ })).toHaveTextContent('by Unknown Artist');
    // Typing settles before a request: 'ines' was asked once, never 'ine'.
    expect(calls.filter((c) => c.path.startsWith('/api/products/search')).map((c) => c.path)).toEqual([
      '/api/products/search?q=ines',
    ]);

    await user.clear(input);
    await user.type(input, 'zzzz');
    expect(await within(dialog).findByText('No products found for "zzzz"')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'ines');
    await user.click(await within(dialog).findByRole('link', { name: /Inês Dining Table/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/7'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
