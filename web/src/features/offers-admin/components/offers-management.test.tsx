import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AdminOffer } from '@atelier/contracts';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/testing/mock-api';
import { OffersManagement } from './offers-management';

const OFFER_ID = '11111111-1111-4111-8111-111111111111';
const adminOffer = (fields: Partial<AdminOffer> = {}): AdminOffer => ({
  offerId: OFFER_ID,
  productId: 7,
  amount: '4000.00',
  note: 'For my studio',
  state: 'open',
  counterAmount: null,
  counterNote: null,
  closeReason: null,
  createdAt: '2026-11-29T12:00:00.000Z',
  expiresAt: '2026-12-02T12:00:00.000Z',
  decidedAt: null,
  agreedPrice: null,
  claimState: null,
  productName: 'Walnut Bench',
  listPrice: '4800.00',
  buyerId: '33333333-3333-4333-8333-333333333333',
  buyerLabel: 'Ines Holm ··0190',
  awardId: null,
  ...fields,
});

const renderSection = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OffersManagement csrfToken="csrf" />
    </QueryClientProvider>,
  );

describe('the owner’s offers', () => {
  it('accept asks first, saying the piece is held and the buyer texted a link to pay', async () => {
    const { calls } = mockApi({
      'GET /api/offers': { body: [adminOffer()] },
      [`POST /api/offers/${OFFER_ID}/accept`]: {
        body: { ...adminOffer({ state: 'accepted', agreedPrice: '4000.00', claimState: 'offered' }) },
      },
    });
    renderSection();
    const user = userEvent.setup();
    const card = await screen.findByTestId('admin-offer');
    expect(card).toHaveTextContent('Ines Holm ··0190');
    expect(card).toHaveTextContent('For my studio');
    await user.click(within(card).getByRole('button', { name: 'Accept...' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Accept $4,000 for "Walnut Bench"?');
    expect(dialog).toHaveTextContent(/held for them at once.*texted a link to pay.*48 hours/s);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST' && c.path === `/api/offers/${OFFER_ID}/accept`)).toBe(true);
  });

  it('counter takes an amount and a note; cancel sends nothing', async () => {
    const { calls } = mockApi({
      'GET /api/offers': { body: [adminOffer()] },
      [`POST /api/offers/${OFFER_ID}/counter`]: {
        body: adminOffer({ state: 'countered', counterAmount: '4400.00' }),
      },
    });
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Counter...' }));
    let dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Counter...' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send counter' }));
    expect(within(dialog).getByText('Enter your counter, in dollars')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Your counter \(USD\)/), '4400');
    await user.type(within(dialog).getByLabelText(/A note to the buyer/), 'Meet me here');
    await user.click(within(dialog).getByRole('button', { name: 'Send counter' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const sent = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ amount: '4400', note: 'Meet me here' });
  });

  it('empty, and closed offers say why', async () => {
    mockApi({ 'GET /api/offers': { body: [] } });
    const { unmount } = renderSection();
    expect(await screen.findByText('No offers yet.')).toBeInTheDocument();
    unmount();
    mockApi({
      'GET /api/offers': {
        body: [
          adminOffer({ state: 'declined', closeReason: 'below_floor' }),
          adminOffer({
            offerId: '44444444-4444-4444-8444-444444444444',
            state: 'accepted',
            agreedPrice: '4000.00',
            claimState: 'paid',
            awardId: '55555555-5555-4555-8555-555555555555',
          }),
        ],
      },
    });
    renderSection();
    expect(await screen.findByText('Below your floor: declined automatically')).toBeInTheDocument();
    expect(screen.getByTestId('offer-claim')).toHaveTextContent('Paid at $4,000');
    expect(screen.queryByRole('button', { name: 'Accept...' })).not.toBeInTheDocument();
  });
});
