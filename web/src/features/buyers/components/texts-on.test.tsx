import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/testing/mock-api';
import { TextsOn } from './texts-on';

const me = (textsStopped: boolean) => ({
  body: {
    buyerId: '6d1c1f52-1f7a-4a39-9d0e-2f1b1a0c9e11',
    phoneLast4: '0142',
    verifiedAt: '2026-06-01T09:30:00.000Z',
    textsStopped,
  },
});

const renderGate = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TextsOn purpose="bid">
        <button type="button">Place bid</button>
      </TextsOn>
    </QueryClientProvider>,
  );

describe('a buyer whose number replied STOP', () => {
  it('is asked to reply START before the bid form shows, and gets it once they have', async () => {
    let stopped = true;
    mockApi({ 'GET /api/buyers/me': () => me(stopped) });
    renderGate();
    const notice = await screen.findByTestId('texts-stopped');
    expect(notice).toHaveTextContent('Texts to ••• 0142 are stopped');
    expect(notice).toHaveTextContent('To bid, reply START to any text from Atelier to opt back in');
    expect(screen.queryByRole('button', { name: 'Place bid' })).not.toBeInTheDocument();

    stopped = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'I replied START: check again' }));
    expect(await screen.findByRole('button', { name: 'Place bid' })).toBeInTheDocument();
    expect(screen.queryByTestId('texts-stopped')).not.toBeInTheDocument();
  });

  it('a buyer who never replied STOP goes straight to the form', async () => {
    mockApi({ 'GET /api/buyers/me': me(false) });
    renderGate();
    expect(await screen.findByRole('button', { name: 'Place bid' })).toBeInTheDocument();
  });
});
