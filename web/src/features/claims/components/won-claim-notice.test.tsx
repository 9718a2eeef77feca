import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OpenClaim } from '@atelier/contracts';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { artist, product } from '@/testing/fixtures';

const claimPath = `/claim/0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a.1790000000000.${'A'.repeat(43)}`;
const open = (over: Partial<OpenClaim> = {}): OpenClaim => ({
  claimId: '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  source: 'auction',
  productId: 100,
  productName: 'Walnut chair',
  price: '2100.00',
  expiresAt: '2026-06-03T10:00:00.000Z',
  claimPath,
  ...over,
});
const me = () => ({
  body: {
    buyerId: '6d1c1f52-1f7a-4a39-9d0e-2f1b1a0c9e11',
    phoneLast4: '0142',
    verifiedAt: '2026-06-01T09:30:00.000Z',
    textsStopped: false,
  },
});
const auctionPage = {
  'GET /api/products/100': { body: product({ isBiddingEnabled: true }) },
  'GET /api/artists/1': { body: artist() },
  'GET /api/buyer-cards/mine': {
    body: { brand: 'visa', last4: '4242', savedAt: '2026-06-01T09:40:00.000Z' },
  },
};

describe("a won piece's page", () => {
  it('shows its winner the claim, the price, until when and the way to pay, though no text came', async () => {
    mockApi({ ...auctionPage, 'GET /api/buyers/me': me(), 'GET /api/claims/mine': { body: [open()] } });
    renderRoute('/product/100');
    const notice = await screen.findByRole('region', { name: 'Your win' });
    expect(notice).toHaveTextContent('You won this auction');
    expect(notice).toHaveTextContent('Claim it for $2,100 by June 3, 2026');
    expect(within(notice).getByRole('link', { name: 'Claim and pay' })).toHaveAttribute('href', claimPath);
  });

  it("shows nothing for another piece's claim, and asks nobody on a piece sold without auction or draw", async () => {
    const mine = mockApi({
      ...auctionPage,
      'GET /api/buyers/me': me(),
      'GET /api/claims/mine': { body: [open({ productId: 7 })] },
    });
    renderRoute('/product/100');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(mine.calls.some((c) => c.path === '/api/claims/mine')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Your win' })).not.toBeInTheDocument();

    const { calls } = mockApi({
      'GET /api/products/100': { body: product() },
      'GET /api/artists/1': { body: artist() },
    });
    renderRoute('/product/100');
    await screen.findAllByRole('heading', { level: 1 });
    expect(calls.some((c) => c.path === '/api/buyers/me' || c.path === '/api/claims/mine')).toBe(false);
  });

  it('an accepted offer’s claim is left to the offer panel, with the piece reserved', async () => {
    mockApi({
      'GET /api/products/100': { body: product({ openToOffers: true, heldForOffer: true }) },
      'GET /api/artists/1': { body: artist() },
      'GET /api/buyer-cards/mine': auctionPage['GET /api/buyer-cards/mine'],
      'GET /api/buyers/me': me(),
      'GET /api/claims/mine': { body: [open({ source: 'offer', price: '4200.00' })] },
      'GET /api/products/100/offers/mine': {
        body: {
          productId: 100,
          acceptingOffers: false,
          offer: {
            offerId: '11111111-1111-4111-8111-111111111111',
            productId: 100,
            amount: '4200.00',
            note: null,
            state: 'accepted',
            counterAmount: null,
            counterNote: null,
            closeReason: null,
            createdAt: '2026-06-01T09:00:00.000Z',
            expiresAt: '2026-06-04T09:00:00.000Z',
            decidedAt: '2026-06-01T10:00:00.000Z',
            agreedPrice: '4200.00',
            claimState: 'offered',
          },
        },
      },
    });
    renderRoute('/product/100');
    // The panel (its link to pay: offer-panel.test.tsx and the browser test) and no second notice.
    expect(await screen.findByRole('heading', { name: 'Your offer' })).toBeInTheDocument();
    expect(screen.getByTestId('offer-panel')).toBeInTheDocument();
    expect(screen.getByTestId('availability')).toHaveTextContent('Reserved');
    expect(screen.queryByRole('link', { name: /Buy Now/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your win' })).not.toBeInTheDocument();
  }, 20_000);
});
