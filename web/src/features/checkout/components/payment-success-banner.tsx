import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { X } from 'lucide-react';
import { useHydrated } from '@/lib/use-hydrated';
import { useConfirmation } from '../api/get-confirmation';

// What the cart checkout (and the provider, after a redirect) adds to the address.
const RETURN_PARAMS = ['payment', 'payment_intent', 'payment_intent_client_secret', 'redirect_status'];

/**
 * After a successful cart payment the shopper lands on /?payment=success (spec section 2). With the
 * payment named (payment_intent), this moves on to the order's confirmation page once the payment is
 * known; otherwise (or while the provider still confirms) it shows a banner, once: the address is
 * cleaned, so a reload does not bring it back.
 */
export function PaymentSuccessBanner() {
  const [params, setParams] = useSearchParams();
  const [returned] = useState(() => ({
    success: params.get('payment') === 'success',
    paymentIntentId: params.get('payment_intent') ?? '',
  }));
  const [shown, setShown] = useState(returned.success);
  const hydrated = useHydrated();
  const confirmation = useConfirmation(
    returned.paymentIntentId,
    hydrated && returned.success && returned.paymentIntentId !== '',
  );

  const answer = confirmation.data;
  // Where a paid order is confirmed; the page moves on there.
  const orderPath = answer?.state === 'paid' ? answer.confirmationPath : null;
  const movingOn = Boolean(orderPath);
  // A named payment is asked about first: cleaning the address is itself a navigation, and one
  // issued beside the move to the confirmation could land after it, back on the bare home page.
  const asking = returned.paymentIntentId !== '' && answer === undefined && !confirmation.isError;
  const cleaned = useRef(false);
  useEffect(() => {
    if (!returned.success || movingOn || asking || cleaned.current) return;
    cleaned.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [returned.success, movingOn, asking, setParams]);

  // Replaces the payment's address, so Back does not return to it.
  if (orderPath) return <Navigate to={orderPath} replace />;
  if (!shown || answer?.state === 'failed' || answer?.state === 'refunded') return null;
  return (
    <div
      role="status"
      className="border-b border-emerald-700/30 bg-emerald-50 px-5 py-4 text-emerald-900 sm:px-8"
    >
      <div className="mx-auto flex max-w-7xl items-start justify-between gap-4">
        <p>
          <strong className="font-semibold">Payment successful.</strong> Thank you for your purchase: your
          order is confirmed and we will be in touch to arrange delivery.
        </p>
        <button
          type="button"
          onClick={() => setShown(false)}
          aria-label="Dismiss"
          className="p-1 hover:text-emerald-700"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
