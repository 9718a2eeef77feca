import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STOCK_PLACEHOLDER_SRC } from '@/components/ui/responsive-image';
import { describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, type Artist } from '@atelier/contracts';
import { mockApi, type RecordedCall } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { artist } from '@/testing/fixtures';

const admin = {
  'GET /api/auth/me': { body: { username: 'admin', csrfToken: 'tok' } },
  'GET /api/collections': { body: [] },
};

const csrf = (call: RecordedCall | undefined) => (call?.init?.headers as Record<string, string>)[CSRF_HEADER];
const sent = (call: RecordedCall | undefined) =>
  JSON.parse(String(call?.init?.body)) as Record<string, unknown>;

const blankInput = {
  bio: null,
  fullBio: null,
  imageUrl: null,
  portfolioUrl: null,
  instagramUrl: null,
  twitterUrl: null,
  facebookUrl: null,
  linkedinUrl: null,
  websiteUrl: null,
};

async function openNewArtist() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'New Artist' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'New Artist' }) };
}

describe('artists management', () => {
  it('lists artists with portrait, name and specialty, each with Edit and Delete', async () => {
    mockApi({
      ...admin,
      'GET /api/artists': {
        body: [
          artist({ id: 1, name: 'Mara Lind', specialty: 'Sculptural woodwork' }),
          artist({ id: 2, name: 'Ode Brandt', specialty: 'Forged steel', imageUrl: null }),
        ],
      },
    });
    renderRoute('/admin?section=artists');
    expect(await screen.findByText('All Artists (2)')).toBeInTheDocument();
    const mara = screen.getByRole('article', { name: 'Mara Lind' });
    expect(within(mara).getByText('Sculptural woodwork')).toBeInTheDocument();
    expect(mara.querySelector('img')?.getAttribute('src')).toBe('/demo/artists/mara-lind-960.webp');
    expect(within(mara).getByRole('button', { name: 'Edit' })).toBeEnabled();
    expect(within(mara).getByRole('button', { name: 'Delete' })).toBeEnabled();
    const ode = screen.getByRole('article', { name: 'Ode Brandt' });
    expect(within(ode).getByText('Forged steel')).toBeInTheDocument();
    expect(ode.querySelector('img')?.getAttribute('src')).toBe(STOCK_PLACEHOLDER_SRC);
  });

  it('shows loading, then the empty state', async () => {
    mockApi({ ...admin, 'GET /api/artists': { body: [] } });
    renderRoute('/admin?section=artists');
    expect(await screen.findByText('Loading artists...')).toBeInTheDocument();
    expect(await screen.findByText(/^No artists yet\./)).toBeInTheDocument();
  });

  it('shows field errors and sends nothing when name, specialty or a URL is invalid', async () => {
    const { calls } = mockApi({ ...admin, 'GET /api/artists': { body: [] } });
    renderRoute('/admin?section=artists');
    const { user, dialog } = await openNewArtist();
    await user.type(within(dialog).getByLabelText('Name'), '   ');
    await user.type(within(dialog).getByLabelText('Website URL'), 'nora.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(name).toHaveFocus();
    expect(within(dialog).getByLabelText('Specialty')).toHaveAccessibleDescription('Specialty is required');
    expect(within(dialog).getByLabelText('Website URL')).toHaveAccessibleDescription('Must be a valid URL');
    expect(within(dialog).getByLabelText('Instagram URL')).not.toHaveAttribute('aria-invalid');
    expect(calls.some((c) => c.path.startsWith('/api/artists') && c.method !== 'GET')).toBe(false);
  });

  it('creates an artist with the CSRF header, blank links sent as null', async () => {
    const stored: Artist[] = [];
    const { calls } = mockApi({
      ...admin,
      'GET /api/artists': () => ({ body: stored }),
      'POST /api/artists': (init) => {
        const created = artist({ ...JSON.parse(String(init?.body)), id: 7 });
        stored.push(created);
        return { status: 201, body: created };
      },
    });
    renderRoute('/admin?section=artists');
    const { user, dialog } = await openNewArtist();
    await user.type(within(dialog).getByLabelText('Name'), '  Nora Vale ');
    await user.type(within(dialog).getByLabelText('Specialty'), 'Bent walnut');
    await user.type(within(dialog).getByLabelText('Instagram URL'), 'https://instagram.com/noravale');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Artist Created')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/artists');
    expect(csrf(post)).toBe('tok');
    expect(sent(post)).toEqual({
      ...blankInput,
      name: 'Nora Vale',
      specialty: 'Bent walnut',
      instagramUrl: 'https://instagram.com/noravale',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('article', { name: 'Nora Vale' })).toBeInTheDocument();
  });

  it('edits an artist with a CSRF-protected PATCH of every field', async () => {
    const mara = artist({ id: 3, name: 'Mara Lind', websiteUrl: 'https://maralind.com' });
    const { calls } = mockApi({
      ...admin,
      'GET /api/artists': { body: [mara] },
      'PATCH /api/artists/3': (init) => ({ body: { ...mara, ...JSON.parse(String(init?.body)) } }),
    });
    renderRoute('/admin?section=artists');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Mara Lind' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Artist' });
    const specialty = within(dialog).getByLabelText('Specialty');
    expect(specialty).toHaveValue('Sculptural woodwork');
    await user.clear(specialty);
    await user.type(specialty, 'Carved oak');
    await user.clear(within(dialog).getByLabelText('Website URL'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Artist Updated')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe('/api/artists/3');
    expect(csrf(patch)).toBe('tok');
    expect(sent(patch)).toEqual({
      ...blankInput,
      name: 'Mara Lind',
      specialty: 'Carved oak',
      bio: mara.bio,
      fullBio: mara.fullBio,
      imageUrl: mara.imageUrl,
    });
  });

  it('asks for confirmation before deleting, and Escape cancels', async () => {
    const { calls } = mockApi({
      ...admin,
      'GET /api/artists': { body: [artist({ id: 4, name: 'Mara Lind' })] },
      'DELETE /api/artists/4': { status: 204 },
    });
    renderRoute('/admin?section=artists');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Mara Lind' });

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const first = await screen.findByRole('alertdialog', { name: 'Delete Mara Lind?' });
    expect(within(first).getByText('Are you sure you want to delete this artist?')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Mara Lind?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Artist Deleted')).toBeInTheDocument();
    const del = calls.find((c) => c.method === 'DELETE');
    expect(del?.path).toBe('/api/artists/4');
    expect(csrf(del)).toBe('tok');
  });

  it('shows the failure toast when creating fails, keeping the form open', async () => {
    mockApi({
      ...admin,
      'GET /api/artists': { body: [] },
      'POST /api/artists': {
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' },
      },
    });
    renderRoute('/admin?section=artists');
    const { user, dialog } = await openNewArtist();
    await user.type(within(dialog).getByLabelText('Name'), 'Nora Vale');
    await user.type(within(dialog).getByLabelText('Specialty'), 'Bent walnut');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to create artist. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New Artist' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("puts the server's field issues under the fields", async () => {
    mockApi({
      ...admin,
      'GET /api/artists': { body: [] },
      'POST /api/artists': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Invalid request body: name: already taken',
          issues: [{ path: 'name', message: 'already taken' }],
        },
      },
    });
    renderRoute('/admin?section=artists');
    const { user, dialog } = await openNewArtist();
    await user.type(within(dialog).getByLabelText('Name'), 'Nora Vale');
    await user.type(within(dialog).getByLabelText('Specialty'), 'Bent walnut');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to create artist. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Already taken');
  });

  it('refuses an image upload that is not PNG or JPEG before sending it', async () => {
    mockApi({ ...admin, 'GET /api/artists': { body: [] } });
    // Uploads go through XMLHttpRequest (for their progress), not fetch.
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    renderRoute('/admin?section=artists');
    const { dialog } = await openNewArtist();
    const [portrait] = within(dialog).getAllByLabelText('Upload image');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(portrait!, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(screen.getByText('Please select a PNG or JPEG image.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    send.mockRestore();
  });
});
