import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';

describe('story page', () => {
  it('tells the story and its buttons go home, then scroll to the section', async () => {
    mockApi({
      'GET /api/collections/active': { body: [] },
      'GET /api/products': { body: [] },
      'GET /api/coming-soon': { body: [] },
      'GET /api/artists': { body: [] },
    });
    const { router } = renderRoute('/story');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Story' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Furniture as art' })).toBeInTheDocument();
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sneak Peek the Future' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.hash).toBe('#sneak-peek');
    await waitFor(() => expect(scrolled).toContain('sneak-peek'));
  });
});
