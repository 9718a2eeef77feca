import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OrderConfirmation } from '@atelier/contracts';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { buttonClass } from '@/components/ui/button-styles';
import { PageStatus } from '@/components/ui/page-status';
import { formatPrice } from '@/lib/format';
import { CheckoutSummary } from './checkout-summary';

/**
 * What a buyer sees of one payment: the order (number, pieces, totals with the sales tax, where it
 * goes, what happened since: shipped with its tracking link, delivered, refunds; what happens next
 * while it waits to ship), or why there is none yet. `deliveryForm` asks for the address when the
 * order has none.
 */
export function OrderConfirmationView({
  answer,
  deliveryForm,
}: {
  answer: OrderConfirmation | undefined;
  deliveryForm?: ReactNode;
}) {
  if (!answer || answer.state === 'failed')
    return (
      <ConfirmationMessage
        title="We could not find this payment"
        text="If you were charged, please contact us and we will sort it out."
      />
    );
  if (answer.state === 'processing')
    return <PageStatus>Your payment is being confirmed by the card provider...</PageStatus>;
  if (answer.state === 'refunded')
    return (
      <ConfirmationMessage
        title="Your payment has been refunded"
        text="The piece was no longer reserved for you when your payment arrived, so we gave your money back in full. We are sorry."
      />
    );
  const order = answer.order!;
  return (
    <div className="px-5 py-14 sm:px-8">
      <title>{`Order ${order.number} | Atelier`}</title>
      <div className="mx-auto max-w-3xl">
        <p className="text-xs tracking-[0.2em] text-brass-700 uppercase">Order confirmation</p>
        <h1 className="mt-2 font-display text-5xl">Thank you for your purchase</h1>
        <p className="mt-3 text-ink/70">
          Order <strong data-testid="order-number">{order.number}</strong> is confirmed.
        </p>
        <div className="mt-8">
          <CheckoutSummary
            lines={order.lines.map((line) => ({
              key: line.productId,
              name: line.name,
              imageRef: line.imageUrl ?? undefined,
              price: line.unitPrice,
              quantity: line.quantity,
            }))}
            totals={order}
          />
          {order.refunded !== '0.00' && (
            <p className="mt-3 text-sm" data-testid="order-refunded">
              Refunded to your card: <strong>{formatPrice(order.refunded)}</strong>
            </p>
          )}
        </div>
        <section aria-labelledby="order-progress" className="mt-8 border border-ink/15 p-6">
          <h2 id="order-progress" className="font-display text-2xl">
            Your order
          </h2>
          <div className="mt-4">
            <OrderTimeline entries={order.timeline} headingId="order-progress" />
          </div>
        </section>
        {order.recipientEmail === null && deliveryForm && <div className="mt-10">{deliveryForm}</div>}
        {order.shippingAddress && (
          <section aria-labelledby="delivery-address" className="mt-8 border border-ink/15 p-6">
            <h2 id="delivery-address" className="font-display text-2xl">
              Delivering to
            </h2>
            <address className="mt-3 leading-relaxed text-ink/80 not-italic" data-testid="delivery-address">
              {order.recipientName}
              <br />
              {order.shippingAddress.street}
              <br />
              {order.shippingAddress.city}, {order.shippingAddress.state} {order.shippingAddress.zipCode}
            </address>
          </section>
        )}
        {order.status === 'paid' && (
          <section className="mt-8 space-y-2 text-ink/80">
            <h2 className="font-display text-2xl">What happens next</h2>
            <p>
              {order.recipientEmail
                ? `The card provider e-mails your receipt to ${order.recipientEmail}, with a link back to this page.`
                : 'The card provider e-mails your receipt, with a link back to this page.'}{' '}
              Each piece is wrapped in its own protective packaging and shipped within the USA. Delivery is
              white-glove: our team will call you to arrange a day and time, then carry the piece in and place
              it for you. When it ships, this page shows the carrier and a link to follow it.
            </p>
          </section>
        )}
        <Link to="/" className={buttonClass('solid', 'mt-10')}>
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}

export function ConfirmationMessage({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-5 py-24 text-center">
      <title>{`${title} | Atelier`}</title>
      <h1 className="font-display text-4xl">{title}</h1>
      <p className="mt-5 text-ink/70">{text}</p>
      <Link to="/" className={buttonClass('solid', 'mt-10')}>
        Return Home
      </Link>
    </div>
  );
}
