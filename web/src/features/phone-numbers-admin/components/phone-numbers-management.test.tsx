import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NotificationSignup } from '@atelier/contracts';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';

const admin = { 'GET /api/auth/me': { body: { username: 'admin', csrfToken: 'tok' } } };
const item = {
  name: 'Kasumi Console',
  category: 'surfaces' as const,
  estimatedReleaseDate: null,
  released: false,
};

const signup = (id: number, fields: Partial<NotificationSignup> = {}): NotificationSignup => ({
  id,
  comingSoonId: 4,
  phoneNumber: `+1415555${String(id).padStart(4, '0')}`,
  createdAt: '2026-11-20T15:30:00.000Z',
  comingSoonItem: item,
  optedOut: false,
  confirmed: true,
  notification: null,
  ...fields,
});

describe('phone numbers (admin)', () => {
  it('shows the three empty states', async () => {
    mockApi({
      ...admin,
      'GET /api/notification-signups': { body: [] },
      'GET /api/unique-phone-numbers': { body: [] },
    });
    renderRoute('/admin?section=phone-numbers');
    expect(await screen.findByText('No phone number signups yet')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'All Signups' }));
    expect(screen.getByText('No signups found')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Unique Numbers' }));
    expect(screen.getByText('No phone numbers collected yet')).toBeInTheDocument();
  });

  it('lists the first five per item as (XXX) XXX-XXXX with copy buttons, then how many more; and released counts', async () => {
    const signups = [
      ...Array.from({ length: 7 }, (_, n) => signup(n + 1, { confirmed: n !== 0 })),
      signup(20, {
        comingSoonId: 9,
        comingSoonItem: { ...item, name: 'Tide Bench', released: true },
        notification: {
          status: 'sent',
          at: '2026-11-21T00:00:00.000Z',
          message: 'Atelier: Tide Bench is now available.',
          simulated: true,
        },
      }),
      signup(21, {
        comingSoonId: 9,
        comingSoonItem: { ...item, name: 'Tide Bench', released: true },
        optedOut: true,
        notification: { status: 'failed', at: '2026-11-21T00:00:00.000Z', error: 'invalid (21211)' },
      }),
    ];
    const { calls } = mockApi({
      ...admin,
      'GET /api/sms/simulated-replies': { body: { enabled: true } },
      'POST /api/sms/simulated-replies': { body: { reply: 'Atelier: thank you, you are confirmed.' } },
      'GET /api/notification-signups': { body: signups },
      'GET /api/unique-phone-numbers': { body: [] },
    });
    renderRoute('/admin?section=phone-numbers');
    expect(await screen.findByRole('heading', { name: 'Phone Number Management' })).toBeInTheDocument();
    const kasumi = await screen.findByRole('article', { name: 'Kasumi Console' });
    expect(within(kasumi).getByText('(415) 555-0001')).toBeInTheDocument();
    // Double opt-in: a number whose owner has not replied YES is marked as waiting.
    expect(within(kasumi).getAllByText(/Awaiting YES to the confirmation text/)).toHaveLength(1);
    // Texts are only logged here: the admin may answer YES for the phone.
    await userEvent
      .setup()
      .click(await within(kasumi).findByRole('button', { name: 'Simulate the YES reply' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/sms/simulated-replies')).toBe(true),
    );
    expect(within(kasumi).getAllByRole('button', { name: /^Copy / })).toHaveLength(5);
    expect(within(kasumi).getByText('... and 2 more numbers')).toBeInTheDocument();
    expect(within(kasumi).getByText(/7 signups/)).toBeInTheDocument();

    const tide = screen.getByRole('article', { name: 'Tide Bench' });
    expect(within(tide).getByText(/1 text sent/)).toBeInTheDocument();
    expect(within(tide).getByText(/1 failed/)).toBeInTheDocument();
    expect(within(tide).getByText('Opted out')).toBeInTheDocument();
    expect(within(tide).getByText(/Atelier: Tide Bench is now available\./)).toBeInTheDocument();
    expect(within(tide).getByText('Logged, not sent: no SMS provider is configured.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(kasumi).getByRole('button', { name: 'Export signups for Kasumi Console' }));
    expect(screen.getByRole('menuitem', { name: 'Phone Numbers (.txt)' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Detailed CSV' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
