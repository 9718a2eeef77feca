import { type FormEvent, useState } from 'react';
import { checkoutFormSchema } from '@atelier/contracts';
import { buttonClass } from '@/components/ui/button-styles';
import { toast } from '@/components/ui/use-toast';
import { ApiRequestError } from '@/lib/api-client';
import { processPayment } from '../api/process-payment';
import { CheckoutFormCards, type CheckoutDraft, emptyDraft, type FormErrors } from './checkout-form-cards';

/** Spec section 5's messages, keyed by field path ('billingAddress.city'). */
export function checkoutFormErrors(draft: CheckoutDraft): FormErrors {
  const parsed = checkoutFormSchema.safeParse(draft);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

/** Moves focus to the first field with an error, once React has rendered it. */
export const focusFirstError = () =>
  setTimeout(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

/**
 * Both checkouts ask where to deliver before paying. When the details did not reach the order (the
 * card provider sent the shopper away to confirm, and the browser never came back to the checkout
 * page), the confirmation asks again with this form, stored on the order through process-payment.
 */
export function DeliveryDetailsForm({
  paymentIntentId,
  onSaved,
}: {
  paymentIntentId: string;
  onSaved: () => void;
}) {
  const [draft, setDraft] = useState<CheckoutDraft>(emptyDraft);
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkoutFormErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return void focusFirstError();
    setSaving(true);
    try {
      await processPayment(paymentIntentId, draft);
      toast({ title: 'Delivery details saved', description: 'We will be in touch to arrange delivery.' });
      onSaved();
    } catch (error) {
      toast({
        title: 'Could not save your details',
        description: error instanceof ApiRequestError ? error.serverMessage : 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label="Delivery details" className="space-y-6" noValidate>
      <h2 className="font-display text-3xl">Where should we deliver it?</h2>
      <CheckoutFormCards
        draft={draft}
        errors={errors}
        onChange={(next) => {
          setDraft(next);
          if (Object.keys(errors).length > 0) setErrors(checkoutFormErrors(next));
        }}
      />
      <button type="submit" disabled={saving} className={buttonClass('solid')}>
        {saving ? 'Saving...' : 'Save Delivery Details'}
      </button>
    </form>
  );
}
