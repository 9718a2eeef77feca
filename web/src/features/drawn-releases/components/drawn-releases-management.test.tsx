import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AdminDrawnRelease } from '@atelier/contracts';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/testing/mock-api';
import { DrawnReleasesManagement } from './drawn-releases-management';

const openRelease: AdminDrawnRelease = {
  id: 7,
  productId: 100,
  productName: 'Glass Lamp',
  phase: 'open',
  quantity: 1,
  entryCount: 41,
  opensAt: '2026-06-01T09:00:00.000Z',
  closesAt: '2026-06-01T22:30:00.000Z',
  closedEarly: null,
  serverTime: '2026-06-01T21:31:00.000Z',
  algorithm: 'hmac-sha256-v1',
  seedSha256: 'c'.repeat(64),
  beacon: null,
  seed: null,
  drawnAt: null,
  winnerEntryIds: [],
  comingSoonId: null,
  likesCount: 3,
  awardsOffered: 0,
  awardsPaid: 0,
  createdAt: '2026-06-01T09:00:00.000Z',
  waitingFor: null,
};

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DrawnReleasesManagement csrfToken="tok" />
    </QueryClientProvider>,
  );
}

describe('closing entries early', () => {
  it('asks first, saying what happens and who is texted, and needs a reason before anything is closed', async () => {
    const { calls } = mockApi({
      'GET /api/drawn-releases': { body: [openRelease] },
      'POST /api/drawn-releases/7/close': {
        body: { ...openRelease, phase: 'drawn', entries: [], awards: [], log: [] },
      },
    });
    renderSection();
    const user = userEvent.setup();
    const row = await screen.findByTestId('admin-drawn-release');
    await user.click(within(row).getByRole('button', { name: 'Close entries now and draw' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Close entries now?' });
    const said = dialog.textContent ?? '';
    expect(said).toMatch(/close now instead of .*, the close its signups were texted/);
    expect(said).toMatch(/the draw is made at once from its 41 entries/);
    expect(said).toMatch(
      /The winner is texted a link to claim; every entrant is texted that entries closed early, with your reason/,
    );
    const closes = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/drawn-releases/7/close');

    // Without a reason nothing is sent: the field says why.
    await user.click(within(dialog).getByRole('button', { name: 'Close entries and draw' }));
    const reason = within(dialog).getByLabelText(/Reason/);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(dialog).toHaveTextContent(
      "Say why entries close early: the piece's page shows it and entrants are texted it.",
    );
    expect(closes()).toHaveLength(0);

    await user.type(reason, '  The artist found a flaw in the glaze ');
    expect(reason).toHaveAttribute('maxlength', '200');
    await user.click(within(dialog).getByRole('button', { name: 'Close entries and draw' }));
    await vi.waitFor(() => expect(closes()).toHaveLength(1));
    expect(JSON.parse(String(closes()[0]!.init?.body))).toEqual({
      reason: 'The artist found a flaw in the glaze',
    });
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("shows the service's refusal in the dialog and keeps it open", async () => {
    mockApi({
      'GET /api/drawn-releases': { body: [openRelease] },
      'POST /api/drawn-releases/7/close': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'Drawn release 7 has already been drawn' },
      },
    });
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close entries now and draw' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close entries now?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Stock problem');
    await user.click(within(dialog).getByRole('button', { name: 'Close entries and draw' }));
    expect(await within(dialog).findByText('Drawn release 7 has already been drawn')).toBeInTheDocument();
  });

  it("says a release keyed with drand's beacon is drawn at its fixed round, not at once", async () => {
    const beaconRelease: AdminDrawnRelease = {
      ...openRelease,
      algorithm: 'hmac-sha256-drand-v2',
      beacon: {
        network: 'drand-quicknet',
        chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
        publicKey: 'ab',
        round: 4242,
        roundTime: '2026-06-01T22:30:03.000Z',
        randomness: null,
        signature: null,
      },
    };
    const waitingFor = 'Waiting for drand round 4242 (published at 2026-06-01T22:30:03.000Z)';
    mockApi({
      'GET /api/drawn-releases': { body: [beaconRelease] },
      'POST /api/drawn-releases/7/close': {
        body: { ...beaconRelease, phase: 'closing', waitingFor, entries: [], awards: [], log: [] },
      },
    });
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close entries now and draw' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close entries now?' });
    expect(dialog.textContent).toMatch(
      /the draw is made from its 41 entries once drand round 4242, fixed when entries opened, is published/,
    );
    await user.type(within(dialog).getByLabelText(/Reason/), 'Stock problem');
    await user.click(within(dialog).getByRole('button', { name: 'Close entries and draw' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe("a release's entrants", () => {
  it('are named by name and phone digits, the offers with their record', async () => {
    const winner = '0f0e0d0c-1111-4222-8333-944455556666';
    const alternate = '1a2b3c4d-1111-4222-8333-944455556666';
    const summary = (buyerId: string, name: string | null, phoneLast4: string | null, claimsLapsed = 0) => ({
      buyerId,
      name,
      phoneLast4,
      bids: 0,
      auctionsBid: 0,
      auctionsWon: 0,
      drawEntries: 2,
      drawsWon: 1,
      claimsPaid: 0,
      claimsLapsed,
    });
    const drawn = { ...openRelease, phase: 'drawn' as const, drawnAt: '2026-06-01T22:30:01.000Z' };
    mockApi({
      'GET /api/drawn-releases': { body: [drawn] },
      'GET /api/drawn-releases/7': {
        body: {
          ...drawn,
          entries: [
            { entryId: 'e-1', buyerId: winner, enteredAt: '2026-06-01T10:00:00.000Z', position: 1 },
            { entryId: 'e-2', buyerId: alternate, enteredAt: '2026-06-01T11:00:00.000Z', position: 2 },
          ],
          awards: [
            {
              awardId: 'a-1',
              rank: 1,
              entryId: 'e-1',
              buyerId: winner,
              position: 1,
              state: 'lapsed',
              lapseReason: 'expired',
              offeredAt: '2026-06-01T22:30:01.000Z',
              settledAt: '2026-06-03T22:30:01.000Z',
            },
          ],
          log: [],
        },
      },
      [`GET /api/bidders?ids=${[winner, alternate].sort().join(',')}`]: {
        body: [summary(winner, 'Mara Quist', '0142', 1), summary(alternate, null, null)],
      },
    });
    renderSection();
    const user = userEvent.setup();
    const row = await screen.findByTestId('admin-drawn-release');
    await user.click(within(row).getByRole('button', { name: 'Entries, claims and draw log' }));
    const claims = await screen.findByRole('region', { name: 'Claims' });
    expect(
      await within(claims).findByRole('button', { name: 'History of Mara Quist ··0142' }),
    ).toBeInTheDocument();
    expect(claims).toHaveTextContent('0 bids · 1 win · 2 draw entries · 1 claim lapsed');
    const entries = screen.getByRole('region', { name: 'Entries' });
    expect(within(entries).getByRole('button', { name: 'History of Mara Quist ··0142' })).toBeInTheDocument();
    // Known to catalog without a profile (verified before profiles were kept): the id's start.
    expect(within(entries).getByRole('button', { name: 'History of buyer 1a2b3c4d' })).toBeInTheDocument();
  });
});
