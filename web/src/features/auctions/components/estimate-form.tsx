import { type FormEvent, useId, useState } from 'react';
import type { AdminAuction } from '@atelier/contracts';
import { buttonClass } from '@/components/ui/button-styles';
import { fieldClass, labelClass } from '@/components/ui/form-styles';
import { ApiRequestError } from '@/lib/api-client';
import { useSetAuctionEstimate } from '../api/admin-auctions';

/**
 * The owner's estimate of a scheduled or open auction (both amounts, or both blank for none): shown
 * to shoppers beside the auction. The server names a bad amount (400) or an auction already over (409).
 */
export function EstimateForm({
  auction,
  csrfToken,
  onDone,
}: {
  auction: AdminAuction;
  csrfToken: string;
  onDone: () => void;
}) {
  const id = useId();
  const [low, setLow] = useState(auction.estimate?.low ?? '');
  const [high, setHigh] = useState(auction.estimate?.high ?? '');
  const save = useSetAuctionEstimate(csrfToken);
  const error =
    save.error instanceof ApiRequestError
      ? save.error.serverMessage
      : save.error
        ? 'The estimate could not be saved: try again'
        : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: auction.id, low, high }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} aria-label="Estimate" className="mt-4 grid gap-3 sm:grid-cols-3">
      <label className={labelClass} htmlFor={`${id}-low`}>
        Estimate from (USD)
        <input
          id={`${id}-low`}
          inputMode="decimal"
          value={low}
          onChange={(e) => setLow(e.target.value)}
          className={fieldClass}
        />
      </label>
      <label className={labelClass} htmlFor={`${id}-high`}>
        Estimate to (USD)
        <input
          id={`${id}-high`}
          inputMode="decimal"
          value={high}
          onChange={(e) => setHigh(e.target.value)}
          className={fieldClass}
        />
      </label>
      <div className="flex items-end gap-3">
        <button type="submit" disabled={save.isPending} className={buttonClass('solid')}>
          {save.isPending ? 'Saving...' : 'Save estimate'}
        </button>
        <button type="button" className={buttonClass('outline')} onClick={onDone}>
          Close
        </button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-800 sm:col-span-3">
          {error}
        </p>
      )}
    </form>
  );
}
