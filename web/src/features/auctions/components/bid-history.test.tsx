import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicBid } from '@atelier/contracts';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { artist, product, verifiedBuyerWithCard } from '@/testing/fixtures';
import { productAuctionQueryOptions } from '../api/get-product-auction';
import { testAuction, testStanding } from './test-auction';

const page = {
  ...verifiedBuyerWithCard,
  'GET /api/products/100': { body: product({ isBiddingEnabled: true }) },
  'GET /api/artists/1': { body: artist() },
  'GET /api/auctions/5/reminder': {
    body: {
      auctionId: 5,
      state: 'none',
      remindAt: '2026-06-01T12:00:00.000Z',
      available: true,
      serverTime: '2026-06-01T10:00:00.000Z',
    },
  },
};

const bid = (bidder: number, amount: string, minute: number, automatic = false): PublicBid => ({
  bidder,
  amount,
  automatic,
  createdAt: `2026-06-01T09:${String(minute).padStart(2, '0')}:00.000Z`,
});

afterEach(() => vi.unstubAllGlobals());

describe('the public bid history', () => {
  it('lists the bids newest first as Bidder n, marks the buyer\'s own "You", and follows live updates', async () => {
    const history = {
      bids: [bid(1, '12100.00', 30, true), bid(2, '12000.00', 20), bid(1, '10000.00', 10)],
      total: 3,
    };
    mockApi({
      ...page,
      'GET /api/products/100/auction': { body: testAuction({ history, bidCount: 3 }) },
      'GET /api/auctions/5/standing': { body: testStanding({ standing: 'outbid', bidder: 2, bidCount: 3 }) },
    });
    const { queryClient } = renderRoute('/product/100');
    const panel = await screen.findByRole('region', { name: 'Auction' });
    const list = within(panel).getByTestId('bid-history');
    const rows = () => within(list).getAllByTestId('bid-history-row');
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Bidder 1\$12,100.*automatic bid$/),
      expect.stringMatching(/^Bidder 2(You)?\$12,000/),
      expect.stringMatching(/^Bidder 1\$10,000/),
    ]);
    await waitFor(() => expect(within(rows()[1]!).getByText('You')).toBeVisible());
    expect(within(rows()[0]!).queryByText('You')).toBeNull();
    expect(within(list).getByTestId('bid-history-count')).toHaveTextContent(/^3 price changes\./);

    // A rival's bid arrives live: it heads the list.
    act(() => {
      queryClient.setQueryData(
        productAuctionQueryOptions(100).queryKey,
        testAuction({
          bidCount: 4,
          currentBid: '12200.00',
          history: { bids: [bid(3, '12200.00', 40), ...history.bids], total: 4 },
        }),
      );
    });
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(rows()[0]).toHaveTextContent(/^Bidder 3\$12,200/);
    expect(panel).not.toHaveTextContent(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('shows the latest five, then all on request, and says when only the latest of many are listed', async () => {
    const bids = Array.from({ length: 7 }, (_, i) => bid((i % 2) + 1, `${11000 - i * 100}.00`, 50 - i));
    mockApi({
      ...page,
      'GET /api/products/100/auction': { body: testAuction({ history: { bids, total: 60 }, bidCount: 60 }) },
      'GET /api/auctions/5/standing': { body: testStanding() },
    });
    renderRoute('/product/100');
    const list = await screen.findByTestId('bid-history');
    expect(within(list).getAllByTestId('bid-history-row')).toHaveLength(5);
    expect(within(list).getByTestId('bid-history-count')).toHaveTextContent(
      'The latest 5 of 60 price changes.',
    );
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Show the latest 7' }));
    expect(within(list).getAllByTestId('bid-history-row')).toHaveLength(7);
    expect(within(list).getByTestId('bid-history-count')).toHaveTextContent(
      'The latest 7 of 60 price changes.',
    );
  });

  it("no bids yet, and the estimate in the store's prices", async () => {
    mockApi({
      ...page,
      'GET /api/products/100/auction': {
        body: testAuction({ currentBid: null, bidCount: 0, estimate: { low: '2000.00', high: '3000.00' } }),
      },
      'GET /api/auctions/5/standing': { body: testStanding({ standing: 'none' }) },
    });
    renderRoute('/product/100');
    const panel = await screen.findByRole('region', { name: 'Auction' });
    expect(within(panel).getByTestId('auction-estimate')).toHaveTextContent('$2,000–$3,000');
    expect(within(panel).getByText('Estimate')).toBeInTheDocument();
    expect(within(panel).getByTestId('bid-history')).toHaveTextContent('No bids yet.');
  });
});
