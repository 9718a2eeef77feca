import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@atelier/contracts';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { collection } from '@/testing/fixtures';

const session = { 'GET /api/auth/me': { body: { username: 'admin', csrfToken: 'tok' } } };

describe('collections management', () => {
  it('lists active and archived collections with their status badges', async () => {
    mockApi({
      ...session,
      'GET /api/collections': {
        body: [
          collection({ id: 1, name: 'Shown' }),
          collection({ id: 2, name: 'Hidden One', isActive: false }),
          collection({ id: 3, name: 'Old One', isArchived: true }),
        ],
      },
    });
    renderRoute('/admin?section=collections');
    expect(await screen.findByText('Active Collections (2)')).toBeInTheDocument();
    expect(screen.getByText('Archived Collections (1)')).toBeInTheDocument();
    const old = screen.getByRole('article', { name: 'Old One' });
    expect(within(old).getByText('Archived')).toBeInTheDocument();
    expect(within(old).getByRole('button', { name: /homepage/ })).toBeDisabled();
    expect(within(old).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Hidden One' })).getByText('Hidden'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Shown' })).queryByRole('button', { name: 'Delete' }),
    ).toBeNull();
  });

  it('hides a collection from the homepage with a CSRF-protected PUT of the full collection', async () => {
    const { calls } = mockApi({
      ...session,
      'GET /api/collections': { body: [collection({ id: 1, name: 'Shown' })] },
      'PUT /api/collections/1': { body: collection({ id: 1, name: 'Shown', isActive: false }) },
    });
    renderRoute('/admin?section=collections');
    const card = await screen.findByRole('article', { name: 'Shown' });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Hide from homepage' }));
    expect(await screen.findByText('Collection hidden from homepage')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect((put?.init?.headers as Record<string, string>)[CSRF_HEADER]).toBe('tok');
    expect(JSON.parse(String(put?.init?.body))).toMatchObject({
      name: 'Shown',
      isActive: false,
      isArchived: false,
    });
  });

  it('shows the empty state and validates the new-collection form', async () => {
    const { calls } = mockApi({ ...session, 'GET /api/collections': { body: [] } });
    renderRoute('/admin?section=collections');
    expect(
      await screen.findByText('No active collections. Create your first collection to get started.'),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New Collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Collection' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    // Inline, like the artist form: each problem under its field, the first one focused.
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(name).toHaveFocus();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Release date is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
