import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyAuctionStanding, PublicAuction } from '@atelier/contracts';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { artist, product, verifiedBuyerWithCard } from '@/testing/fixtures';
import { stubEventSource } from '@/testing/fake-event-source';
import { productAuctionQueryOptions } from '../api/get-product-auction';

const auction = (over: Partial<PublicAuction> = {}): PublicAuction => ({
  id: 5,
  productId: 100,
  phase: 'open',
  startingBid: '10000.00',
  currentBid: '12100.00',
  minimumBidIncrement: '100.00',
  nextMinimumBid: '12200.00',
  bidCount: 2,
  result: null,
  hasReserve: false,
  reserveMet: true,
  startsAt: '2026-06-01T09:00:00.000Z',
  endTime: '2026-06-01T11:00:00.000Z',
  serverTime: '2026-06-01T10:00:00.000Z',
  estimate: null,
  history: { bids: [], total: 0 },
  ...over,
});
const standing = (over: Partial<MyAuctionStanding> = {}): MyAuctionStanding => ({
  auctionId: 5,
  standing: 'leading',
  maxAmount: '12000.00',
  bidCount: 2,
  bidder: null,
  award: null,
  ...over,
});
const page = {
  ...verifiedBuyerWithCard,
  'GET /api/products/100': { body: product({ isBiddingEnabled: true }) },
  'GET /api/artists/1': { body: artist() },
};

