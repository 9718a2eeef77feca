import { useState } from 'react';
import { checkoutFormSchema } from '@atelier/contracts';
import {
  type CheckoutDraft,
  emptyDraft,
  type FormErrors,
} from '@/components/delivery-form/delivery-form-cards';

/** Spec section 5's messages, keyed by field path ('billingAddress.city'). */
function checkoutFormErrors(draft: CheckoutDraft): FormErrors {
  const parsed = checkoutFormSchema.safeParse(draft);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

/** Moves focus to the first field with an error, once React has rendered it. */
const focusFirstError = () =>
  setTimeout(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

/**
 * The delivery details every checkout and claim asks for (spec section 5's form and messages): the
 * draft, its errors once shown, `change` for the form's cards and `validate` for its submit (true
 * when the details are complete; otherwise it shows every message and takes the shopper to the
 * first field to fix).
 */
export function useDeliveryDraft() {
  const [draft, setDraft] = useState<CheckoutDraft>(emptyDraft);
  const [errors, setErrors] = useState<FormErrors>({});
  const validate = () => {
    const found = checkoutFormErrors(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    focusFirstError();
    return false;
  };
  // Once shown, errors follow the typing: a fixed field loses its message at once.
  const change = (next: CheckoutDraft) => {
    setDraft(next);
    if (Object.keys(errors).length > 0) setErrors(checkoutFormErrors(next));
  };
  return { draft, errors, change, validate };
}
