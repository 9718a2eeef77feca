import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogReport, SalesReport, SignupsReport } from '@atelier/contracts/reports';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';

// The canvas is Chart.js's (jsdom draws nothing): a stand-in says what each chart was given.
vi.mock('./bar-chart', async (original) => ({
  ...(await original<typeof import('./bar-chart')>()),
  BarChart: ({ summary, labels }: { summary: string; labels: string[] }) => (
    <div role="img" aria-label={summary} data-labels={labels.join('|')} />
  ),
}));

const session = { 'GET /api/auth/me': { body: { username: 'admin', csrfToken: 'tok' } } };
/** A month's or the period's figures: orders, pieces, then shop, auctions, draws, shipping and revenue. */
const figures = (
  orders: number,
  pieces: number,
  shop: string,
  auction: string,
  draw: string,
  shipping: string,
  revenue: string,
) => ({
  orders,
  pieces,
  shop,
  auction,
  draw,
  shipping,
  revenue,
});
const none = figures(0, 0, '0.00', '0.00', '0.00', '0.00', '0.00');

const sales: SalesReport = {
  period: { period: 'last-12-months', timeZone: 'UTC', fromMonth: '2025-12', toMonth: '2026-02' },
  months: [
    { month: '2025-12', ...figures(1, 2, '1850.25', '0.00', '0.00', '400.00', '2250.25') },
    { month: '2026-01', ...none },
    { month: '2026-02', ...figures(2, 2, '0.00', '3100.00', '725.00', '400.00', '4225.00') },
  ],
  totals: figures(3, 4, '1850.25', '3100.00', '725.00', '800.00', '6475.25'),
  products: [
    {
      productId: 1,
      name: 'Tide Stool',
      pieces: 2,
      revenue: '2401.00',
      firstSoldAt: '2025-12-10T12:00:00.000Z',
      lastSoldAt: '2025-12-10T12:00:00.000Z',
    },
    {
      productId: 2,
      name: '=HYPERLINK("http://x")',
      pieces: 1,
      revenue: '2100.00',
      firstSoldAt: '2026-02-03T12:00:00.000Z',
      lastSoldAt: '2026-02-03T12:00:00.000Z',
    },
    {
      productId: 3,
      name: 'Draw Bench',
      pieces: 1,
      revenue: '900.00',
      firstSoldAt: '2026-02-20T12:00:00.000Z',
      lastSoldAt: '2026-02-20T12:00:00.000Z',
    },
  ],
};

const catalog: CatalogReport = {
  period: sales.period,
  products: [
    { productId: 1, name: 'Tide Stool', collectionId: 10, listedAt: '2025-12-01T12:00:00.000Z', unsold: 1 },
    {
      productId: 2,
      name: '=HYPERLINK("http://x")',
      collectionId: null,
      listedAt: '2026-01-04T12:00:00.000Z',
      unsold: 0,
    },
    { productId: 3, name: 'Draw Bench', collectionId: 10, listedAt: '2026-02-18T12:00:00.000Z', unsold: 0 },
    { productId: 4, name: 'Tide Mirror', collectionId: 10, listedAt: '2026-01-01T12:00:00.000Z', unsold: 1 },
  ],
  collections: [{ collectionId: 10, name: 'Tide Line', season: 'Summer', year: 2026 }],
  auctions: [
    {
      auctionId: 5,
      productId: 2,
      productName: '=HYPERLINK("http://x")',
      startingBid: '1000.00',
      reservePrice: '1500.00',
      finalPrice: '2100.00',
      soldFor: '2100.00',
      bidCount: 2,
      endsAt: '2026-02-02T12:00:00.000Z',
      outcome: 'sold',
    },
    {
      auctionId: 4,
      productId: 9,
      productName: 'Kelp Lamp',
      startingBid: '500.00',
      reservePrice: '3000.00',
      finalPrice: '800.00',
      soldFor: null,
      bidCount: 3,
      endsAt: '2026-01-15T12:00:00.000Z',
      outcome: 'reserve-not-met',
    },
  ],
  drawnReleases: [
    {
      releaseId: 7,
      productId: 3,
      productName: 'Draw Bench',
      pieces: 2,
      likes: 14,
      entries: 9,
      sold: 1,
      phase: 'drawn',
      closesAt: '2026-02-19T12:00:00.000Z',
    },
  ],
};

const signups: SignupsReport = {
  items: [
    { comingSoonId: 40, productId: 3, name: 'Draw Bench', signups: 6, confirmed: 4 },
    { comingSoonId: 41, productId: null, name: 'Future Chair', signups: 11, confirmed: 2 },
  ],
};

