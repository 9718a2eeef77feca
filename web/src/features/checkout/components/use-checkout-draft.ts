import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChargeTotals } from '@atelier/contracts';
import { useDeliveryTax } from '@/components/delivery-form/use-delivery-tax';
import { toast } from '@/components/ui/use-toast';
import { ApiRequestError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { beginPayment } from '../api/begin-payment';
import { checkoutTaxScope, quoteCheckoutTax } from '../api/quote-checkout-tax';
import type { ShippingDetails } from './payment-form-props';
import { useDeliveryDraft } from './use-delivery-draft';

/**
 * The delivery details both checkouts ask for before the card is charged (useDeliveryDraft): the
 * draft, its errors once shown, the sales tax its address owes (quoted as it is filled in), `validate`
 * and `startPayment` for the pay button (the details sent with begin-payment, which prices the tax
 * for good and keeps the pieces reserved for the full time), the hold's end once extended, and the
 * address the card provider is given for its fraud checks.
 */
export function useCheckoutDraft(paymentIntentId: string) {
  const { draft, errors, change, validate } = useDeliveryDraft();
  const [extendedHoldEnd, setExtendedHoldEnd] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const tax = useDeliveryTax(draft, checkoutTaxScope(paymentIntentId), (address, signal) =>
    quoteCheckoutTax(paymentIntentId, address, signal),
  );

  /**
   * Pressing Pay with everything filled in: false stops the payment (the reservation has ended, the
   * tax could not be calculated, or the total with tax is not the one the shopper saw on the button).
   */
  const startPayment = async (shownTotal: string): Promise<boolean> => {
    try {
      const { holdExpiresAt, ...charged } = await beginPayment(paymentIntentId, draft);
      setExtendedHoldEnd(holdExpiresAt);
      // What the card will be charged is now the summary's and the button's.
      queryClient.setQueryData<ChargeTotals>(tax.keyFor(tax.address), charged);
      if (charged.total === shownTotal) return true;
      toast({
        title: 'Total updated',
        description: `With sales tax for this address the total is ${formatPrice(charged.total)}. Press Pay to pay it.`,
      });
      return false;
    } catch (error) {
      const explained = error instanceof ApiRequestError && (error.status < 500 || error.status === 503);
      toast({
        title:
          error instanceof ApiRequestError && error.status === 409 ? 'Reservation Ended' : 'Payment Failed',
        description: explained ? error.serverMessage : 'Payment could not start. Please try again.',
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
  return {
    draft,
    errors,
    change,
    validate,
    salesTax: tax.state,
    startPayment,
    extendedHoldEnd,
    providerShipping,
  };
}
