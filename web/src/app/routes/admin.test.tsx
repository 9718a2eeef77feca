import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@atelier/contracts';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';

const signedOut = {
  'GET /api/auth/me': {
    status: 401,
    body: { statusCode: 401, error: 'Unauthorized', message: 'Not signed in' },
  },
};

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(await screen.findByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('admin login', () => {
  it('asks for both fields and sends nothing when one is blank', async () => {
    const { calls } = mockApi(signedOut);
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    await fillAndSubmit('admin', '');
    expect(await screen.findByText('Missing Credentials')).toBeInTheDocument();
    expect(screen.getByText('Please enter both username and password.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/auth/login')).toBe(false);
  });

  it('reports a 401 as invalid credentials', async () => {
    mockApi({
      ...signedOut,
      'POST /api/auth/login': {
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid' },
      },
    });
    renderRoute('/admin');
    await fillAndSubmit('admin', 'wrong');
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password.')).toBeInTheDocument();
  });

  it("reports a 429 with the server's message", async () => {
    const body = {
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many attempts. Try again in 15 minutes.',
    };
    mockApi({ ...signedOut, 'POST /api/auth/login': { status: 429, body } });
    renderRoute('/admin');
    await fillAndSubmit('admin', 'wrong');
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText(body.message)).toBeInTheDocument();
  });

  it('signs in, shows the dashboard, and logs out with the CSRF token', async () => {
    const { calls } = mockApi({
      ...signedOut,
      'POST /api/auth/login': { body: { username: 'admin', csrfToken: 'csrf-123' } },
      'POST /api/auth/logout': { status: 204 },
    });
    renderRoute('/admin');
    const user = await fillAndSubmit('admin', 'secret');
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome to the admin dashboard.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('admin')).toBeInTheDocument();
    const login = calls.find((c) => c.path === '/api/auth/login');
    expect(JSON.parse(String(login?.init?.body))).toEqual({ username: 'admin', password: 'secret' });

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged Out')).toBeInTheDocument();
    const logout = calls.find((c) => c.path === '/api/auth/logout');
    expect((logout?.init?.headers as Record<string, string>)[CSRF_HEADER]).toBe('csrf-123');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument());
  });

  it('restores an existing session on load', async () => {
    mockApi({ 'GET /api/auth/me': { body: { username: 'curator', csrfToken: 't' } } });
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('curator')).toBeInTheDocument();
  });

  it('opens the first section by default and switches sections from the menu, keeping it in the address', async () => {
    mockApi({
      'GET /api/auth/me': { body: { username: 'admin', csrfToken: 't' } },
      'GET /api/collections': { body: [] },
      'GET /api/artists': { body: [] },
    });
    renderRoute('/admin');
    const menu = await screen.findByRole('navigation', { name: 'Dashboard sections' });
    const links = within(menu).getAllByRole('link');
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    await userEvent.setup().click(within(menu).getByRole('link', { name: 'Artists' }));
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'Artists' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(links[0]).not.toHaveAttribute('aria-current');
  });
});
