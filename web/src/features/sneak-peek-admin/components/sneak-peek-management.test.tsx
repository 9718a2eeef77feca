import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { collection, comingSoonItem, product } from '@/testing/fixtures';

const base = {
  'GET /api/scheduled-conversions': { body: [] },
  'GET /api/auth/me': { body: { username: 'admin', csrfToken: 'tok' } },
  'GET /api/stats': {
    body: { totalProducts: 0, activeAuctions: 0, lowStockItems: 0, potentialRevenue: '0.00' },
  },
  'GET /api/collections': {
    body: [
      collection({
        id: 10,
        name: 'Winter Light',
        season: 'Winter',
        year: 2026,
        collectionType: 'sneak_peek',
      }),
    ],
  },
};

describe('sneak peek management', () => {
  it('groups items by collection (plus No Collection Assigned), sorted by likes, with the group header', async () => {
    mockApi({
      ...base,
      'GET /api/coming-soon': {
        body: [
          comingSoonItem({ id: 1, name: 'Quiet Chair', likesCount: 2, estimatedPrice: '1000.00' }),
          comingSoonItem({ id: 2, name: 'Loved Chair', likesCount: 9, estimatedPrice: '3000.00' }),
          comingSoonItem({
            id: 3,
            name: 'Loose Lamp',
            collection: null,
            collectionId: null,
            artist: null,
            estimatedPrice: null,
          }),
        ],
      },
    });
    renderRoute('/admin?section=sneak-peek');
    const header = await screen.findByRole('button', { name: /Winter Light/ });
    expect(header).toHaveTextContent('Winter 2026 · Sneak Peek Collection');
    expect(header).toHaveTextContent('2 item(s)');
    expect(header).toHaveTextContent('11 likes');
    expect(header).toHaveTextContent('Avg. $2,000');
    const tables = screen.getAllByRole('table');
    const names = within(tables[0]!)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(names).toEqual(['Loved ChairID 2', 'Quiet ChairID 1']);
    expect(screen.getByRole('button', { name: /No Collection Assigned/ })).toBeInTheDocument();
    const loose = within(tables[1]!).getAllByRole('row')[1]!;
    expect(within(loose).getByText('No Artist')).toBeInTheDocument();
    expect(within(loose).getByText('TBD')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    mockApi({ ...base, 'GET /api/coming-soon': { body: [] } });
    renderRoute('/admin?section=sneak-peek');
    expect(await screen.findByText('No sneak peek items found')).toBeInTheDocument();
  });

  it('converts an item from its details after confirmation, at its estimated price', async () => {
    const { calls } = mockApi({
      ...base,
      'GET /api/coming-soon': {
        body: [comingSoonItem({ id: 4, name: 'Ember Chair', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' })],
      },
      'POST /api/coming-soon/4/convert': { status: 201, body: product({ id: 50, name: 'Ember Chair' }) },
    });
    renderRoute('/admin?section=sneak-peek');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View Ember Chair' }));
    const details = screen.getByRole('dialog', { name: 'Ember Chair' });
    expect(within(details).getByRole('link', { name: 'View Video' })).toHaveAttribute(
      'href',
      'https://youtu.be/dQw4w9WgXcQ',
    );
    await user.click(within(details).getByRole('button', { name: 'Convert to Product' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Convert to product?' });
    await user.click(within(confirm).getByRole('button', { name: 'Convert to Product' }));
    expect(await screen.findByText('Sneak peek item converted to product successfully')).toBeInTheDocument();
    const post = calls.find((c) => c.path === '/api/coming-soon/4/convert');
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      price: '2500.00',
      quantity: 1,
      status: 'active',
      sale: { mode: 'immediate' },
    });
  });

  it('converts an item as a drawn release with the entry window the admin sets', async () => {
    const { calls } = mockApi({
      ...base,
      'GET /api/coming-soon': { body: [comingSoonItem({ id: 4, name: 'Ember Chair' })] },
      'POST /api/coming-soon/4/convert': { status: 201, body: product({ id: 50, name: 'Ember Chair' }) },
      'GET /api/drawn-releases/beacon': {
        body: { available: true, mirrors: ['https://api.drand.sh', 'https://api2.drand.sh'], reason: null },
      },
    });
    renderRoute('/admin?section=sneak-peek');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Convert to product Ember Chair' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Convert to product?' });
    await user.click(within(confirm).getByLabelText(/Drawn release/));
    expect(await within(confirm).findByText("drand's beacon answers (2 mirrors).")).toBeInTheDocument();
    expect(within(confirm).getByLabelText(/mixed with drand's public randomness/)).toBeChecked();
    expect(confirm).toHaveTextContent("drawn with drand's public randomness");
    const hours = within(confirm).getByLabelText('Entry window (hours)');
    expect(hours).toHaveValue(24);
    await user.clear(hours);
    await user.type(hours, '6');
    expect(confirm).toHaveTextContent('opens for draw entries for 6 h');
    await user.click(within(confirm).getByRole('button', { name: 'Convert to Product' }));
    expect(await screen.findByText(/its drawn release is open for entries/)).toBeInTheDocument();
    const post = calls.find((c) => c.path === '/api/coming-soon/4/convert');
    expect(JSON.parse(String(post?.init?.body)).sale).toEqual({
      mode: 'draw',
      entryWindowHours: 6,
      randomness: 'drand-quicknet',
    });
  });

  it("opens with the house's seed alone where drand's beacon cannot be reached, and says why", async () => {
    const { calls } = mockApi({
      ...base,
      'GET /api/coming-soon': { body: [comingSoonItem({ id: 4, name: 'Ember Chair' })] },
      'POST /api/coming-soon/4/convert': { status: 201, body: product({ id: 50, name: 'Ember Chair' }) },
      'GET /api/drawn-releases/beacon': {
        body: {
          available: false,
          mirrors: [],
          reason: 'the drand beacon is switched off on this store (DRAND_URLS is empty)',
        },
      },
    });
    renderRoute('/admin?section=sneak-peek');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Convert to product Ember Chair' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Convert to product?' });
    await user.click(within(confirm).getByLabelText(/Drawn release/));
    expect(
      await within(confirm).findByText(
        "drand's beacon cannot be used: the drand beacon is switched off on this store (DRAND_URLS is empty).",
      ),
    ).toBeInTheDocument();
    expect(within(confirm).getByLabelText(/mixed with drand's public randomness/)).toBeDisabled();
    expect(within(confirm).getByLabelText(/The house's seed alone/)).toBeChecked();
    expect(confirm).toHaveTextContent("drawn from the house's seed alone");
    await user.click(within(confirm).getByRole('button', { name: 'Convert to Product' }));
    expect(await screen.findByText(/its drawn release is open for entries/)).toBeInTheDocument();
    const post = calls.find((c) => c.path === '/api/coming-soon/4/convert');
    expect(JSON.parse(String(post?.init?.body)).sale.randomness).toBe('house-seed-only');
  });

  it('schedules a drop for a set time: nothing is sent before confirming, a past time is refused', async () => {
    const convertAt = new Date(Date.now() + 3 * 24 * 60 * 60_000);
    convertAt.setSeconds(0, 0);
    const local = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}T${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
    const schedule = {
      comingSoonId: 4,
      itemName: 'Ember Chair',
      convertAt: convertAt.toISOString(),
      price: '2500.00',
      quantity: 1,
      sale: { mode: 'draw', entryWindowHours: 24 },
      createdAt: new Date().toISOString(),
    };
    const { calls } = mockApi({
      ...base,
      'GET /api/coming-soon': { body: [comingSoonItem({ id: 4, name: 'Ember Chair' })] },
      'PUT /api/scheduled-conversions/4': { body: schedule },
    });
    const writes = () => calls.filter((c) => c.method !== 'GET');
    renderRoute('/admin?section=sneak-peek');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Convert to product Ember Chair' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Convert to product?' });
    await user.click(within(confirm).getByLabelText(/Drawn release/));
    await user.click(within(confirm).getByLabelText(/At a set time/));
    const when = within(confirm).getByLabelText('Date and time of the drop');

    await user.type(when, local(new Date(Date.now() - 60 * 60_000)));
    await user.click(within(confirm).getByRole('button', { name: 'Schedule conversion' }));
    expect(within(confirm).getByText('Choose a time in the future, or convert now.')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.clear(when);
    await user.type(when, local(convertAt));
    expect(confirm).toHaveTextContent('Until then it stays a sneak peek and nobody is texted');
    expect(confirm).toHaveTextContent('signups are texted that entries are open');
    expect(writes()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Schedule conversion' }));
    expect(
      await screen.findByText(/Conversion scheduled for .*: signups are texted then/),
    ).toBeInTheDocument();
    expect(writes().map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /api/scheduled-conversions/4']);
    expect(JSON.parse(String(writes()[0]?.init?.body))).toEqual({
      convertAt: convertAt.toISOString(),
      conversion: {
        price: '2500.00',
        quantity: 1,
        status: 'active',
        sale: { mode: 'draw', entryWindowHours: 24 },
      },
    });
  });

  it('lists scheduled drops and cancels one only once confirmed', async () => {
    const { calls } = mockApi({
      ...base,
      'GET /api/coming-soon': { body: [comingSoonItem({ id: 4, name: 'Ember Chair' })] },
      'GET /api/scheduled-conversions': {
        body: [
          {
            comingSoonId: 4,
            itemName: 'Ember Chair',
            convertAt: '2031-05-01T16:00:00.000Z',
            price: '2500.00',
            quantity: 1,
            sale: { mode: 'immediate' },
            createdAt: '2026-11-28T10:00:00.000Z',
          },
        ],
      },
      'DELETE /api/scheduled-conversions/4': { status: 204 },
    });
    renderRoute('/admin?section=sneak-peek');
    const user = userEvent.setup();
    const drop = await screen.findByTestId('scheduled-drop');
    expect(drop).toHaveTextContent('Ember Chair');
    expect(drop).toHaveTextContent('on sale at once · signups texted then');
    expect(await screen.findByText(/^Drops /)).toBeInTheDocument();
    await user.click(within(drop).getByRole('button', { name: 'Cancel the scheduled drop of Ember Chair' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this scheduled drop?' });
    expect(dialog).toHaveTextContent('stays a sneak peek');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await user.click(within(drop).getByRole('button', { name: 'Cancel the scheduled drop of Ember Chair' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel the drop' }),
    );
    expect(await screen.findByText('Scheduled drop cancelled: Ember Chair')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/scheduled-conversions/4',
    ]);
  });

  it('leaves the list once the drop happened: the items are read again, the converted one gone', async () => {
    const soon = {
      comingSoonId: 4,
      itemName: 'Ember Chair',
      convertAt: new Date(Date.now() + 30_000).toISOString(),
      price: '2500.00',
      quantity: 1,
      sale: { mode: 'immediate' },
      createdAt: new Date().toISOString(),
    };
    let scheduleReads = 0;
    let converted = false;
    mockApi({
      ...base,
      'GET /api/scheduled-conversions': () => {
        scheduleReads += 1;
        // The runner converted the item between the first and the second read.
        if (scheduleReads > 1) converted = true;
        return { body: converted ? [] : [soon] };
      },
      'GET /api/coming-soon': () => ({
        body: converted ? [] : [comingSoonItem({ id: 4, name: 'Ember Chair' })],
      }),
    });
    renderRoute('/admin?section=sneak-peek');
    expect(await screen.findByTestId('scheduled-drop')).toHaveTextContent('Ember Chair');
    expect(
      await screen.findByText('No sneak peek items found', undefined, { timeout: 9_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('scheduled-drop')).toBeNull();
  }, 15_000);
});
