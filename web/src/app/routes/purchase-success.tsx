import { Navigate, useSearchParams } from 'react-router';
import { PageStatus } from '@/components/ui/page-status';
import { useConfirmation } from '@/features/checkout/api/get-confirmation';
import { DeliveryDetailsForm } from '@/features/checkout/components/delivery-details-form';
import { OrderConfirmationView } from '@/features/checkout/components/order-confirmation-view';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Where the provider returns the shopper after a single-product payment (spec). It reads the
 * payment's confirmation for this session and moves on to the order's own confirmation page,
 * /orders/{token}, the page the receipt links to. A checkout from before those pages existed is
 * confirmed here.
 */
export function PurchaseSuccessRoute() {
  const [params] = useSearchParams();
  const paymentIntentId = params.get('payment_intent') ?? '';
  const confirmation = useConfirmation(paymentIntentId, paymentIntentId !== '');
  const hydrated = useHydrated();

  // The visitor's own order: loading on the server, and in the browser until hydrated.
  if (paymentIntentId !== '' && (!hydrated || confirmation.isPending))
    return <PageStatus>Confirming your payment...</PageStatus>;
  const answer = confirmation.data;
  if (answer?.state === 'paid' && answer.confirmationPath)
    return <Navigate to={answer.confirmationPath} replace />;
  return (
    <OrderConfirmationView
      answer={answer}
      deliveryForm={
        <DeliveryDetailsForm paymentIntentId={paymentIntentId} onSaved={() => void confirmation.refetch()} />
      }
    />
  );
}

export { PurchaseSuccessRoute as Component };
