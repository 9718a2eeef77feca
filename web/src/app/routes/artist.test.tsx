import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { artist, product } from '@/testing/fixtures';
import { STOCK_PLACEHOLDER_SRC } from '@/components/ui/responsive-image';

describe('artist page', () => {
  it('shows the loading text', async () => {
    mockApi({ 'GET /api/artists/1': 'pending', 'GET /api/products': 'pending' });
    renderRoute('/artist/1');
    expect(await screen.findByText('Loading artist profile...')).toBeInTheDocument();
  });

  it.each(['/artist/999', '/artist/abc'])('shows Artist Not Found for %s', async (path) => {
    mockApi({ 'GET /api/products': { body: [] } });
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: 'Artist Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The artist you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it('shows the profile, story, set social links, the Categories stat and the collection', async () => {
    mockApi({
      'GET /api/artists/1': {
        body: artist({
          fullBio: 'Born by the sea.\n\nTrained in Kyoto.',
          instagramUrl: 'https://instagram.com/mara',
          websiteUrl: 'https://mara.example',
          portfolioUrl: 'portfolio.jpg',
        }),
      },
      // The page asks for the artist's pieces only; the whole list would bring 'Not Hers'.
      'GET /api/products?artistId=1': {
        body: [
          product({ id: 1, name: 'Tide Table', category: 'dining' }),
          product({ id: 2, name: 'Low Bench', category: 'seating' }),
          product({ id: 3, name: 'Lamp', category: 'lighting' }),
        ],
      },
      'GET /api/products': {
        body: [product({ id: 1, name: 'Tide Table' }), product({ id: 4, name: 'Not Hers', artistId: 2 })],
      },
    });
    renderRoute('/artist/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mara Lind' })).toBeInTheDocument();
    expect(screen.getByText('Carves walnut into quiet forms.')).toBeInTheDocument();
    const story = screen.getByRole('region', { name: 'Artist Story' });
    expect(within(story).getByText('Born by the sea.')).toBeInTheDocument();
    expect(within(story).getByText('Trained in Kyoto.')).toBeInTheDocument();
    const social = screen.getByRole('list', { name: 'Mara Lind online' });
    expect(within(social).getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://instagram.com/mara',
    );
    expect(within(social).getByRole('link', { name: /Website/ })).toBeInTheDocument();
    expect(within(social).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByText('Categories').nextSibling).toHaveTextContent('2');
    expect(screen.getByRole('img', { name: 'Portfolio work by Mara Lind' })).toHaveAttribute(
      'src',
      '/uploads/portfolio.jpg',
    );
    const grid = screen.getByRole('region', { name: 'Collection' });
    expect(within(grid).getByRole('link', { name: /Tide Table/ })).toHaveAttribute('href', '/product/1');
    expect(within(grid).getAllByRole('article')).toHaveLength(3);
    expect(within(grid).getAllByText('$4,800')).toHaveLength(3);
    expect(within(grid).queryByText('Not Hers')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Artists' })).toHaveAttribute('href', '/#artists');
  });

  it('shows the empty collection state and a placeholder portrait', async () => {
    mockApi({
      'GET /api/artists/1': { body: artist({ imageUrl: null, fullBio: null }) },
      'GET /api/products': { body: [] },
    });
    renderRoute('/artist/1');
    expect(await screen.findByText('No pieces available from this artist yet.')).toBeInTheDocument();
    expect(screen.getByText('Check back soon for new works.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Portrait of Mara Lind' })).toHaveAttribute(
      'src',
      STOCK_PLACEHOLDER_SRC,
    );
    expect(screen.queryByRole('region', { name: 'Artist Story' })).not.toBeInTheDocument();
    expect(screen.queryByText('Portfolio Showcase')).not.toBeInTheDocument();
  });

  it('shows an error with a retry for a server error, not Artist Not Found', async () => {
    mockApi({ 'GET /api/artists/1': { status: 503, body: '' }, 'GET /api/products': { body: [] } });
    renderRoute('/artist/1');
    expect(
      await screen.findByRole('heading', { name: 'This artist could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByText('Artist Not Found')).not.toBeInTheDocument();
  });
});
