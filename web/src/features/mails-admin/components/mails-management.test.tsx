import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LoggedMail } from '@atelier/contracts';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';

const session = { 'GET /api/auth/me': { body: { username: 'admin', csrfToken: 'tok' } } };

const mail = (over: Partial<LoggedMail> = {}): LoggedMail => ({
  id: 2,
  from: 'Atelier <hello@atelier-furniture.com>',
  to: 'ada@example.com',
  subject: 'Your Atelier order AT-000042 is confirmed',
  createdAt: '2026-11-27T10:00:00.000Z',
  html: `<html><body>
    <h1 onclick="alert(1)">Thank you for your purchase</h1>
    <script>alert(2)</script>
    <img src="https://atelier.example/uploads/walnut-480.webp" alt="Walnut Table" onerror="alert(3)">
    <img src="https://tracker.example/pixel.gif" alt="pixel">
    <a href="https://atelier.example/orders/tok">View your order</a>
    <a href="javascript:alert(4)">Click</a>
    <form action="https://evil.example"><input name="card"></form>
  </body></html>`,
  text: 'Thank you for your purchase\n\nTotal  $5,050.00',
  ...over,
});

const list = {
  sending: 'logged',
  mails: [
    {
      id: 2,
      to: 'ada@example.com',
      subject: 'Your Atelier order AT-000042 is confirmed',
      createdAt: '2026-11-27T10:00:00.000Z',
    },
    {
      id: 1,
      to: 'bo@example.com',
      subject: 'Your Atelier order AT-000041 has shipped',
      createdAt: '2026-11-26T10:00:00.000Z',
    },
  ],
};

const frameDocument = () =>
  new DOMParser().parseFromString(screen.getByTitle(/^Mail: /).getAttribute('srcdoc') ?? '', 'text/html');

describe('mails (admin)', () => {
  it('lists the logged mails and shows the newest as sent: no script, images from the store only', async () => {
    mockApi({
      ...session,
      'GET /api/mail/logged-mails': { body: list },
      'GET /api/mail/logged-mails/2': { body: mail() },
    });
    renderRoute('/admin?section=mails');
    expect(await screen.findByText(/kept here instead of being sent/)).toBeInTheDocument();
    const mails = screen.getByRole('list', { name: 'Logged mails' });
    expect(
      within(mails)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      expect.stringContaining('AT-000042 is confirmed'),
      expect.stringContaining('AT-000041 has shipped'),
    ]);
    const viewer = await screen.findByRole('article', { name: 'Your Atelier order AT-000042 is confirmed' });
    expect(within(viewer).getByText('ada@example.com')).toBeInTheDocument();

    const frame = screen.getByTitle('Mail: Your Atelier order AT-000042 is confirmed');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    const shown = frameDocument();
    expect(shown.querySelectorAll('script, form, input')).toHaveLength(0);
    expect(
      [...shown.querySelectorAll('*')].flatMap((el) =>
        el.getAttributeNames().filter((n) => n.startsWith('on')),
      ),
    ).toEqual([]);
    expect([...shown.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      `${window.location.origin}/uploads/walnut-480.webp`,
      null,
    ]);
    expect([...shown.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://atelier.example/orders/tok',
      null,
    ]);
    expect(shown.querySelector('a')?.getAttribute('target')).toBe('_blank');
    expect(shown.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toBe(
      `default-src 'none'; img-src ${window.location.origin}; style-src 'unsafe-inline'`,
    );
    expect(shown.body.textContent).toContain('Thank you for your purchase');
  });

  it('opens another mail, and shows its plain-text alternative', async () => {
    mockApi({
      ...session,
      'GET /api/mail/logged-mails': { body: list },
      'GET /api/mail/logged-mails/2': { body: mail() },
      'GET /api/mail/logged-mails/1': {
        body: mail({
          id: 1,
          to: 'bo@example.com',
          subject: 'Your Atelier order AT-000041 has shipped',
          text: 'Tracking number: 7712',
        }),
      },
    });
    renderRoute('/admin?section=mails');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /AT-000041 has shipped/ }));
    const viewer = await screen.findByRole('article', { name: 'Your Atelier order AT-000041 has shipped' });
    await user.click(within(viewer).getByRole('button', { name: 'Plain text' }));
    expect(within(viewer).getByText('Tracking number: 7712')).toBeInTheDocument();
    expect(screen.queryByTitle(/^Mail: /)).not.toBeInTheDocument();
  });

  it('says when there are no mails, and when mails go out through SMTP', async () => {
    mockApi({ ...session, 'GET /api/mail/logged-mails': { body: { sending: 'smtp', mails: [] } } });
    renderRoute('/admin?section=mails');
    expect(await screen.findByText('No mails yet')).toBeInTheDocument();
    expect(screen.getByText(/go out through your mail server/)).toBeInTheDocument();
  });
});
