import { useEffect } from 'react';
import { useParams } from 'react-router';
import { confirmationTokenSchema } from '@atelier/contracts';
import { LoadError } from '@/components/ui/load-error';
import { PageStatus } from '@/components/ui/page-status';
import { useOrderConfirmation } from '@/features/checkout/api/get-order-confirmation';
import {
  ConfirmationMessage,
  OrderConfirmationView,
} from '@/features/checkout/components/order-confirmation-view';
import { isNotFound } from '@/lib/api-client';
import { rememberBoughtPieces } from '@/lib/bought-pieces';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * /orders/{token}: the order confirmation both checkouts end on, and the page the provider's receipt
 * links to. The token in the address is the only key, so it opens on any of the buyer's devices.
 */
export function OrderConfirmationRoute() {
  const token = useParams().token ?? '';
  const valid = confirmationTokenSchema.safeParse(token).success;
  const confirmation = useOrderConfirmation(token, valid);
  const hydrated = useHydrated();
  const order = confirmation.data?.state === 'paid' ? confirmation.data.order : undefined;
  useEffect(() => {
    if (order)
      rememberBoughtPieces(
        order.lines.map((line) => line.productId),
        `/orders/${token}`,
      );
  }, [order, token]);

  if (!valid || (confirmation.isError && isNotFound(confirmation.error)))
    return (
      <ConfirmationMessage
        title="We could not find this order"
        text="Please check the link in your receipt. If you were charged, contact us and we will sort it out."
      />
    );
  // A buyer's own order: never rendered on the server (no-store), loaded once in the browser.
  if (!hydrated || confirmation.isPending) return <PageStatus>Loading your order...</PageStatus>;
  if (confirmation.isError) return <LoadError title="Your order could not be loaded" query={confirmation} />;
  return (
    <>
      {/* A private page: never indexed, never cached by a crawler. */}
      <meta name="robots" content="noindex" />
      <OrderConfirmationView answer={confirmation.data} />
    </>
  );
}

export { OrderConfirmationRoute as Component };
