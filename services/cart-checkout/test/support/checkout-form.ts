/** A valid checkout form (spec section 5) for tests. */
export const checkoutForm = (overrides: Record<string, unknown> = {}) => ({
  recipientName: 'Ada Lovelace',
  recipientEmail: 'ada@example.com',
  recipientPhone: '555-010-0199',
  billingAddress: { street: '1 Main St', city: 'Hudson', state: 'NY', zipCode: '12534', country: 'US' },
  sameAsbilling: true,
  deliveryInstructions: 'Ring twice',
  ...overrides,
});

export const TEST_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';
