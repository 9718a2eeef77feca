import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyDrawEntry, PublicDrawnRelease } from '@atelier/contracts';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { artist, product, verifiedBuyerWithCard } from '@/testing/fixtures';
import { stubEventSource } from '@/testing/fake-event-source';

const entryId = '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
const release = (over: Partial<PublicDrawnRelease> = {}): PublicDrawnRelease => ({
  id: 7,
  productId: 100,
  phase: 'open',
  quantity: 1,
  entryCount: 41,
  opensAt: '2026-06-01T09:00:00.000Z',
  closesAt: '2026-06-01T11:00:00.000Z',
  closedEarly: null,
  serverTime: '2026-06-01T10:00:00.000Z',
  algorithm: 'hmac-sha256-v1',
  seedSha256: 'c'.repeat(64),
  beacon: null,
  seed: null,
  drawnAt: null,
  winnerEntryIds: [],
  ...over,
});
const entry = (over: Partial<MyDrawEntry> = {}): MyDrawEntry => ({
  releaseId: 7,
  entered: false,
  entryId: null,
  enteredAt: null,
  position: null,
  awarded: false,
  ...over,
});
const page = {
  ...verifiedBuyerWithCard,
  'GET /api/products/100': { body: product() },
  'GET /api/artists/1': { body: artist() },
};

describe('a drawn release on the product page', () => {
  it('shows the window, the entries and the commitment instead of the purchase; entering says why it failed', async () => {
    const { calls } = mockApi({
      ...page,
      'GET /api/products/100/draw': { body: release() },
      'GET /api/drawn-releases/7/entry': { body: entry() },
      'POST /api/drawn-releases/7/entries': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'Put a card on file before entering' },
      },
    });
    renderRoute('/product/100');
    const panel = await screen.findByRole('region', { name: 'Drawn release' });
    expect(within(panel).getByTestId('draw-phase')).toHaveTextContent('entries open');
    expect(within(panel).getByTestId('draw-time-left')).toHaveTextContent('1h 00m');
    expect(within(panel).getByTestId('draw-entry-count')).toHaveTextContent('41');
    expect(within(panel).getByTestId('draw-commitment')).toHaveTextContent('c'.repeat(64));
    expect(screen.queryByRole('link', { name: /Buy Now/ })).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'How the draw works' })).toHaveAttribute(
      'href',
      '/drawn-releases/how-it-works?release=7',
    );
    await userEvent.setup().click(await within(panel).findByRole('button', { name: 'Enter the draw' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Put a card on file before entering');
    expect(calls.some((c) => c.path === '/api/drawn-releases/7/entries')).toBe(true);
  });

  it("after the draw: the seed, the winning entry and the buyer's own result", async () => {
    mockApi({
      ...page,
      'GET /api/products/100/draw': {
        body: release({
          phase: 'drawn',
          seed: 'a'.repeat(64),
          drawnAt: '2026-06-01T11:00:01.000Z',
          winnerEntryIds: [entryId],
        }),
      },
      'GET /api/drawn-releases/7/entry': {
        body: entry({
          entered: true,
          entryId,
          enteredAt: '2026-06-01T10:10:00.000Z',
          position: 1,
          awarded: true,
        }),
      },
    });
    renderRoute('/product/100');
    const panel = await screen.findByRole('region', { name: 'Drawn release' });
    expect(within(panel).getByTestId('draw-seed')).toHaveTextContent('a'.repeat(64));
    expect(within(panel).getByTestId('draw-winners')).toHaveTextContent(entryId);
    expect(await within(panel).findByTestId('draw-my-result')).toHaveTextContent('You won');
    expect(
      within(panel).getByRole('link', { name: 'How the draw works: check it yourself' }),
    ).toBeInTheDocument();
  });

  it('closed early by the house: when, the advertised close and the reason', async () => {
    mockApi({
      ...page,
      'GET /api/products/100/draw': {
        body: release({
          phase: 'drawn',
          closesAt: '2026-06-01T10:31:00.000Z',
          closedEarly: { advertisedClosesAt: '2026-06-01T11:00:00.000Z', reason: 'The glaze cracked' },
          seed: 'a'.repeat(64),
          drawnAt: '2026-06-01T10:31:00.000Z',
        }),
      },
      'GET /api/drawn-releases/7/entry': { body: entry() },
    });
    renderRoute('/product/100');
    const panel = await screen.findByRole('region', { name: 'Drawn release' });
    expect(within(panel).getByTestId('draw-closed-early')).toHaveTextContent(
      "Entries closed early, at June 1, 2026, 10:31 UTC, instead of June 1, 2026, 11:00 UTC as advertised. The house's reason: The glaze cracked",
    );
  });
});