const reportsApi = (over: Record<string, unknown> = {}) =>
  mockApi({
    ...session,
    'GET /api/reports/sales': { body: sales },
    'GET /api/reports/catalog': { body: catalog },
    'GET /api/reports/signups': { body: signups },
    ...over,
  });

const report = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('section') as HTMLElement;

/** A report's table, once its reads arrived, as the text of its cells row by row. */
const rowsOf = async (title: string) =>
  within(await within(await report(title)).findByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** A saved file's text, its byte order mark kept (Blob.text() would drop it). */
const textOf = async (blob: Blob) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());

// The section is its own lazy chunk (with Chart.js): loaded once before the tests, so the first
// test's findBy waits for its data, not for Vite to transform the chunk on a busy machine.
beforeAll(() => import('./reports-management'));

let saved: Blob[] = [];
let fileNames: string[] = [];
beforeEach(() => {
  saved = [];
  fileNames = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:x') }));
  // jsdom cannot follow a download link: the click records the file's name instead.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    fileNames.push(this.download);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('reports', () => {
  it('draws each report with its figures as a table, joined across the services by product id', async () => {
    const { calls } = reportsApi();
    renderRoute('/admin?section=reports');

    expect(await rowsOf('Revenue by month')).toEqual([
      ['Month', 'Orders', 'Pieces', 'Shop', 'Auctions', 'Draws', 'Shipping', 'Revenue'],
      ['Dec 2025', '1', '2', '$1,850.25', '$0.00', '$0.00', '$400.00', '$2,250.25'],
      ['Jan 2026', '0', '0', '$0.00', '$0.00', '$0.00', '$0.00', '$0.00'],
      ['Feb 2026', '2', '2', '$0.00', '$3,100.00', '$725.00', '$400.00', '$4,225.00'],
      ['Total', '3', '4', '$1,850.25', '$3,100.00', '$725.00', '$800.00', '$6,475.25'],
    ]);
    expect(
      within(await report('Revenue by month'))
        .getByRole('img')
        .getAttribute('aria-label'),
    ).toMatch(/^Revenue by month from Dec 2025 to Feb 2026, \$6,475\.25 in all/);

    // Tide Line: 2 stools and the bench sold, a stool and the mirror unsold.
    expect((await rowsOf('Sell-through per collection')).slice(1)).toEqual([
      ['Tide Line', 'Summer 2026', '3', '2', '60%'],
      ['No collection', '', '1', '0', '100%'],
    ]);
    expect((await rowsOf('Days from listing to sale')).slice(1)).toEqual([
      ['Draw Bench', 'Tide Line', 'Feb 18, 2026', 'Feb 20, 2026', '2', '1'],
      ['=HYPERLINK("http://x")', '', 'Jan 4, 2026', 'Feb 3, 2026', '30', '1'],
      ['Tide Stool', 'Tide Line', 'Dec 1, 2025', 'Dec 10, 2025', '9', '2'],
    ]);
    expect(within(await report('Days from listing to sale')).getByText('9 days')).toBeInTheDocument();
    expect((await rowsOf('Auction results')).slice(1)).toEqual([
      [
        '=HYPERLINK("http://x")',
        'Feb 2, 2026',
        '2',
        '$1,000.00',
        '$1,500.00',
        '$2,100.00',
        '$2,100.00',
        'Sold',
      ],
      ['Kelp Lamp', 'Jan 15, 2026', '3', '$500.00', '$3,000.00', '$800.00', '—', 'Reserve not met'],
    ]);
    // Signups come from notifications, joined by the product the sneak peek became.
    expect((await rowsOf('Draw demand')).slice(1)).toEqual([
      ['Draw Bench', 'Feb 19, 2026', '2', '14', '6', '9', '4.5', '1', 'Drawn'],
    ]);

    const asked = calls.filter((c) => c.path.startsWith('/api/reports/')).map((c) => c.path);
    expect(asked).toContainEqual(
      expect.stringMatching(/^\/api\/reports\/sales\?period=last-12-months&timeZone=/),
    );
    expect(asked).toContainEqual(
      expect.stringMatching(/^\/api\/reports\/catalog\?period=last-12-months&timeZone=/),
    );
  });

  it('downloads each report as CSV: exact figures, RFC 4180 quoting, formulas defused', async () => {
    reportsApi();
    renderRoute('/admin?section=reports');
    const user = userEvent.setup();
    const revenue = await report('Revenue by month');
    await within(revenue).findByRole('table');
    await user.click(within(revenue).getByRole('button', { name: 'Download CSV: Revenue by month' }));
    expect(saved[0]!.type).toBe('text/csv;charset=utf-8');
    expect(await textOf(saved[0]!)).toBe(
      '\uFEFFMonth,Orders,Pieces,Shop,Auctions,Draws,Shipping,Revenue\r\n' +
        '2025-12,1,2,1850.25,0.00,0.00,400.00,2250.25\r\n' +
        '2026-01,0,0,0.00,0.00,0.00,0.00,0.00\r\n' +
        '2026-02,2,2,0.00,3100.00,725.00,400.00,4225.00\r\n',
    );

    const auctions = await report('Auction results');
    await user.click(within(auctions).getByRole('button', { name: 'Download CSV: Auction results' }));
    expect(await textOf(saved[1]!)).toBe(
      '\uFEFFPiece,Ends,Bids,Starting bid,Reserve,Final price,Sold for,Outcome\r\n' +
        '"\'=HYPERLINK(""http://x"")",2026-02-02,2,1000.00,1500.00,2100.00,2100.00,Sold\r\n' +
        'Kelp Lamp,2026-01-15,3,500.00,3000.00,800.00,,Reserve not met\r\n',
    );
  });

  it('names the file after the report, the period and the day', async () => {
    reportsApi();
    renderRoute('/admin?section=reports&period=all-time');
    const draws = await report('Draw demand');
    await within(draws).findByRole('table');
    await userEvent.setup().click(within(draws).getByRole('button', { name: 'Download CSV: Draw demand' }));
    expect(fileNames[0]).toMatch(/^atelier-draw-demand-all-time-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('asks for another period when the owner picks one, and keeps it in the address', async () => {
    const { calls } = reportsApi();
    const { router } = renderRoute('/admin?section=reports');
    await within(await report('Revenue by month')).findByRole('table');
    await userEvent.setup().click(screen.getByRole('radio', { name: 'All time' }));
    expect(screen.getByRole('radio', { name: 'All time' })).toBeChecked();
    await vi.waitFor(() =>
      expect(calls.some((c) => c.path.startsWith('/api/reports/sales?period=all-time&'))).toBe(true),
    );
    expect(router.state.location.search).toBe('?section=reports&period=all-time');
  });

  it("keeps the last period's figures while the next one loads, says so, and offers no download of them", async () => {
    const allTime = `period=all-time&timeZone=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`;
    reportsApi({ [`GET /api/reports/sales?${allTime}`]: 'pending' });
    renderRoute('/admin?section=reports');
    const revenue = await report('Revenue by month');
    await within(revenue).findByRole('table');
    await userEvent.setup().click(screen.getByRole('radio', { name: 'All time' }));
    expect(await screen.findByText('Updating for the new period...')).toBeInTheDocument();
    expect(within(revenue).getByRole('table')).toBeInTheDocument();
    expect(within(revenue).getByRole('button', { name: 'Download CSV: Revenue by month' })).toBeDisabled();
  });

  it('says when there is nothing to report, and offers no empty download', async () => {
    const nothing = {
      ...sales,
      months: [{ month: '2026-02', ...none }],
      totals: none,
      products: [],
    };
    reportsApi({
      'GET /api/reports/sales': { body: nothing },
      'GET /api/reports/catalog': { body: { ...catalog, products: [], auctions: [], drawnReleases: [] } },
    });
    renderRoute('/admin?section=reports&period=all-time');
    const revenue = await report('Revenue by month');
    expect(await within(revenue).findByText('No sales yet.')).toBeInTheDocument();
    expect(within(revenue).getByRole('button', { name: 'Download CSV: Revenue by month' })).toBeDisabled();
    expect(within(await report('Auction results')).getByText('No auctions yet.')).toBeInTheDocument();
    expect(within(await report('Draw demand')).getByText('No drawn releases yet.')).toBeInTheDocument();
    expect(
      within(await report('Sell-through per collection')).getByText('No pieces in the catalogue yet.'),
    ).toBeInTheDocument();
  });

  it('shows loading, then a failed service as an error with Try Again, the others unaffected', async () => {
    reportsApi({
      'GET /api/reports/sales': {
        status: 503,
        body: { statusCode: 503, error: 'Unavailable', message: 'down' },
      },
      'GET /api/reports/signups': 'pending',
    });
    renderRoute('/admin?section=reports');
    const revenue = await report('Revenue by month');
    expect(await within(revenue).findByText('Revenue by month could not be loaded.')).toBeInTheDocument();
    expect(within(revenue).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(within(await report('Days from listing to sale')).getByRole('alert')).toBeInTheDocument();
    expect(await within(await report('Auction results')).findByRole('table')).toBeInTheDocument();
    expect(within(await report('Draw demand')).getByText('Loading draw demand...')).toBeInTheDocument();
  });
});
