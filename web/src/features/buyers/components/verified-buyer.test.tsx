import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/testing/mock-api';
import { VerifiedBuyer } from './verified-buyer';

describe('VerifiedBuyer', () => {
  it('signs this device out on the server ("Not you?") and shows the verification form', async () => {
    const { calls } = mockApi({
      'GET /api/buyers/me': {
        body: {
          buyerId: '6d1c1f52-1f7a-4a39-9d0e-2f1b1a0c9e11',
          phoneLast4: '0142',
          verifiedAt: '2026-06-01T09:30:00.000Z',
          textsStopped: false,
        },
      },
      'POST /api/buyers/sign-out': { status: 204 },
    });
    const client = createQueryClient();
    client.setQueryData(['buyers', 'me', 'sessions'], { sessions: [] });
    render(
      <QueryClientProvider client={client}>
        <VerifiedBuyer purpose="bid">
          <button type="button">Place bid</button>
        </VerifiedBuyer>
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId('verified-buyer')).toHaveTextContent('Verified buyer ••• 0142');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not you?' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Place bid' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/buyers/sign-out']);
    expect(client.getQueryData(['buyers', 'me', 'sessions'])).toBeUndefined();
  });
});
