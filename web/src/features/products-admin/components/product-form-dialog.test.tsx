import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { ProductFormDialog } from './product-form-dialog';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/testing/mock-api';
import { artist, collection, product } from '@/testing/fixtures';

const piece = product({ id: 100, artistId: 1, collectionId: 10 });
// The piece's offer terms (admin only: the floor is never in the public product).
const terms = {
  'GET /api/products/100/offer-terms': {
    body: { productId: 100, openToOffers: true, offerFloor: '3500.00', offerValidHours: 48 },
  },
};

/** The body of the PATCH the dialog sent. */
const savedBody = (calls: ReturnType<typeof mockApi>['calls']) => {
  const patch = calls.find((c) => c.method === 'PATCH' && c.path === '/api/products/100');
  return JSON.parse(String(patch?.init?.body));
};

function renderEdit() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProductFormDialog product={piece} csrfToken="tok" onClose={() => {}} />
    </QueryClientProvider>,
  );
}

describe("the product form's artist and collection pickers", () => {
  it('keep the piece’s artist and collection when saved before their lists load', async () => {
    let release: () => void = () => {};
    const listsLoaded = new Promise<void>((resolve) => (release = resolve));
    const { calls } = mockApi({
      ...terms,
      'GET /api/artists': async () => (
        await listsLoaded,
        { body: [artist({ id: 1 }), artist({ id: 2, name: 'Idris Benali' })] }
      ),
      'GET /api/collections': async () => (await listsLoaded, { body: [collection({ id: 10 })] }),
      'PATCH /api/products/100': { body: piece },
    });
    renderEdit();
    expect(await screen.findByRole('combobox', { name: 'Artist' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(savedBody(calls)).toMatchObject({ artistId: 1, collectionId: 10, category: 'dining' });
    await act(async () => release());
  });

  it('start on the piece’s own artist and collection once the lists arrive', async () => {
    let release: () => void = () => {};
    const listsLoaded = new Promise<void>((resolve) => (release = resolve));
    const { calls } = mockApi({
      ...terms,
      'GET /api/artists': async () => (
        await listsLoaded,
        { body: [artist({ id: 2, name: 'Idris Benali' }), artist({ id: 1 })] }
      ),
      'GET /api/collections': async () => (
        await listsLoaded,
        { body: [collection({ id: 9 }), collection({ id: 10, name: 'Tide' })] }
      ),
      'PATCH /api/products/100': { body: piece },
    });
    renderEdit();
    await act(async () => release());
    await screen.findByRole('option', { name: 'Mara Lind' });
    expect(screen.getByRole('combobox', { name: 'Artist' })).toHaveDisplayValue('Mara Lind');
    expect(screen.getByRole('combobox', { name: 'Collection' })).toHaveDisplayValue('Tide (Winter 2026)');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(savedBody(calls)).toMatchObject({ artistId: 1, collectionId: 10 });
  });

  it('keep the piece’s values when a list cannot be loaded, and say so', async () => {
    const { calls } = mockApi({
      ...terms,
      'GET /api/artists': {
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: 'x' },
      },
      'GET /api/collections': { body: [collection({ id: 10 })] },
      'PATCH /api/products/100': { body: piece },
    });
    renderEdit();
    await screen.findByText('Artists could not be loaded: unchanged', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(savedBody(calls)).toMatchObject({ artistId: 1, collectionId: 10 });
  });
});

describe("the product form's offer terms", () => {
  it('start on the piece’s own terms, floor included, and are sent back unchanged with any edit', async () => {
    const { calls } = mockApi({
      ...terms,
      'GET /api/artists': { body: [artist({ id: 1 })] },
      'GET /api/collections': { body: [collection({ id: 10 })] },
      'PATCH /api/products/100': { body: piece },
    });
    renderEdit();
    expect(await screen.findByRole('switch', { name: /Open to offers/ })).toBeChecked();
    expect(screen.getByLabelText('Offer floor (USD, optional)')).toHaveValue(3500);
    expect(screen.getByLabelText('Offers stand for (hours)')).toHaveValue(48);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await act(async () => {});
    expect(savedBody(calls)).toMatchObject({
      openToOffers: true,
      offerFloor: '3500.00',
      offerValidHours: 48,
    });
  });
});