describe("a buyer's own standing in an auction", () => {
  it('the leader raises their maximum and a rival is outbid live: the page still says they lead (issue 31)', async () => {
    let mine = standing();
    const { calls } = mockApi({
      ...page,
      'GET /api/products/100/auction': { body: auction() },
      'GET /api/auctions/5/standing': () => ({ body: mine }),
      'POST /api/auctions/5/bids': () => {
        mine = standing({ maxAmount: '13500.00', bidCount: 3 });
        return { body: { outcome: 'max_raised', maxAmount: '13500.00', auction: auction({ bidCount: 3 }) } };
      },
    });
    const { queryClient } = renderRoute('/product/100');
    const panel = await screen.findByRole('region', { name: 'Auction' });
    expect(await within(panel).findByTestId('auction-standing')).toHaveTextContent(
      'You are the highest bidder. We bid for you up to your maximum of $12,000.',
    );

    const user = userEvent.setup();
    await user.type(within(panel).getByLabelText('Your maximum bid (USD)'), '13500');
    await user.click(within(panel).getByRole('button', { name: 'Place bid' }));
    expect(
      await within(panel).findByText('Your maximum is raised. You are still the highest bidder.'),
    ).toBeVisible();
    // The bid is taken: its amount is emptied, and the field has the focus for the next one.
    const amount = within(panel).getByLabelText('Your maximum bid (USD)');
    await waitFor(() => expect(amount).toHaveValue(null));
    expect(amount).toHaveFocus();

    // A rival bids 12,500 and is outbid by the hidden maximum: the live update brings a new bid.
    mine = standing({ maxAmount: '13500.00', bidCount: 4 });
    const asked = calls.filter((c) => c.path === '/api/auctions/5/standing').length;
    act(() => {
      queryClient.setQueryData(
        productAuctionQueryOptions(100).queryKey,
        auction({ bidCount: 4, currentBid: '12600.00', nextMinimumBid: '12700.00' }),
      );
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/auctions/5/standing').length).toBeGreaterThan(asked),
    );
    expect(await within(panel).findByTestId('auction-standing')).toHaveTextContent(
      'You are the highest bidder. We bid for you up to your maximum of $13,500.',
    );
    expect(panel).not.toHaveTextContent(/outbid/);
  });

  it('says when the auction ends with its time zone beside the countdown, and links the binding terms', async () => {
    mockApi({
      ...page,
      'GET /api/products/100/auction': { body: auction() },
      'GET /api/auctions/5/standing': { body: standing() },
    });
    renderRoute('/product/100');
    const panel = await screen.findByRole('region', { name: 'Auction' });
    // In the machine's own time zone, named (11:00 UTC on June 1 reads "Jun 1, 2026, 11:00 AM UTC").
    expect(await within(panel).findByTestId('auction-ends-at')).toHaveTextContent(
      /^Ends (May 31|Jun 1|Jun 2), 2026, \d{1,2}:\d{2} [AP]M [A-Z][\w+:-]*$/,
    );
    expect(within(panel).getByRole('link', { name: 'auction terms' })).toHaveAttribute(
      'href',
      '/terms#auctions-and-draws',
    );
  });

  it("the one outbid hears it from the server's standing", async () => {
    mockApi({
      ...page,
      'GET /api/products/100/auction': { body: auction({ bidCount: 4, currentBid: '12600.00' }) },
      'GET /api/auctions/5/standing': {
        body: standing({ standing: 'outbid', maxAmount: '12500.00', bidCount: 4 }),
      },
    });
    renderRoute('/product/100');
    const panel = await screen.findByRole('region', { name: 'Auction' });
    expect(await within(panel).findByTestId('auction-standing')).toHaveTextContent(
      "You have been outbid: another bidder's maximum is above yours of $12,500. Bid again to lead.",
    );
  });

  it('won, claim open: the winner is told what to do next, and the piece is no longer "Limited: 1 available"', async () => {
    mockApi({
      ...page,
      'GET /api/products/100/auction': {
        body: auction({ phase: 'ended', result: 'won', currentBid: '12600.00', bidCount: 4 }),
      },
      'GET /api/auctions/5/standing': {
        body: standing({
          standing: 'won',
          maxAmount: '13500.00',
          bidCount: 4,
          award: { state: 'offered', rank: 1, price: '12600.00' },
        }),
      },
    });
    renderRoute('/product/100');
    const panel = await screen.findByRole('region', { name: 'Auction' });
    expect(within(panel).getByTestId('auction-phase')).toHaveTextContent('Auction ended');
    expect(within(panel).getByText('Winning bid')).toBeInTheDocument();
    expect(await within(panel).findByTestId('auction-standing')).toHaveTextContent(
      /^You won at \$12,600\. We have texted you a link/,
    );
    expect(screen.queryByText(/Limited: 1 available/i)).not.toBeInTheDocument();
  });

  it('paid: the piece reads Sold', async () => {
    mockApi({
      ...page,
      'GET /api/products/100': { body: product({ isBiddingEnabled: true, quantity: 0 }) },
      'GET /api/products/100/auction': {
        body: auction({ phase: 'ended', result: 'sold', currentBid: '12600.00', bidCount: 4 }),
      },
      'GET /api/auctions/5/standing': {
        status: 401,
        body: { statusCode: 401, message: 'Buyer verification required' },
      },
    });
    renderRoute('/product/100');
    const panel = await screen.findByRole('region', { name: 'Auction' });
    expect(within(panel).getByTestId('auction-phase')).toHaveTextContent('Sold');
    expect(within(panel).getByText('Sold for')).toBeInTheDocument();
    expect(within(panel).getByTestId('auction-current-bid')).toHaveTextContent('$12,600');
    expect(panel).not.toHaveTextContent(/Current bid|Auction ended/);
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('an auction page kept current while it is open', () => {
  it('won, then paid while the page is open: it reads Sold without a reload, and stops listening', async () => {
    const sources = stubEventSource();
    const won = auction({ phase: 'ended', result: 'won', currentBid: '12600.00', bidCount: 4 });
    const { calls } = mockApi({
      ...page,
      'GET /api/products/100/auction': { body: won },
      'GET /api/auctions/5/standing': { body: standing({ standing: 'lost', bidCount: 4 }) },
    });
    const pieceReads = () => calls.filter((c) => c.path === '/api/products/100').length;
    renderRoute('/product/100');
    const panel = await screen.findByRole('region', { name: 'Auction' });
    expect(within(panel).getByTestId('auction-phase')).toHaveTextContent('Auction ended');
    await waitFor(() => expect(sources.opened).toHaveLength(1));
    const stream = sources.opened[0]!;
    const readBefore = pieceReads();
    act(() =>
      stream.emit('auction', { ...won, result: 'sold', serverTime: '2026-06-01T12:00:00.000Z' }, 'e9'),
    );
    await waitFor(() => expect(within(panel).getByTestId('auction-phase')).toHaveTextContent('Sold'));
    expect(within(panel).getByText('Sold for')).toBeInTheDocument();
    // Its stock changed with the payment: the piece is read again.
    await waitFor(() => expect(pieceReads()).toBeGreaterThan(readBefore));
    await waitFor(() => expect(stream.readyState).toBe(2));
  });

  it('a scheduled auction opens on its own: read again when its start comes, and the bid form appears', async () => {
    const startsAt = new Date(Date.now() + 1_500).toISOString();
    let state = auction({
      phase: 'scheduled',
      startsAt,
      serverTime: new Date().toISOString(),
      currentBid: null,
      bidCount: 0,
    });
    mockApi({
      ...page,
      'GET /api/products/100/auction': () => ({ body: state }),
      'GET /api/auctions/5/standing': { body: standing({ standing: 'none', bidCount: 0 }) },
    });
    renderRoute('/product/100');
    const panel = await screen.findByRole('region', { name: 'Auction' });
    expect(within(panel).getByTestId('auction-phase')).toHaveTextContent('Auction opens soon');
    state = { ...state, phase: 'open', serverTime: startsAt };
    await waitFor(
      () => expect(within(panel).getByTestId('auction-phase')).toHaveTextContent('Live auction'),
      {
        timeout: 8_000,
      },
    );
    expect(await within(panel).findByRole('button', { name: 'Place bid' })).toBeInTheDocument();
  });

  it('a visitor who never verified a phone here: no request for their standing or who they are (no 401s)', async () => {
    document.cookie = 'atelier_buyer_hint=; path=/; max-age=0';
    const { calls } = mockApi({
      'GET /api/products/100': { body: product({ isBiddingEnabled: true }) },
      'GET /api/artists/1': { body: artist() },
      'GET /api/products/100/auction': { body: auction() },
    });
    renderRoute('/product/100');
    const panel = await screen.findByRole('region', { name: 'Auction' });
    // The bid form's gate asks them to verify their phone, as for anyone not verified.
    expect(await within(panel).findByRole('button', { name: /text me a code|send/i })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls.filter((c) => /standing|buyers\/me|claims\/mine/.test(c.path))).toEqual([]);
  });
});
