import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MyDrawEntry, PublicDrawnRelease } from '@atelier/contracts';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { artist, product, verifiedBuyerWithCard } from '@/testing/fixtures';

const entryId = '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
const release = (over: Partial<PublicDrawnRelease> = {}): PublicDrawnRelease => ({
  id: 7,
  productId: 100,
  phase: 'open',
  quantity: 1,
  entryCount: 41,
  opensAt: '2026-06-01T09:00:00.000Z',
  closesAt: '2026-06-01T11:00:00.000Z',
  closedEarly: null,
  serverTime: '2026-06-01T10:00:00.000Z',
  algorithm: 'hmac-sha256-v1',
  seedSha256: 'c'.repeat(64),
  seed: null,
  drawnAt: null,
  winnerEntryIds: [],
  ...over,
});
const entry = (over: Partial<MyDrawEntry> = {}): MyDrawEntry => ({
  releaseId: 7,
  entered: false,
  entryId: null,
  enteredAt: null,
  position: null,
  awarded: false,
  ...over,
});
const page = {
  ...verifiedBuyerWithCard,
  'GET /api/products/100': { body: product() },
  'GET /api/artists/1': { body: artist() },
};

describe('a drawn release on the product page', () => {
  it('shows the window, the entries and the commitment instead of the purchase; entering says why it failed', async () => {
    const { calls } = mockApi({
      ...page,
      'GET /api/products/100/draw': { body: release() },
      'GET /api/drawn-releases/7/entry': { body: entry() },
      'POST /api/drawn-releases/7/entries': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'Put a card on file before entering' },
      },
    });
    renderRoute('/product/100');
    const panel = await screen.findByRole('region', { name: 'Drawn release' });
    expect(within(panel).getByTestId('draw-phase')).toHaveTextContent('entries open');
    expect(within(panel).getByTestId('draw-time-left')).toHaveTextContent('1h 00m');
    expect(within(panel).getByTestId('draw-entry-count')).toHaveTextContent('41');
    expect(within(panel).getByTestId('draw-commitment')).toHaveTextContent('c'.repeat(64));
    expect(screen.queryByRole('link', { name: /Buy Now/ })).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'How the draw works' })).toHaveAttribute(
      'href',
      '/drawn-releases/how-it-works?release=7',
    );
    await userEvent.setup().click(await within(panel).findByRole('button', { name: 'Enter the draw' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Put a card on file before entering');
    expect(calls.some((c) => c.path === '/api/drawn-releases/7/entries')).toBe(true);
  });

  it("after the draw: the seed, the winning entry and the buyer's own result", async () => {
    mockApi({
      ...page,
      'GET /api/products/100/draw': {
        body: release({
          phase: 'drawn',
          seed: 'a'.repeat(64),
          drawnAt: '2026-06-01T11:00:01.000Z',
          winnerEntryIds: [entryId],
        }),
      },
      'GET /api/drawn-releases/7/entry': {
        body: entry({
          entered: true,
          entryId,
          enteredAt: '2026-06-01T10:10:00.000Z',
          position: 1,
          awarded: true,
        }),
      },
    });
    renderRoute('/product/100');
    const panel = await screen.findByRole('region', { name: 'Drawn release' });
    expect(within(panel).getByTestId('draw-seed')).toHaveTextContent('a'.repeat(64));
    expect(within(panel).getByTestId('draw-winners')).toHaveTextContent(entryId);
    expect(await within(panel).findByTestId('draw-my-result')).toHaveTextContent('You won');
    expect(
      within(panel).getByRole('link', { name: 'How the draw works: check it yourself' }),
    ).toBeInTheDocument();
  });

  it('closed early by the house: when, the advertised close and the reason', async () => {
    mockApi({
      ...page,
      'GET /api/products/100/draw': {
        body: release({
          phase: 'drawn',
          closesAt: '2026-06-01T10:31:00.000Z',
          closedEarly: { advertisedClosesAt: '2026-06-01T11:00:00.000Z', reason: 'The glaze cracked' },
          seed: 'a'.repeat(64),
          drawnAt: '2026-06-01T10:31:00.000Z',
        }),
      },
      'GET /api/drawn-releases/7/entry': { body: entry() },
    });
    renderRoute('/product/100');
    const panel = await screen.findByRole('region', { name: 'Drawn release' });
    expect(within(panel).getByTestId('draw-closed-early')).toHaveTextContent(
      "Entries closed early, at June 1, 2026, 10:31 UTC, instead of June 1, 2026, 11:00 UTC as advertised. The house's reason: The glaze cracked",
    );
  });
});
