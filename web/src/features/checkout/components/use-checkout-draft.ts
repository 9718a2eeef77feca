import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { ApiRequestError } from '@/lib/api-client';
import { beginPayment } from '../api/begin-payment';
import type { ShippingDetails } from './payment-form-props';
import { useDeliveryDraft } from './use-delivery-draft';

/**
 * The delivery details both checkouts ask for before the card is charged (useDeliveryDraft): the
 * draft, its errors once shown, `validate` and `startPayment` for the pay button (the
 * details sent with begin-payment, which keeps the pieces reserved for the full time), the hold's
 * end once extended, and the address the card provider is given for its fraud checks.
 */
export function useCheckoutDraft() {
  const { draft, errors, change, validate } = useDeliveryDraft();
  const [extendedHoldEnd, setExtendedHoldEnd] = useState<string | null>(null);

  /** Pressing Pay with everything filled in: false stops the payment (the reservation has ended). */
  const startPayment = async (paymentIntentId: string): Promise<boolean> => {
    try {
      const { holdExpiresAt } = await beginPayment(paymentIntentId, draft);
      setExtendedHoldEnd(holdExpiresAt);
      return true;
    } catch (error) {
      const refused = error instanceof ApiRequestError && error.status < 500;
      toast({
        title: refused && error.status === 409 ? 'Reservation Ended' : 'Payment Failed',
        description: refused ? error.serverMessage : 'Payment could not start. Please try again.',
        variant: 'destructive',
      });
      return false;
    }
  };
  const providerShipping = (): ShippingDetails => {
    const to = draft.sameAsbilling ? draft.billingAddress : draft.shippingAddress;
    return {
      name: draft.recipientName,
      phone: draft.recipientPhone,
      address: { line1: to.street, city: to.city, state: to.state, postal_code: to.zipCode, country: 'US' },
    };
  };
  return { draft, errors, change, validate, startPayment, extendedHoldEnd, providerShipping };
}
