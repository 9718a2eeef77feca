import { useSearchParams } from 'react-router';
import { X } from 'lucide-react';

/** After a successful cart payment the shopper lands on /?payment=success (spec section 2). */
export function PaymentSuccessBanner() {
  const [params, setParams] = useSearchParams();
  if (params.get('payment') !== 'success') return null;
  const dismiss = () => {
    const next = new URLSearchParams(params);
    next.delete('payment');
    setParams(next, { replace: true });
  };
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
        <button type="button" onClick={dismiss} aria-label="Dismiss" className="p-1 hover:text-emerald-700">
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
