import type { CheckoutConfig, CheckoutFormInput, PaymentIntentAnswer } from '@atelier/contracts';
import { toast } from '@/components/ui/use-toast';
import { formatPrice } from '@/lib/format';
import { DeliveryFormCards } from '@/components/delivery-form/delivery-form-cards';
import { CheckoutSummary, type SummaryLine } from './checkout-summary';
import { HoldTimer } from './hold-timer';
import { PaymentDetails } from './payment-details';
import { useCheckoutDraft } from './use-checkout-draft';

type CheckoutPaymentStepProps = {
  config: CheckoutConfig;
  /** The opened checkout: its intent, server-computed totals and hold. */
  paid: PaymentIntentAnswer;
  /** Where the provider returns the shopper when it must redirect (spec section 7). */
  returnPath: string;
  summaryLines: SummaryLine[];
  /** The card was charged; the delivery details the shopper gave come along. */
  onPaid: (details: CheckoutFormInput) => Promise<void> | void;
};

/**
 * What both checkouts show once a checkout is open: how long the pieces stay reserved, where to
 * deliver (the spec's form), the card, and the order summary with the sales tax of the delivery
 * address. Pay checks the form and the card, sends the details with begin-payment (which prices the
 * tax and keeps the pieces reserved for the full time), then charges the card.
 */
export function CheckoutPaymentStep({
  config,
  paid,
  returnPath,
  summaryLines,
  onPaid,
}: CheckoutPaymentStepProps) {
  const { draft, errors, change, validate, salesTax, startPayment, extendedHoldEnd, providerShipping } =
    useCheckoutDraft(paid.paymentIntentId);
  // The server's totals; once the delivery address is known, with its sales tax.
  const totals = salesTax.status === 'quoted' ? salesTax.totals : paid;
  return (
    <>
      <div className="mt-6 max-w-2xl">
        <HoldTimer
          expiresAt={extendedHoldEnd ?? paid.holdExpiresAt}
          minutesOncePaying={extendedHoldEnd ? undefined : config.holdMinutes}
        />
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-6">
          <DeliveryFormCards draft={draft} errors={errors} onChange={change} />
          <PaymentDetails
            config={config}
            clientSecret={paid.clientSecret}
            paymentIntentId={paid.paymentIntentId}
            payLabel={`Pay ${formatPrice(totals.total)}`}
            returnPath={returnPath}
            validate={validate}
            beforePay={() => startPayment(totals.total)}
            shipping={providerShipping}
            onPaid={() => onPaid(draft)}
            onFailed={(message) =>
              toast({ title: 'Payment Failed', description: message, variant: 'destructive' })
            }
          />
        </div>
        <CheckoutSummary sticky lines={summaryLines} totals={totals} salesTax={salesTax} />
      </div>
    </>
  );
}
