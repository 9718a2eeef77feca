import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClaimView, OpenClaim } from '@atelier/contracts';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';

const token = `0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a.1790000000000.${'A'.repeat(43)}`;
const claimId = '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
const view: ClaimView = {
  claimId,
  source: 'auction',
  productId: 100,
  productName: 'Walnut chair',
  imageUrl: null,
  price: '2100.00',
  shipping: '200.00',
  total: '2300.00',
  expiresAt: '2026-06-03T10:00:00.000Z',
  phoneLast4: '0142',
};
const open: OpenClaim = {
  claimId,
  source: 'auction',
  productId: 100,
  productName: 'Walnut chair',
  price: '2100.00',
  expiresAt: view.expiresAt,
  claimPath: `/claim/${token}`,
};
const buyer = (phoneLast4: string) => ({
  body: {
    buyerId: '6d1c1f52-1f7a-4a39-9d0e-2f1b1a0c9e11',
    phoneLast4,
    verifiedAt: '2026-06-01T09:30:00.000Z',
    textsStopped: false,
  },
});
const claimPage = { [`GET /api/claims/${token}`]: { body: view } };

describe('the claim page pays for the winner only', () => {
  it('on a device where nobody is verified: names the phone that must verify, and shows no way to pay', async () => {
    const { calls } = mockApi({ ...claimPage, 'GET /api/buyers/me': { status: 401, body: {} } });
    renderRoute(`/claim/${token}`);
    const verify = await screen.findByTestId('claim-verify');
    expect(verify).toHaveTextContent(
      'Only the winner can pay this claim. Verify the phone ending 0142 on this device',
    );
    expect(screen.getByRole('button', { name: 'Text me a code' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Claim and pay' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/pay'))).toBe(false);
  });

  it('a buyer verified with another phone is told so, and may verify the right one', async () => {
    const { calls } = mockApi({
      ...claimPage,
      'GET /api/buyers/me': buyer('9999'),
      'GET /api/claims/mine': { body: [] },
      'POST /api/buyers/sign-out': { status: 204 },
    });
    renderRoute(`/claim/${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This claim belongs to another buyer: you are verified with the phone ending 9999. To pay, verify the phone ending 0142 on this device.',
    );
    expect(screen.queryByRole('form', { name: 'Claim and pay' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify another phone' }));
    expect(await screen.findByTestId('claim-verify')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/buyers/sign-out')).toBe(true);
  });

  it('the winner sees the card it charges, and Pay with the sales tax of the delivery address', async () => {
    const { calls } = mockApi({
      ...claimPage,
      'GET /api/buyers/me': buyer('0142'),
      'GET /api/claims/mine': { body: [open] },
      'GET /api/buyer-cards/mine': {
        body: { brand: 'visa', last4: '4242', savedAt: '2026-06-01T09:40:00.000Z' },
      },
      [`POST /api/claims/${token}/tax`]: {
        body: { subtotal: '2100.00', shipping: '200.00', tax: '92.00', total: '2392.00' },
      },
    });
    renderRoute(`/claim/${token}`);
    expect(await screen.findByRole('form', { name: 'Claim and pay' })).toBeInTheDocument();
    expect(await screen.findByTestId('claim-card')).toHaveTextContent(
      'Charged to your card on file: visa •••• 4242',
    );
    expect(screen.getByTestId('claim-tax')).toHaveTextContent('From the delivery address');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    const user = userEvent.setup();
    const billing = within(screen.getByRole('group', { name: 'Billing Address' }));
    await user.type(billing.getByLabelText('Street address'), '1 Main St');
    await user.type(billing.getByLabelText('City'), 'Hudson');
    await user.selectOptions(billing.getByLabelText('State'), 'NY');
    await user.type(billing.getByLabelText('ZIP code'), '12534');
    await waitFor(() => expect(screen.getByTestId('claim-tax')).toHaveTextContent('$92'));
    expect(screen.getByTestId('claim-total')).toHaveTextContent('$2,392');
    expect(screen.getByRole('button', { name: 'Pay $2,392' })).toBeEnabled();
    const quote = calls.find((c) => c.path === `/api/claims/${token}/tax`);
    expect(JSON.parse(String(quote?.init?.body))).toEqual({
      shippingAddress: { street: '1 Main St', city: 'Hudson', state: 'NY', zipCode: '12534', country: 'US' },
    });
  });
});
