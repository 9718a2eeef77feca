import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { cartLine } from '@/testing/fixtures';
import { getSessionId } from '@/lib/session-id';

const config = { provider: 'simulated', publishableKey: null, holdMinutes: 15, holdMinutesBeforePayment: 5 };

describe('cart page', () => {
  // A shopper who has added something has a session id (a first visit has none, and no cart to read).
  beforeEach(() => void getSessionId());

  it('shows the empty cart after retrying the GET 3 times, 500 ms apart', async () => {
    const { calls } = mockApi({
      'GET /api/cart': { body: [] },
      'GET /api/checkout/config': { body: config },
    });
    renderRoute('/cart');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText('Add some beautiful furniture pieces to get started.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Collections' })).toBeInTheDocument();
    expect(screen.getByText('0 item(s) in your cart')).toBeInTheDocument();
    await waitFor(
      () => expect(calls.filter((c) => c.path.startsWith('/api/cart?')).length).toBeGreaterThanOrEqual(4),
      {
        timeout: 3000,
      },
    );
    // The nav badge's read, the page's read on mount, then 3 retries: no more after that.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const settled = calls.filter((c) => c.path.startsWith('/api/cart?')).length;
    expect(settled).toBeLessThanOrEqual(5);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(calls.filter((c) => c.path.startsWith('/api/cart?')).length).toBe(settled);
  });

  it('lists lines with stock, totals with $200 shipping per item, and the limits of the steps', async () => {
    mockApi({
      'GET /api/cart': {
        body: [
          cartLine({ id: 1, name: 'Tide Table', price: '4800.00', quantity: 2, stock: 2 }),
          cartLine({ id: 2, productId: 101, name: 'Lamp', price: '300.00', stock: 0 }),
        ],
      },
      'GET /api/checkout/config': { body: config },
    });
    renderRoute('/cart');
    expect(await screen.findByText('2 item(s) in your cart')).toBeInTheDocument();
    expect(screen.getByText('2 in stock')).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getAllByText('Dining')).toHaveLength(2);
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$9,900');
    expect(screen.getByTestId('cart-shipping')).toHaveTextContent('$600');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$10,500');
    expect(screen.getByText('* Each item requires individual protective packaging')).toBeInTheDocument();
    expect(
      screen.getByText(/Sales tax, where due, is added at checkout from the delivery address/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checkout All Items' })).toHaveAttribute(
      'href',
      '/cart/checkout',
    );
    const [first] = screen.getAllByTestId('cart-line');
    await userEvent.setup().click(within(first!).getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('Only 2 available in stock')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
  });

  it('removes a line and says so', async () => {
    const { calls } = mockApi({
      'GET /api/cart': { body: [cartLine({ id: 7 })] },
      'DELETE /api/cart/7': { status: 204 },
      'GET /api/checkout/config': { body: config },
    });
    renderRoute('/cart');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Item removed')).toBeInTheDocument();
    const remove = calls.find((c) => c.method === 'DELETE');
    expect((remove?.init?.headers as Record<string, string>)['x-session-id']).toBe(
      localStorage.getItem('atelier.sessionId'),
    );
  });
});
