import { useState } from 'react';
import { type CheckoutDraft, emptyDraft, type FormErrors } from './checkout-form-cards';
import { checkoutFormErrors, focusFirstError } from './delivery-details-form';
import type { ShippingDetails } from './payment-details';

/**
 * The delivery details both checkouts ask for before the card is charged (spec section 5's form and
 * messages): the draft, its errors once shown, `validate` for the pay button, and the address the
 * card provider is given for its fraud checks.
 */
export function useCheckoutDraft() {
  const [draft, setDraft] = useState<CheckoutDraft>(emptyDraft);
  const [errors, setErrors] = useState<FormErrors>({});

  const validate = () => {
    const found = checkoutFormErrors(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    focusFirstError(); // take the shopper to the first field to fix
    return false;
  };
  // Once shown, errors follow the typing: a fixed field loses its message at once.
  const change = (next: CheckoutDraft) => {
    setDraft(next);
    if (Object.keys(errors).length > 0) setErrors(checkoutFormErrors(next));
  };
  const providerShipping = (): ShippingDetails => {
    const to = draft.sameAsbilling ? draft.billingAddress : draft.shippingAddress;
    return {
      name: draft.recipientName,
      phone: draft.recipientPhone,
      address: { line1: to.street, city: to.city, state: to.state, postal_code: to.zipCode, country: 'US' },
    };
  };
  return { draft, errors, change, validate, providerShipping };
}
