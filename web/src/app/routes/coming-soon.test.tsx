import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SMS_CONSENT_TEXT } from '@atelier/contracts';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { comingSoonItem } from '@/testing/fixtures';

const unavailable = { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'down' } };

describe('coming-soon page', () => {
  it('shows a spinner while loading', async () => {
    mockApi({ 'GET /api/coming-soon/200': 'pending' });
    renderRoute('/coming-soon/200');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  });

  it.each(['/coming-soon/404', '/coming-soon/1.5', '/coming-soon/x'])(
    'shows Item Not Found for %s',
    async (path) => {
      mockApi({});
      renderRoute(path);
      expect(await screen.findByRole('heading', { name: 'Item Not Found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    },
  );

  it('shows an error with a retry for a server error', async () => {
    mockApi({ 'GET /api/coming-soon/200': { status: 502, body: 'bad gateway' } });
    renderRoute('/coming-soon/200');
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByText('Item Not Found')).not.toBeInTheDocument();
  });

  it('shows the piece, its artist and collection, and an 11-character video only', async () => {
    mockApi({
      'GET /api/coming-soon/200': {
        body: comingSoonItem({
          story: 'Drawn in ink first.',
          description: 'A low chair.',
          imageUrls: ['/demo/x-960.webp', '/demo/y-960.webp'],
          videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        }),
      },
    });
    renderRoute('/coming-soon/200');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ember Chair' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Ember Chair by Mara Lind'));
    expect(screen.getAllByText('Coming Soon')[0]).toBeInTheDocument();
    expect(screen.getByText('Winter Light')).toBeInTheDocument();
    expect(screen.getByText('June 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('$2,500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Like Ember Chair/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByText('Drawn in ink first.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Images' })).getAllByRole('button')[0]).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTitle('Ember Chair: product showcase video')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(
      within(screen.getByRole('region', { name: 'About the Artist' })).getByRole('link'),
    ).toHaveAttribute('href', '/artist/1');
    expect(screen.getByRole('link', { name: 'Back to Collections' })).toHaveAttribute('href', '/');
  });

  it('embeds no video whose id is not exactly 11 characters', async () => {
    mockApi({
      'GET /api/coming-soon/200': { body: comingSoonItem({ videoUrl: 'https://youtu.be/tooShort' }) },
    });
    renderRoute('/coming-soon/200');
    await screen.findByRole('heading', { level: 1, name: 'Ember Chair' });
    expect(screen.queryByRole('heading', { name: 'Product Showcase' })).not.toBeInTheDocument();
  });

  it('runs the notify-me form: blank refused, Signing Up..., the 503 error toast, then success', async () => {
    let reply: () => Promise<{ status?: number; body?: unknown }> = async () => unavailable;
    const { calls } = mockApi({
      'GET /api/coming-soon/200': { body: comingSoonItem() },
      'POST /api/coming-soon/200/notify': () => reply(),
    });
    renderRoute('/coming-soon/200');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notify Me When Available' }));
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAttribute('type', 'tel');

    await user.type(phone, '   ');
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByText('Please enter a phone number')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(phone);
    await user.type(phone, ' 555 123 4567 ');
    let release: () => void = () => {};
    reply = () => new Promise((resolve) => (release = () => resolve(unavailable)));
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByRole('button', { name: 'Signing Up...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Failed to sign up for notifications')).toBeInTheDocument();
    // With the consent wording shown beside the form: the service keeps it as the consent record.
    expect(JSON.parse(String(calls.at(-1)?.init?.body))).toMatchObject({
      phoneNumber: '555 123 4567',
      consentText: SMS_CONSENT_TEXT,
    });
    expect(screen.queryByText(SMS_CONSENT_TEXT)).toBeInTheDocument();

    reply = async () => ({ status: 201, body: {} });
    await user.click(await screen.findByRole('button', { name: 'Notify Me' }));
    expect(
      await screen.findByText("You'll be notified when this item becomes available!"),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
  });

  it('tells a shopper whose number is already registered', async () => {
    mockApi({
      'GET /api/coming-soon/200': { body: comingSoonItem() },
      'POST /api/coming-soon/200/notify': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'This phone number has already been registered',
        },
      },
    });
    renderRoute('/coming-soon/200');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notify Me When Available' }));
    await user.type(screen.getByLabelText('Phone number'), '5551234567');
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByText('Phone Number Already Registered')).toBeInTheDocument();
  });
});
