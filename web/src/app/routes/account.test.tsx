import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MyBid, MyDrawEntrySummary, MyLike, MyOrder, OpenClaim } from '@atelier/contracts';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';

const me = {
  buyerId: '6d1c1f52-1f7a-4a39-9d0e-2f1b1a0c9e11',
  phoneLast4: '0142',
  verifiedAt: '2026-06-01T09:30:00.000Z',
  textsStopped: false,
};
const claimPath = `/claim/0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a.1790000000000.${'A'.repeat(43)}`;
const claim: OpenClaim = {
  claimId: '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  source: 'auction',
  productId: 7,
  productName: 'Walnut Chair',
  price: '2100.00',
  expiresAt: '2026-06-03T10:00:00.000Z',
  claimPath,
};
const bid = (over: Partial<MyBid> = {}): MyBid => ({
  auctionId: 3,
  productId: 100,
  productName: 'Tide Credenza',
  imageUrl: null,
  phase: 'open',
  currentBid: '1600.00',
  maxAmount: '1500.00',
  standing: 'outbid',
  endTime: '2026-06-04T18:00:00.000Z',
  claim: null,
  ...over,
});
const entry: MyDrawEntrySummary = {
  releaseId: 4,
  productId: 101,
  productName: 'Estuary Bench',
  imageUrl: null,
  state: 'drawn',
  enteredAt: '2026-06-01T10:00:00.000Z',
  closesAt: '2026-06-02T10:00:00.000Z',
  result: 'waitlisted',
  position: 3,
  waitlistPosition: 2,
  claim: null,
};
const order: MyOrder = {
  number: 'AT-000042',
  status: 'shipped',
  total: '884.00',
  createdAt: '2026-06-01T12:00:00.000Z',
  orderPath: `/orders/${'b'.repeat(32)}`,
  shipment: {
    carrier: 'UPS',
    trackingNumber: '1Z999AA10123456784',
    trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    shippedAt: '2026-06-02T12:00:00.000Z',
  },
  deliveredAt: null,
  lines: [{ productId: 102, name: 'Brass Lamp', quantity: 1, imageUrl: null }],
};
const like: MyLike = {
  kind: 'coming-soon',
  id: 9,
  name: 'Dune Lounge Chair',
  imageUrl: null,
  likedAt: '2026-06-01T08:00:00.000Z',
};

const signedIn = (over: Record<string, unknown> = {}) => ({
  'GET /api/buyers/me': { body: me },
  'POST /api/buyers/me/likes/merge': { body: { merged: 0, alreadyLiked: 0 } },
  'GET /api/claims/mine': { body: [claim] },
  'GET /api/buyers/me/bids': { body: [bid({ standing: 'leading', currentBid: '1000.00' })] },
  'GET /api/buyers/me/draw-entries': { body: [entry] },
  'GET /api/buyers/me/orders': { body: [order] },
  'GET /api/buyers/me/likes': { body: [like] },
  ...over,
});

const section = (name: string) => screen.getByRole('region', { name });

describe('/account', () => {
  it('asks a signed-out visitor for their phone, to sign in with a texted code', async () => {
    mockApi({
      'GET /api/buyers/me': { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'x' } },
    });
    renderRoute('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Verify your phone' });
    expect(
      within(form).getByText('Verify a US mobile number to sign in to your account.'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Text me a code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it("shows a signed-in collector's claims, bids, draw entries, orders and likes, and merges this browser's likes", async () => {
    const { calls } = mockApi(signedIn());
    renderRoute('/account');
    expect(await screen.findByText('Signed in with the phone ending 0142.')).toBeInTheDocument();

    const claims = section('Claims to pay');
    expect(await within(claims).findByRole('link', { name: 'Pay for Walnut Chair' })).toHaveAttribute(
      'href',
      claimPath,
    );
    expect(claims).toHaveTextContent('$2,100');

    const bids = section('Bids');
    expect(await within(bids).findByTestId('bid-standing')).toHaveTextContent('Leading');
    expect(within(bids).getByTestId('bid-maximum')).toHaveTextContent('$1,500');
    expect(within(bids).getAllByRole('link', { name: 'Tide Credenza' })[0]).toHaveAttribute(
      'href',
      '/product/100',
    );
    expect(bids).toHaveTextContent('Ends June 4, 2026, 18:00 UTC');

    expect(
      await within(section('Draw entries')).findByText('Drawn: waitlisted, number 2 in line'),
    ).toBeInTheDocument();

    const orders = section('Orders');
    expect(await within(orders).findByRole('link', { name: 'Order AT-000042' })).toHaveAttribute(
      'href',
      order.orderPath,
    );
    expect(within(orders).getByTestId('order-status')).toHaveTextContent('Shipped');
    expect(within(orders).getByRole('link', { name: '1Z999AA10123456784' })).toHaveAttribute(
      'href',
      order.shipment!.trackingUrl,
    );
    expect(orders).toHaveTextContent('Brass Lamp');

    const likes = section('Likes');
    expect(await within(likes).findByRole('link', { name: 'Dune Lounge Chair' })).toHaveAttribute(
      'href',
      '/coming-soon/9',
    );

    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/buyers/me/likes/merge')).toBe(true),
    );
    const merge = calls.find((c) => c.path === '/api/buyers/me/likes/merge')!;
    expect(JSON.parse(String(merge.init?.body))).toEqual({
      sessionId: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
    });
  });

  it('says when a list is empty, and when one failed, with a Try Again that reads it again', async () => {
    let bidsAsked = 0;
    mockApi(
      signedIn({
        'GET /api/claims/mine': { body: [] },
        'GET /api/buyers/me/draw-entries': { body: [] },
        'GET /api/buyers/me/orders': { body: [] },
        'GET /api/buyers/me/likes': { body: [] },
        'GET /api/buyers/me/bids': () =>
          ++bidsAsked === 1
            ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'down' } }
            : { body: [bid()] },
      }),
    );
    renderRoute('/account');
    expect(
      await within(await screen.findByRole('region', { name: 'Claims to pay' })).findByText(
        /Nothing to pay for/,
      ),
    ).toBeInTheDocument();
    expect(
      await within(section('Draw entries')).findByText('You have not entered a draw yet.'),
    ).toBeInTheDocument();
    expect(await within(section('Orders')).findByText('No orders yet.')).toBeInTheDocument();
    expect(await within(section('Likes')).findByText('You have not liked a piece yet.')).toBeInTheDocument();

    const bids = section('Bids');
    expect(await within(bids).findByRole('alert')).toHaveTextContent('Your bids could not be loaded.');
    await userEvent.click(within(bids).getByRole('button', { name: 'Try Again' }));
    expect(await within(bids).findByTestId('bid-standing')).toHaveTextContent('Outbid');
  });

  it('says each list is loading while it is', async () => {
    mockApi(signedIn({ 'GET /api/buyers/me/orders': 'pending' }));
    renderRoute('/account');
    const orders = await screen.findByRole('region', { name: 'Orders' });
    expect(within(orders).getByRole('status')).toHaveTextContent('Loading orders...');
  });

  it('signs out: the account asks for the phone again', async () => {
    const { calls } = mockApi(signedIn({ 'POST /api/buyers/sign-out': { status: 204 } }));
    renderRoute('/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('form', { name: 'Verify your phone' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/buyers/sign-out')).toBe(true);
  });
});
