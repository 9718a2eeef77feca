import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';

describe('navigation bar', () => {
  it('opens the mobile menu and closes it with Escape, returning focus to the toggle', async () => {
    mockApi({});
    renderRoute('/no-such-page');
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const closeToggle = screen.getByRole('button', { name: 'Close menu' });
    expect(closeToggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(closeToggle.getAttribute('aria-controls')!)).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeVisible();
  });

  it('closes the mobile menu on a tap outside it, and locks page scroll while open', async () => {
    mockApi({});
    renderRoute('/no-such-page');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByTestId('menu-backdrop'));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('has a skip link to the main content', () => {
    mockApi({});
    renderRoute('/no-such-page');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(document.getElementById('main')?.tagName).toBe('MAIN');
  });

  it('scrolls to the top on navigation', async () => {
    mockApi({});
    const scrolls: unknown[] = [];
    window.scrollTo = ((...args: unknown[]) => scrolls.push(args)) as typeof window.scrollTo;
    const { router } = renderRoute('/no-such-page');
    await waitFor(() => expect(scrolls).toHaveLength(1));
    await act(() => router.navigate('/another-page'));
    await waitFor(() => expect(scrolls).toHaveLength(2));
  });
});