/** The buyer's own entry: entered, and placed first once the draw is made. */
let drawn = false;
const myEntry = () => ({
  body: {
    releaseId: 7,
    entered: true,
    entryId,
    enteredAt: '2026-06-01T10:10:00.000Z',
    position: drawn ? 1 : null,
    awarded: drawn,
  },
});

const openPage = async () => {
  drawn = false;
  mockApi({
    ...page,
    'GET /api/products/100/draw': { body: release() },
    'GET /api/drawn-releases/7/entry': () => myEntry(),
  });
  renderRoute('/product/100');
  return screen.findByRole('region', { name: 'Drawn release' });
};

afterEach(() => vi.unstubAllGlobals());

/** The query cache tells the page on its next tick: wait for the count to show. */
const showsEntries = (panel: HTMLElement, count: number) =>
  waitFor(() => expect(within(panel).getByTestId('draw-entry-count')).toHaveTextContent(String(count)));
/** Lets a pushed message reach the page, if it would. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe("a drawn release's live updates", () => {
  it("the entry count, the result and the buyer's own place change on the page as the gateway pushes them; a late one never goes back", async () => {
    const sources = stubEventSource();
    const panel = await openPage();
    expect(within(panel).getByTestId('draw-entry-count')).toHaveTextContent('41');
    await waitFor(() => expect(sources.opened).toHaveLength(1));
    const stream = sources.opened[0]!;
    expect(stream.url).toBe('/api/products/100/draw/events');

    act(() => stream.emit('draw', release({ entryCount: 42, serverTime: '2026-06-01T10:00:05.000Z' }), 'e1'));
    await showsEntries(panel, 42);
    act(() => stream.emit('draw', release({ entryCount: 40, serverTime: '2026-06-01T10:00:06.000Z' }), 'e0'));
    await settle();
    expect(within(panel).getByTestId('draw-entry-count')).toHaveTextContent('42');

    const result = release({
      phase: 'drawn',
      entryCount: 43,
      seed: 'a'.repeat(64),
      drawnAt: '2026-06-01T11:00:01.000Z',
      winnerEntryIds: [entryId],
      serverTime: '2026-06-01T11:00:01.000Z',
    });
    drawn = true;
    act(() => stream.emit('draw', result, 'e2'));
    await waitFor(() =>
      expect(within(panel).getByTestId('draw-phase')).toHaveTextContent('Drawn release: drawn'),
    );
    expect(within(panel).getByTestId('draw-entry-count')).toHaveTextContent('43');
    expect(within(panel).getByTestId('draw-winners')).toHaveTextContent(entryId);
    expect(within(panel).getByTestId('draw-seed')).toHaveTextContent('a'.repeat(64));
    // The buyer's own place is read again: they won, without reloading the page.
    expect(await within(panel).findByTestId('draw-my-result')).toHaveTextContent('You won');
    // Once drawn nothing changes any more: the stream is closed.
    await waitFor(() => expect(stream.readyState).toBe(2));
  });

  it('a refused stream (too many from this address) is opened again, naming the last message it had', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const sources = stubEventSource();
    const panel = await openPage();
    await waitFor(() => expect(sources.opened).toHaveLength(1));
    act(() => sources.opened[0]!.emit('draw', release({ entryCount: 50 }), 'event-50'));
    await showsEntries(panel, 50);
    act(() => sources.opened[0]!.fail());
    await waitFor(() => expect(sources.opened).toHaveLength(2));
    expect(sources.opened[1]!.url).toBe('/api/products/100/draw/events?lastEventId=event-50');
    act(() => sources.opened[1]!.emit('draw', release({ entryCount: 51 }), 'event-51'));
    await showsEntries(panel, 51);
  });
});
