import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Loader2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { BackLink } from '@/components/ui/back-link';
import { PageStatus } from '@/components/ui/page-status';
import { toast } from '@/components/ui/use-toast';
import { cartQueryOptions, useCartWithEmptyRetries } from '@/features/cart/api/get-cart';
import { useCartIntent } from '@/features/checkout/api/create-payment-intent';
import { useCheckoutConfig } from '@/features/checkout/api/get-checkout-config';
import { processPayment } from '@/features/checkout/api/process-payment';
import { CheckoutPaymentStep } from '@/features/checkout/components/checkout-payment-step';
import { ApiRequestError } from '@/lib/api-client';
import { productsQueryOptions } from '@/lib/api/get-products';

// Spec section 9: 3 cart checks 500 ms apart; 2 s between success and the redirect home.
const CART_CHECKS = 3;
const CART_CHECK_MS = 500;
const REDIRECT_MS = 2000;

export function CartCheckoutRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The first read is the first of the 3 checks.
  const { cart, stillEmpty } = useCartWithEmptyRetries(CART_CHECKS - 1, CART_CHECK_MS);
  const hasLines = (cart.data?.length ?? 0) > 0;
  const config = useCheckoutConfig();
  const intent = useCartIntent(hasLines);
  const [done, setDone] = useState(false);

  // A cart emptied by the payment itself (cleared on payment) is no reason to warn.
  useEffect(() => {
    if (stillEmpty && !done)
      toast({ title: 'Cart is Empty', description: 'Please add items to your cart before checkout.' });
  }, [stillEmpty, done]);
  useEffect(() => {
    if (!intent.error) return;
    const conflict = intent.error instanceof ApiRequestError && intent.error.status === 409;
    toast(
      conflict
        ? {
            title: 'Out of Stock',
            description: (intent.error as ApiRequestError).serverMessage,
            variant: 'destructive',
          }
        : {
            title: 'Checkout Error',
            description: 'Unable to process checkout. Please add items to cart first.',
            variant: 'destructive',
          },
    );
  }, [intent.error]);

  if (done) return <PageStatus>Payment Successful. Taking you to your order...</PageStatus>;
  if (!hasLines || !intent.data || !config.data)
    return (
      <div className="px-5 py-10 sm:px-8">
        <BackToCart />
        <div role="status" className="flex flex-col items-center gap-4 py-32 text-ink/70">
          <Loader2 className="size-8 animate-spin" aria-hidden />
          Preparing checkout...
        </div>
      </div>
    );

  const paid = intent.data;
  return (
    <div className="px-5 py-10 sm:px-8 md:py-14">
      <title>Checkout | Atelier</title>
      <div className="mx-auto max-w-7xl">
        <BackToCart />
        <h1 className="font-display text-5xl">Checkout</h1>
        <p className="mt-2 text-ink/70">Complete your purchase</p>
        <CheckoutPaymentStep
          config={config.data}
          paid={paid}
          returnPath="/?payment=success"
          summaryLines={cart.data!.map((line) => ({
            key: line.id,
            name: line.product.name,
            price: line.product.price,
            quantity: line.quantity,
            imageRef: line.product.imageUrls[0],
          }))}
          onPaid={async (details) => {
            toast({ title: 'Payment Successful', description: 'Thank you for your purchase!' });
            setDone(true);
            try {
              await processPayment(paid.paymentIntentId, details);
            } catch {
              toast({
                title: 'Payment Successful',
                description:
                  'Payment completed but there was an issue processing your order. Please contact support.',
              });
            }
            // Stock changed and the cart was cleared on payment.
            void queryClient.invalidateQueries({ queryKey: productsQueryOptions().queryKey });
            void queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey });
            // The spec's address; the home page moves on to the order's confirmation from it.
            const home = `/?payment=success&payment_intent=${encodeURIComponent(paid.paymentIntentId)}`;
            setTimeout(() => void navigate(home), REDIRECT_MS);
          }}
        />
      </div>
    </div>
  );
}

function BackToCart() {
  return (
    <BackLink to="/cart" className="mb-8">
      Back to Cart
    </BackLink>
  );
}

export { CartCheckoutRoute as Component };
