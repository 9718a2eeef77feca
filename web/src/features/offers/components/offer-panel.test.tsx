import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { MyOffer } from '@atelier/contracts';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/testing/mock-api';
import { OfferPanel } from './offer-panel';

const offer = (fields: Partial<MyOffer> = {}): MyOffer => ({
  offerId: '11111111-1111-4111-8111-111111111111',
  productId: 7,
  amount: '4000.00',
  note: null,
  state: 'open',
  counterAmount: null,
  counterNote: null,
  closeReason: null,
  createdAt: '2026-11-29T12:00:00.000Z',
  expiresAt: '2026-12-02T12:00:00.000Z',
  decidedAt: null,
  agreedPrice: null,
  claimState: null,
  ...fields,
});

const renderPanel = (takingOffers = true) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <OfferPanel
          productId={7}
          price="4800.00"
          takingOffers={takingOffers}
          buyerId="33333333-3333-4333-8333-333333333333"
          gate={(form) => <div data-testid="gate">{form}</div>}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('make an offer', () => {
  it('closed until asked; the keyboard makes an offer with a note, which then stands with a way to withdraw', async () => {
    const { calls } = mockApi({
      'GET /api/products/7/offers/mine': { body: { productId: 7, acceptingOffers: true, offer: null } },
      'POST /api/products/7/offers': { status: 201, body: offer({ note: 'For my studio' }) },
    });
    renderPanel();
    const user = userEvent.setup();
    const open = await screen.findByRole('button', { name: 'Make an offer' });
    expect(screen.queryByTestId('gate')).not.toBeInTheDocument();
    open.focus();
    await user.keyboard('{Enter}');
    await user.type(await screen.findByLabelText('Your offer (USD)'), '4000');
    await user.type(screen.getByLabelText(/A note to the owner/), 'For my studio');
    await user.click(screen.getByRole('button', { name: 'Send my offer' }));
    const mine = await screen.findByTestId('my-offer');
    expect(mine).toHaveTextContent('Your offer of $4,000 is with the owner.');
    expect(within(mine).getByRole('button', { name: 'Withdraw my offer' })).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ amount: '4000', note: 'For my studio' });
  });

  it('an empty amount is named at the field; a refusal is said in the server’s words', async () => {
    mockApi({
      'GET /api/products/7/offers/mine': { body: { productId: 7, acceptingOffers: true, offer: null } },
      'POST /api/products/7/offers': {
        status: 422,
        body: {
          statusCode: 422,
          error: 'Unprocessable Entity',
          message: "amount must be below the piece's price of $4,800",
        },
      },
    });
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Make an offer' }));
    await user.click(await screen.findByRole('button', { name: 'Send my offer' }));
    expect(screen.getByLabelText(/Your offer \(USD\)/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter the amount you offer, in dollars')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Your offer \(USD\)/), '4800');
    await user.click(screen.getByRole('button', { name: 'Send my offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("below the piece's price of $4,800");
  });

  it('below the floor: declined automatically without the floor, and another offer may be made', async () => {
    mockApi({
      'GET /api/products/7/offers/mine': {
        body: {
          productId: 7,
          acceptingOffers: true,
          offer: offer({ state: 'declined', closeReason: 'below_floor' }),
        },
      },
    });
    renderPanel();
    expect(await screen.findByTestId('my-offer')).toHaveTextContent(
      'Your offer of $4,000 was declined automatically: it is below what the owner will consider for this piece.',
    );
    expect(screen.getByLabelText('Your new offer (USD)')).toBeInTheDocument();
  });

  it('a counter: the owner’s price and note, accepted at its price, then the link to pay', async () => {
    const { calls } = mockApi({
      'GET /api/products/7/offers/mine': {
        body: {
          productId: 7,
          acceptingOffers: true,
          offer: offer({ state: 'countered', counterAmount: '4400.00', counterNote: 'Meet me here' }),
        },
      },
      'POST /api/offers/11111111-1111-4111-8111-111111111111/accept-counter': {
        body: offer({
          state: 'accepted',
          counterAmount: '4400.00',
          agreedPrice: '4400.00',
          claimState: 'offered',
        }),
      },
      'GET /api/claims/mine': {
        body: [
          {
            claimId: '22222222-2222-4222-8222-222222222222',
            source: 'offer',
            productId: 7,
            productName: 'Walnut Bench',
            price: '4400.00',
            expiresAt: '2026-12-01T12:00:00.000Z',
            claimPath: '/claim/abc',
          },
        ],
      },
    });
    renderPanel();
    const user = userEvent.setup();
    const mine = await screen.findByTestId('my-offer');
    expect(mine).toHaveTextContent('The owner answered your offer of $4,000 with $4,400.');
    expect(mine).toHaveTextContent('Meet me here');
    await user.click(within(mine).getByRole('button', { name: 'Accept $4,400' }));
    expect(await screen.findByText('The owner accepted: the piece is yours at $4,400.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Pay for it now' })).toHaveAttribute('href', '/claim/abc');
    expect(calls.some((c) => c.path.endsWith('/accept-counter') && c.method === 'POST')).toBe(true);
  });

  it('a piece no longer for sale shows nothing to a shopper without an offer on it', async () => {
    mockApi({
      'GET /api/products/7/offers/mine': { body: { productId: 7, acceptingOffers: false, offer: null } },
    });
    const { container } = renderPanel(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
