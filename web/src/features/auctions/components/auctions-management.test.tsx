import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AdminAuction } from '@atelier/contracts';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/testing/mock-api';
import { product } from '@/testing/fixtures';
import { AuctionsManagement } from './auctions-management';

const endedAuction: AdminAuction = {
  id: 4,
  productId: 9,
  productName: 'Tide Table',
  phase: 'ended',
  startingBid: '1000.00',
  currentBid: '1500.00',
  minimumBidIncrement: '100.00',
  nextMinimumBid: '1600.00',
  bidCount: 3,
  result: 'sold',
  hasReserve: true,
  reserveMet: true,
  reservePrice: '1200.00',
  startsAt: '2026-11-20T10:00:00.000Z',
  endTime: '2026-11-21T10:00:00.000Z',
  serverTime: '2026-11-22T10:00:00.000Z',
  leaderBuyerId: null,
  winnerBuyerId: '0f0e0d0c-1111-4222-8333-944455556666',
  endedAt: '2026-11-21T10:00:00.000Z',
  createdAt: '2026-11-19T10:00:00.000Z',
  claim: { state: 'paid', rank: 2 },
  estimate: null,
};

describe('auctions management', () => {
  it("shows an auction's facts and claim, and opens one with the form's fields", async () => {
    const { calls } = mockApi({
      'GET /api/auctions': { body: [endedAuction] },
      'GET /api/products': { body: [product({ id: 9, name: 'Tide Table', isBiddingEnabled: true })] },
      'POST /api/auctions': { status: 201, body: { ...endedAuction, id: 5, phase: 'open' } },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AuctionsManagement csrfToken="tok" />
      </QueryClientProvider>,
    );
    const card = await screen.findByTestId('admin-auction');
    expect(within(card).getByText('Reserve').nextElementSibling).toHaveTextContent('(met)');
    expect(within(card).getByText('Winner').nextElementSibling).toHaveTextContent('buyer 0f0e0d0c');
    expect(within(card).getByTestId('auction-claim')).toHaveTextContent('Paid by bidder #2 in line');

    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Open an auction' });
    await user.selectOptions(await within(form).findByRole('combobox'), 'Tide Table');
    await user.type(within(form).getByLabelText('Starting bid (USD)'), '900');
    await user.clear(within(form).getByLabelText('Minimum increment (USD)'));
    await user.type(within(form).getByLabelText('Minimum increment (USD)'), '50');
    await user.type(within(form).getByLabelText('Ends'), '2026-12-01T18:00');
    await user.type(within(form).getByLabelText('Estimate from (optional)'), '2000');
    await user.type(within(form).getByLabelText('Estimate to (optional)'), '3000');
    await user.click(within(form).getByRole('button', { name: 'Open auction' }));
    const opened = await vi.waitFor(() => {
      const call = calls.find(({ method, path }) => method === 'POST' && path === '/api/auctions');
      if (!call) throw new Error('no POST /api/auctions yet');
      return call;
    });
    expect(JSON.parse(String(opened.init?.body))).toEqual({
      productId: 9,
      startingBid: '900',
      minimumBidIncrement: '50',
      reservePrice: null,
      endTime: new Date('2026-12-01T18:00').toISOString(),
      estimateLow: '2000',
      estimateHigh: '3000',
    });
  });

  const openAuction: AdminAuction = {
    ...endedAuction,
    id: 5,
    phase: 'open',
    result: null,
    claim: null,
    endedAt: null,
    winnerBuyerId: null,
    leaderBuyerId: '0f0e0d0c-1111-4222-8333-944455556666',
  };
  const posts = (calls: { method: string; path: string }[]) =>
    calls.filter(({ method }) => method === 'POST').map(({ path }) => path);

  it.each([
    [
      'End now...',
      'End auction now',
      '/api/auctions/5/end',
      /buyer 0f0e0d0c wins at \$1,500.*texted a link to claim/,
    ],
    [
      'Cancel auction...',
      'Cancel auction',
      '/api/auctions/5/cancel',
      /nobody wins, nobody is texted or charged/,
    ],
  ])(
    '%s asks first, saying what follows, and sends nothing until confirmed',
    async (open, confirm, path, says) => {
      const { calls } = mockApi({
        'GET /api/auctions': { body: [openAuction] },
        'GET /api/products': { body: [] },
        [`POST ${path}`]: {
          body: { ...openAuction, phase: path.endsWith('cancel') ? 'cancelled' : 'ended' },
        },
      });
      render(
        <QueryClientProvider client={createQueryClient()}>
          <AuctionsManagement csrfToken="tok" />
        </QueryClientProvider>,
      );
      const user = userEvent.setup();
      const card = await screen.findByTestId('admin-auction');
      await user.click(within(card).getByRole('button', { name: open }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent(says);
      expect(posts(calls)).toEqual([]);
      // Dismissed: still nothing sent.
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(posts(calls)).toEqual([]);

      await user.click(within(card).getByRole('button', { name: open }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: confirm }));
      await vi.waitFor(() => expect(posts(calls)).toEqual([path]));
    },
  );

  it("names the winner and each bidder by name and phone's last digits, and opens their history", async () => {
    const winner = endedAuction.winnerBuyerId!;
    const rival = '1a2b3c4d-1111-4222-8333-944455556666';
    const summary = (buyerId: string, name: string | null, phoneLast4: string, over = {}) => ({
      buyerId,
      name,
      phoneLast4,
      bids: 3,
      auctionsBid: 2,
      auctionsWon: 1,
      drawEntries: 0,
      drawsWon: 0,
      claimsPaid: 0,
      claimsLapsed: 1,
      ...over,
    });
    const { calls } = mockApi({
      'GET /api/auctions': { body: [endedAuction] },
      'GET /api/products': { body: [] },
      [`GET /api/bidders?ids=${winner}`]: { body: [summary(winner, 'Ines Holm', '0190')] },
      [`GET /api/bidders?ids=${winner},${rival}`]: {
        body: [
          summary(winner, 'Ines Holm', '0190'),
          summary(rival, null, '0177', { bids: 1, auctionsWon: 0, claimsLapsed: 0 }),
        ],
      },
      'GET /api/auctions/4': {
        body: {
          ...endedAuction,
          bids: [
            {
              sequence: 2,
              kind: 'bid',
              buyerId: winner,
              maxAmount: '1500.00',
              amount: '1500.00',
              leaderBuyerId: winner,
              createdAt: '2026-11-21T09:00:00.000Z',
            },
            {
              sequence: 1,
              kind: 'bid',
              buyerId: rival,
              maxAmount: '1400.00',
              amount: '1000.00',
              leaderBuyerId: rival,
              createdAt: '2026-11-21T08:00:00.000Z',
            },
          ],
        },
      },
      [`GET /api/bidders/${winner}`]: {
        body: {
          ...summary(winner, 'Ines Holm', '0190'),
          activity: [
            {
              source: 'auction',
              sourceId: 4,
              productId: 9,
              productName: 'Tide Table',
              at: '2026-11-21T09:00:00.000Z',
              bids: 2,
              maxAmount: '1500.00',
              outcome: 'won',
              claim: { state: 'lapsed', lapseReason: 'expired' },
            },
          ],
        },
      },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AuctionsManagement csrfToken="tok" />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const card = await screen.findByTestId('admin-auction');
    const winnerFact = within(card).getByText('Winner').nextElementSibling as HTMLElement;
    expect(
      await within(winnerFact).findByRole('button', { name: 'History of Ines Holm ··0190' }),
    ).toBeInTheDocument();
    expect(winnerFact).toHaveTextContent('3 bids · 1 win · 1 claim lapsed');

    await user.click(within(card).getByRole('button', { name: 'Show bids' }));
    expect(await within(card).findByRole('button', { name: 'History of Buyer ··0177' })).toBeInTheDocument();
    expect(within(card).queryByText(/buyer 1a2b3c4d/)).toBeNull();

    await user.click(within(winnerFact).getByRole('button', { name: 'History of Ines Holm ··0190' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ines Holm ··0190' });
    const history = await within(dialog).findByTestId('bidder-history');
    expect(history).toHaveTextContent('Auction: Tide Table');
    expect(history).toHaveTextContent('2, up to $1,500');
    expect(history).toHaveTextContent('Won');
    expect(history).toHaveTextContent('Lapsed (not paid in time)');
    expect(calls.every(({ method }) => method === 'GET')).toBe(true);
  });

  it("shows an auction's estimate and edits it while it runs, saying what the server refused", async () => {
    let estimate: AdminAuction['estimate'] = { low: '2000.00', high: '3000.00' };
    const { calls } = mockApi({
      'GET /api/auctions': () => ({ body: [{ ...openAuction, estimate }] }),
      'GET /api/products': { body: [] },
      'PUT /api/auctions/5/estimate': (init) => {
        const body = JSON.parse(String(init?.body)) as { estimateLow: string; estimateHigh: string };
        if (Number(body.estimateLow) > Number(body.estimateHigh))
          return {
            status: 400,
            body: { statusCode: 400, message: 'estimateHigh must be at least estimateLow' },
          };
        estimate = { low: `${body.estimateLow}.00`, high: `${body.estimateHigh}.00` };
        return { body: { ...openAuction, estimate } };
      },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AuctionsManagement csrfToken="tok" />
      </QueryClientProvider>,
    );
    const card = await screen.findByTestId('admin-auction');
    expect(within(card).getByTestId('admin-auction-estimate')).toHaveTextContent('$2,000–$3,000');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Edit estimate' }));
    const form = within(card).getByRole('form', { name: 'Estimate' });
    const low = within(form).getByLabelText('Estimate from (USD)');
    const high = within(form).getByLabelText('Estimate to (USD)');
    await user.clear(low);
    await user.type(low, '4000');
    await user.click(within(form).getByRole('button', { name: 'Save estimate' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'estimateHigh must be at least estimateLow',
    );
    await user.clear(high);
    await user.type(high, '5000');
    await user.click(within(form).getByRole('button', { name: 'Save estimate' }));
    await waitFor(() =>
      expect(within(card).getByTestId('admin-auction-estimate')).toHaveTextContent('$4,000–$5,000'),
    );
    expect(within(card).queryByRole('form', { name: 'Estimate' })).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => JSON.parse(String(c.init?.body)))).toEqual([
      { estimateLow: '4000', estimateHigh: '3000.00' },
      { estimateLow: '4000', estimateHigh: '5000' },
    ]);
  });
});
