import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { LoadError } from '@/components/ui/load-error';
import { PageStatus } from '@/components/ui/page-status';
import { toast } from '@/components/ui/use-toast';
import { useQueryClient } from '@tanstack/react-query';
import { cartQueryOptions } from '@/features/cart/api/get-cart';
import { useProductIntent } from '@/features/checkout/api/create-payment-intent';
import { useCheckoutConfig } from '@/features/checkout/api/get-checkout-config';
import { processPayment } from '@/features/checkout/api/process-payment';
import { CheckoutPaymentStep } from '@/features/checkout/components/checkout-payment-step';
import { UnavailablePiece } from '@/features/checkout/components/unavailable-piece';
import { useProduct } from '@/features/products/api/get-product';
import { ApiRequestError, isNotFound } from '@/lib/api-client';
import { productsQueryOptions } from '@/lib/api/get-products';
import { NotFoundMessage } from './not-found';
import { usePageId } from './use-page-id';

/**
 * Single-product checkout (spec section 2): quantity fixed at 1, back to /purchase-success after
 * paying. It asks where to deliver before the card is charged, exactly as the cart checkout does
 * (the spec's page had only the card, and the house could not deliver what was paid for).
 */
export function CheckoutRoute() {
  const { id, valid: validId } = usePageId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const product = useProduct(id, validId);
  const config = useCheckoutConfig();
  const intent = useProductIntent(id, product.isSuccess && product.data.quantity > 0);

  // Spec section 4 logs a failed intent and stays on 'Preparing checkout...' for ever; here the
  // page says what happened instead (sold, reserved, too many checkouts, the provider down).
  useEffect(() => {
    if (intent.error) console.error('create-payment-intent failed', intent.error);
  }, [intent.error]);

  if (!validId || (product.isError && isNotFound(product.error)))
    return <NotFoundMessage title="Product Not Found" />;
  if (product.isPending) return <PageStatus>Loading checkout...</PageStatus>;
  if (product.isError) return <LoadError title="Checkout could not be loaded" query={product} />;
  const refusal = intent.error instanceof ApiRequestError ? intent.error : null;
  if (product.data.quantity <= 0 || refusal?.status === 409)
    return (
      <div className="px-5 py-10 sm:px-8 md:py-14">
        <title>{`Checkout: ${product.data.name} | Atelier`}</title>
        <UnavailablePiece piece={product.data} refusal={refusal?.serverMessage} />
      </div>
    );
  if (intent.isError)
    return (
      <LoadError
        title={refusal?.status === 429 ? refusal.serverMessage : 'Checkout could not be prepared'}
        query={intent}
      />
    );
  if (!intent.data || !config.data) return <PageStatus>Preparing checkout...</PageStatus>;

  const item = product.data;
  const paid = intent.data;
  const purchaseSuccess = `/purchase-success?payment_intent=${encodeURIComponent(paid.paymentIntentId)}`;
  return (
    <div className="px-5 py-10 sm:px-8 md:py-14">
      <title>{`Checkout: ${item.name} | Atelier`}</title>
      <div className="mx-auto max-w-7xl">
        <BackLink to={`/product/${item.id}`} className="mb-8">
          Back to Product
        </BackLink>
        <h1 className="font-display text-5xl">Secure Checkout</h1>
        <p className="mt-2 text-ink/70">Complete your purchase safely and securely</p>
        <CheckoutPaymentStep
          config={config.data}
          paid={paid}
          returnPath="/purchase-success"
          summaryLines={[
            { key: item.id, name: item.name, price: item.price, quantity: 1, imageRef: item.imageUrls[0] },
          ]}
          onPaid={async (details) => {
            toast({ title: 'Payment Successful', description: 'Thank you for your purchase!' });
            // Where it goes, stored on the order (once; begin-payment already gave it to the checkout).
            await processPayment(paid.paymentIntentId, details).catch(() => undefined);
            // The piece's stock changed; the cart may have held it.
            void queryClient.invalidateQueries({ queryKey: productsQueryOptions().queryKey });
            void queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey });
            void navigate(purchaseSuccess);
          }}
        />
      </div>
    </div>
  );
}

export { CheckoutRoute as Component };
