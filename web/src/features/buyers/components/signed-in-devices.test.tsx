import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/testing/mock-api';
import { SignedInDevices } from './signed-in-devices';

const phone = {
  id: '0b7f3c1e-2a4d-4f6b-9c8e-1d2a3b4c5d6e',
  deviceLabel: 'Safari on iPhone',
  signedInAt: '2026-11-20T09:30:00.000Z',
  lastSeenAt: '2026-11-28T08:00:00.000Z',
  current: true,
};
const laptop = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  deviceLabel: 'Chrome on Windows',
  signedInAt: '2026-11-02T18:00:00.000Z',
  lastSeenAt: '2026-11-27T21:15:00.000Z',
  current: false,
};

const renderDevices = (onSignedOutEverywhere = vi.fn()) => {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <SignedInDevices onSignedOutEverywhere={onSignedOutEverywhere} />
    </QueryClientProvider>,
  );
  return { client, onSignedOutEverywhere };
};

describe('SignedInDevices', () => {
  it('lists the devices, this one marked, and signs another out', async () => {
    let sessions = [phone, laptop];
    const { calls } = mockApi({
      'GET /api/buyers/me/sessions': () => ({ body: { sessions } }),
      [`DELETE /api/buyers/me/sessions/${laptop.id}`]: () => {
        sessions = [phone];
        return { status: 204 };
      },
    });
    renderDevices();
    const rows = await screen.findAllByTestId('signed-in-device');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Safari on iPhone');
    expect(rows[0]).toHaveTextContent('This device');
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Chrome on Windows');
    expect(rows[1]).toHaveTextContent('Signed in Nov 2, 2026');

    await userEvent
      .setup()
      .click(within(rows[1]!).getByRole('button', { name: /^Sign out Chrome on Windows/ }));
    await waitFor(() => expect(screen.getAllByTestId('signed-in-device')).toHaveLength(1));
    expect(screen.getByText('This is the only device signed in.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `/api/buyers/me/sessions/${laptop.id}`,
    ]);
  });

  it('says why a device could not be signed out', async () => {
    mockApi({
      'GET /api/buyers/me/sessions': { body: { sessions: [phone, laptop] } },
      [`DELETE /api/buyers/me/sessions/${laptop.id}`]: {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: `No session ${laptop.id} of yours` },
      },
    });
    renderDevices();
    const rows = await screen.findAllByTestId('signed-in-device');
    await userEvent.setup().click(within(rows[1]!).getByRole('button', { name: /^Sign out/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`No session ${laptop.id} of yours`);
  });

  it('signs out everywhere only once confirmed, then the browser is a visitor', async () => {
    const { calls } = mockApi({
      'GET /api/buyers/me/sessions': { body: { sessions: [phone, laptop] } },
      'POST /api/buyers/me/sessions/sign-out-everywhere': { body: { ended: 2 } },
    });
    const { client, onSignedOutEverywhere } = renderDevices();
    client.setQueryData(['buyers', 'me'], {
      buyerId: 'x',
      phoneLast4: '0142',
      verifiedAt: '',
      textsStopped: false,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('this one included');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out everywhere' }),
    );
    await waitFor(() => expect(onSignedOutEverywhere).toHaveBeenCalledOnce());
    expect(client.getQueryData(['buyers', 'me'])).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/buyers/me/sessions/sign-out-everywhere',
    ]);
  });

  it('shows loading, then an error with a retry that works', async () => {
    let fail = true;
    mockApi({
      'GET /api/buyers/me/sessions': () =>
        fail
          ? {
              status: 500,
              body: { statusCode: 500, error: 'Internal Server Error', message: 'Down for a moment' },
            }
          : { body: { sessions: [phone] } },
    });
    renderDevices();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your devices...');
    expect(await screen.findByRole('alert')).toHaveTextContent('Down for a moment');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This is the only device signed in.')).toBeInTheDocument();
  });
});
