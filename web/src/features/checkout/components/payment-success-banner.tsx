import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { X } from 'lucide-react';
import { useHydrated } from '@/lib/use-hydrated';
import { useConfirmation } from '../api/get-confirmation';

// What the cart checkout (and the provider, after a redirect) adds to the address.
const RETURN_PARAMS = ['payment', 'payment_intent', 'payment_intent_client_secret', 'redirect_status'];

/**
 * After a successful cart payment the shopper lands on /?payment=success (spec section 2). With the
 * payment named (payment_intent), this moves on to the order's confirmation page; otherwise it shows
 * a banner, once: the address is cleaned at once, so a reload does not bring it back.
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

  useEffect(() => {
    if (!returned.success) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [returned.success, setParams]);

  const answer = confirmation.data;
  if (answer?.state === 'paid' && answer.confirmationPath)
    return <Navigate to={answer.confirmationPath} replace />;
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
