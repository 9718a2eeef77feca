import { type QueryKey, useQuery } from '@tanstack/react-query';
import { type Address, billingAddressSchema, type ChargeTotals } from '@atelier/contracts';
import { ApiRequestError } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { CheckoutDraft } from './delivery-form-cards';

/** Where the draft delivers (the billing address when shipping is the same); null until it is complete. */
export function deliveryAddressOf(draft: CheckoutDraft): Address | null {
  const parsed = billingAddressSchema.safeParse(
    draft.sameAsbilling ? draft.billingAddress : draft.shippingAddress,
  );
  return parsed.success ? parsed.data : null;
}

/** What the page can say of the sales tax: not yet (no address), being calculated, refused, or known. */
export type SalesTaxState =
  | { status: 'no-address' }
  | { status: 'pending' }
  | { status: 'failed'; message: string; retry: () => void }
  | { status: 'quoted'; totals: ChargeTotals };

/**
 * US sales tax follows the delivery address (issue 32 item 6): once the draft's address is complete
 * and has stopped changing for a moment, the server is asked what it owes (one quote per address,
 * kept for the visit). `scope` names whose total it is (a checkout's intent, a claim); `keyFor`
 * gives the cache key of an address, so Pay's own answer can be written there.
 */
export function useDeliveryTax(
  draft: CheckoutDraft,
  scope: QueryKey,
  quote: (address: Address, signal: AbortSignal) => Promise<ChargeTotals>,
) {
  // Debounced as text: the address object is new on every render.
  const typed = JSON.stringify(deliveryAddressOf(draft));
  const address = JSON.parse(useDebouncedValue(typed, 400)) as Address | null;
  const keyFor = (at: Address | null): QueryKey => [...scope, 'tax', at];
  const query = useQuery({
    queryKey: keyFor(address),
    queryFn: ({ signal }) => quote(address!, signal),
    enabled: address !== null,
    retry: false,
    staleTime: Infinity,
  });
  const state: SalesTaxState =
    address === null
      ? { status: 'no-address' }
      : query.isSuccess
        ? { status: 'quoted', totals: query.data }
        : query.isError
          ? { status: 'failed', message: taxProblem(query.error), retry: () => void query.refetch() }
          : { status: 'pending' };
  return { state, keyFor, address: deliveryAddressOf(draft) };
}

const taxProblem = (error: Error) =>
  error instanceof ApiRequestError && (error.status === 422 || error.status === 503)
    ? error.serverMessage
    : 'Sales tax could not be calculated. Please try again.';
