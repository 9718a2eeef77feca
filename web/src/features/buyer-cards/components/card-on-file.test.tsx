import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/testing/mock-api';
import { CardOnFile } from './card-on-file';

const renderStep = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CardOnFile purpose="bid">
        <p>The bid form</p>
      </CardOnFile>
    </QueryClientProvider>,
  );

const setup = {
  provider: 'simulated',
  setupIntentId: 'seti_sim_1',
  clientSecret: 'seti_sim_1_secret',
  publishableKey: null,
};

describe('card on file step', () => {
  it('without a card: the keyboard adds a test card, then the bid form appears with the card named', async () => {
    const { calls } = mockApi({
      'GET /api/buyer-cards/mine': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'No card on file yet' },
      },
      'POST /api/buyer-cards/setup': { body: setup },
      'POST /api/buyer-cards/confirm': {
        body: { brand: 'visa', last4: '4242', savedAt: '2026-11-25T17:00:00.000Z' },
      },
    });
    renderStep();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Put a card on file to bid' })).toBeInTheDocument();
    expect(screen.queryByText('The bid form')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add a card' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const number = await screen.findByLabelText('Test card number');
    await user.type(number, '4242 4242 4242 4242{Enter}');
    expect(await screen.findByText('The bid form')).toBeInTheDocument();
    expect(screen.getByTestId('card-on-file')).toHaveTextContent('visa •••• 4242');
    const confirm = calls.find((c) => c.path === '/api/buyer-cards/confirm');
    expect(JSON.parse(String(confirm?.init?.body))).toEqual({
      setupIntentId: 'seti_sim_1',
      cardNumber: '4242 4242 4242 4242',
    });
  });

  it('a card on file for another buyer: the 409 message is shown at the field', async () => {
    mockApi({
      'GET /api/buyer-cards/mine': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'none' },
      },
      'POST /api/buyer-cards/setup': { body: setup },
      'POST /api/buyer-cards/confirm': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'This card is already on file for another buyer: one phone and one card make one buyer',
        },
      },
    });
    renderStep();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    await user.type(await screen.findByLabelText('Test card number'), '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText(/already on file for another buyer/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Test card number/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('with a card on file: the children at once', async () => {
    mockApi({
      'GET /api/buyer-cards/mine': {
        body: { brand: 'mastercard', last4: '4444', savedAt: '2026-11-25T17:00:00.000Z' },
      },
    });
    renderStep();
    expect(await screen.findByText('The bid form')).toBeInTheDocument();
    expect(screen.getByTestId('card-on-file')).toHaveTextContent('mastercard •••• 4444');
  });
});
