import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminSaleCard } from './admin-sale-card';

describe('AdminSaleCard', () => {
  it('shows the piece, its phase, each fact under its label, and the actions', () => {
    render(
      <AdminSaleCard
        title="Tide Table"
        phase="ended"
        testId="admin-auction"
        facts={[
          { label: 'Bids', value: 3 },
          { label: 'Claim', value: 'Paid by the winner', testId: 'auction-claim' },
        ]}
      >
        <button type="button">Show bids</button>
      </AdminSaleCard>,
    );
    const card = screen.getByTestId('admin-auction');
    expect(within(card).getByRole('heading', { name: 'Tide Table' })).toBeTruthy();
    expect(within(card).getByText('ended')).toBeTruthy();
    expect(within(card).getByText('Bids').nextElementSibling?.textContent).toBe('3');
    expect(within(card).getByTestId('auction-claim').textContent).toBe('Paid by the winner');
    expect(within(card).getByRole('button', { name: 'Show bids' })).toBeTruthy();
  });
});
