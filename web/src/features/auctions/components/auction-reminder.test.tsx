import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuctionReminder } from '@atelier/contracts';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { artist, product, verifiedBuyerWithCard } from '@/testing/fixtures';
import { testAuction, testStanding } from './test-auction';

const piece = {
  'GET /api/products/100': { body: product({ isBiddingEnabled: true }) },
  'GET /api/artists/1': { body: artist() },
};
const reminder = (over: Partial<AuctionReminder> = {}): AuctionReminder => ({
  auctionId: 5,
  state: 'none',
  remindAt: '2026-06-01T12:00:00.000Z',
  available: true,
  serverTime: '2026-06-01T10:00:00.000Z',
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('Remind me', () => {
  it('a verified buyer sets a reminder, sees when it goes out, and cancels it', async () => {
    let mine = reminder();
    const { calls } = mockApi({
      ...piece,
      ...verifiedBuyerWithCard,
      'GET /api/products/100/auction': { body: testAuction() },
      'GET /api/auctions/5/standing': { body: testStanding({ standing: 'none' }) },
      'GET /api/auctions/5/reminder': () => ({ body: mine }),
      'PUT /api/auctions/5/reminder': () => ({ body: (mine = reminder({ state: 'set' })) }),
      'DELETE /api/auctions/5/reminder': () => ({ body: (mine = reminder()) }),
    });
    renderRoute('/product/100');
    const box = await screen.findByTestId('auction-reminder');
    const user = userEvent.setup();
    await user.click(await within(box).findByRole('button', { name: 'Remind me' }));
    const set = await within(box).findByRole('button', { name: 'Reminder set · Cancel' });
    expect(set).toHaveAttribute('aria-pressed', 'true');
    expect(box).toHaveTextContent(/We text you at Jun 1, 2026, .*an hour before the end/);
    await user.click(set);
    expect(await within(box).findByRole('button', { name: 'Remind me' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(calls.filter((c) => c.method !== 'GET').map((c) => c.method)).toEqual(['PUT', 'DELETE']);
  });

  it('a number that replied STOP is told why nothing was set', async () => {
    mockApi({
      ...piece,
      ...verifiedBuyerWithCard,
      'GET /api/products/100/auction': { body: testAuction() },
      'GET /api/auctions/5/standing': { body: testStanding({ standing: 'none' }) },
      'GET /api/auctions/5/reminder': { body: reminder() },
      'PUT /api/auctions/5/reminder': {
        status: 403,
        body: {
          statusCode: 403,
          message: 'Your number replied STOP to our texts, so we cannot text you a reminder',
        },
      },
    });
    renderRoute('/product/100');
    const box = await screen.findByTestId('auction-reminder');
    await userEvent.setup().click(await within(box).findByRole('button', { name: 'Remind me' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(/replied STOP/);
  });

  it('an auction ending within the hour says so instead of offering a reminder', async () => {
    mockApi({
      ...piece,
      ...verifiedBuyerWithCard,
      'GET /api/products/100/auction': { body: testAuction({ endTime: '2026-06-01T10:45:00.000Z' }) },
      'GET /api/auctions/5/standing': { body: testStanding({ standing: 'none' }) },
      'GET /api/auctions/5/reminder': {
        body: reminder({ available: false, remindAt: '2026-06-01T09:45:00.000Z' }),
      },
    });
    renderRoute('/product/100');
    const box = await screen.findByTestId('auction-reminder');
    expect(await within(box).findByText(/ends in less than an hour: too soon for a reminder/)).toBeVisible();
    expect(within(box).queryByRole('button', { name: 'Remind me' })).toBeNull();
  });

  it('a visitor who presses Remind me is asked to verify their phone first; nothing is asked of the API before', async () => {
    document.cookie = 'atelier_buyer_hint=; path=/; max-age=0';
    const { calls } = mockApi({ ...piece, 'GET /api/products/100/auction': { body: testAuction() } });
    renderRoute('/product/100');
    const box = await screen.findByTestId('auction-reminder');
    await userEvent.setup().click(await within(box).findByRole('button', { name: 'Remind me' }));
    expect(
      within(box).getByText('Verify your phone and we text you an hour before the auction ends.'),
    ).toBeVisible();
    await waitFor(() => expect(within(box).getByLabelText(/phone/i)).toBeInTheDocument());
    expect(calls.some((c) => c.path.includes('/reminder'))).toBe(false);
  });
});
