import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';

describe('404 page', () => {
  it.each(['/no-such-page', '/carts', '/checkout', '/product/1/extra'])(
    '%s falls to the 404 page',
    async (path) => {
      mockApi({});
      renderRoute(path);
      expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    },
  );
});
