import { type FormEvent, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { toastFailure } from '@/components/ui/failure-toast';
import { toast } from '@/components/ui/use-toast';
import { processPayment } from '../api/process-payment';
import { DeliveryFormCards } from '@/components/delivery-form/delivery-form-cards';
import { useDeliveryDraft } from './use-delivery-draft';

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
  const { draft, errors, change, validate } = useDeliveryDraft();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    setSaving(true);
    try {
      await processPayment(paymentIntentId, draft);
      toast({ title: 'Delivery details saved', description: 'We will be in touch to arrange delivery.' });
      onSaved();
    } catch (error) {
      toastFailure('Could not save your details', error, 'Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label="Delivery details" className="space-y-6" noValidate>
      <h2 className="font-display text-3xl">Where should we deliver it?</h2>
      <DeliveryFormCards draft={draft} errors={errors} onChange={change} />
      <button type="submit" disabled={saving} className={buttonClass('solid')}>
        {saving ? 'Saving...' : 'Save Delivery Details'}
      </button>
    </form>
  );
}
