import { type FormEvent, useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { useFormErrors } from '@/components/ui/use-form-errors';
import { formatPrice } from '@/lib/format';
import { useRefundOrder } from '../api/refund-order';
import type { OrderDialogProps } from './order-dialog-props';

/**
 * Refund all or part of an order, confirmed with what it does: the amount (up to what is left), the
 * reason the buyer reads, and whether the pieces go back on sale. One idempotency key per opening of
 * the dialog: pressing Refund twice, or again after a lost answer, refunds once. The API's refusals
 * (more than is left, say) show under the field they name.
 */
export function RefundOrderDialog({ order, csrfToken, onClose }: OrderDialogProps) {
  const refund = useRefundOrder();
  const errors = useFormErrors(['amount', 'reason'] as const, 'refund');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState(order.refundable);
  const [restock, setRestock] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    refund.mutate(
      { id: order.id, refund: { amount: amount.trim(), reason, restock, idempotencyKey }, csrfToken },
      errors.saveCallbacks(
        event.currentTarget,
        {
          saved: `Refunded ${formatPrice(amount.trim())} on ${order.number}`,
          failed: 'The refund was not made',
        },
        onClose,
      ),
    );
  };

  return (
    <FormDialog
      title={`Refund ${order.number}`}
      description={`Gives money back to ${order.recipientName ?? 'the buyer'}'s card (emailed to them). ${formatPrice(order.refundable)} of ${formatPrice(order.total)} is left to refund.`}
      width="lg"
      onSubmit={submit}
      busy={refund.isPending ? 'Refunding...' : null}
      submit={amount.trim() === order.refundable ? 'Refund in full' : 'Refund'}
      onClose={onClose}
    >
      <FormField
        label="Amount (USD)"
        name="amount"
        helpers={errors}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <FormField label="Reason (the buyer reads it)" name="reason" helpers={errors} rows={3} />
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          checked={restock}
          disabled={order.restocked}
          onChange={(event) => setRestock(event.target.checked)}
          className="mt-0.5 size-4 accent-ink"
        />
        <span>
          Put the {order.lines.length === 1 ? 'piece' : 'pieces'} back on sale
          <span className="block text-xs text-ink/60">
            {order.restocked
              ? 'Already back on sale with an earlier refund.'
              : order.lines.map((line) => line.name).join(', ')}
          </span>
        </span>
      </label>
    </FormDialog>
  );
}
