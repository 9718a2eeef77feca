import { type FormEvent, useState } from 'react';
import type { Order } from '@atelier/contracts';
import { FieldError, invalidProps } from '@/components/ui/field-error';
import { FormDialog } from '@/components/ui/form-dialog';
import { fieldClass, labelClass } from '@/components/ui/form-styles';
import { toast } from '@/components/ui/use-toast';
import { ApiRequestError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { apiFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useRefundOrder } from '../api/refund-order';

type Field = 'amount' | 'reason';

/** The API's refusal of an amount ("amount: $X is more than the $Y left…") belongs under the field. */
function refusalOf(error: Error): FieldErrors<Field> {
  const found = apiFieldErrors(['amount', 'reason'] as const, error);
  if (Object.keys(found).length > 0 || !(error instanceof ApiRequestError) || error.status !== 422)
    return found;
  const message = error.serverMessage;
  return message.startsWith('amount: ')
    ? { amount: `${message.charAt(8).toUpperCase()}${message.slice(9)}` }
    : {};
}

/**
 * Refund all or part of an order, confirmed with what it does: the amount (up to what is left), the
 * reason the buyer reads, and whether the pieces go back on sale. One idempotency key per opening of
 * the dialog: pressing Refund twice, or again after a lost answer, refunds once.
 */
export function RefundOrderDialog({
  order,
  csrfToken,
  onClose,
}: {
  order: Order;
  csrfToken: string;
  onClose: () => void;
}) {
  const refund = useRefundOrder();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState(order.refundable);
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const whole = amount.trim() === order.refundable;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    refund.mutate(
      { id: order.id, refund: { amount: amount.trim(), reason, restock, idempotencyKey }, csrfToken },
      {
        onSuccess: (saved) => {
          toast({
            title: `Refunded ${formatPrice(amount.trim())} on ${saved.number}`,
            description: saved.restocked && restock ? 'The pieces are back on sale.' : undefined,
          });
          onClose();
        },
        onError: (error) => {
          const found = refusalOf(error);
          setErrors(found);
          if (Object.keys(found).length === 0)
            toast({
              title: 'The refund was not made',
              description: error instanceof ApiRequestError ? error.serverMessage : 'Please try again.',
              variant: 'destructive',
            });
        },
      },
    );
  };

  return (
    <FormDialog
      title={`Refund ${order.number}`}
      description={`Gives money back to ${order.recipientName ?? 'the buyer'}'s card (emailed to them). ${formatPrice(order.refundable)} of ${formatPrice(order.total)} is left to refund.`}
      width="lg"
      onSubmit={submit}
      busy={refund.isPending ? 'Refunding...' : null}
      submit={whole ? 'Refund in full' : 'Refund'}
      onClose={onClose}
    >
      <label className={labelClass} htmlFor="refund-amount">
        Amount (USD)
        <input
          id="refund-amount"
          name="amount"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          className={fieldClass}
          {...invalidProps('refund-amount-error', errors.amount)}
        />
        <FieldError id="refund-amount-error" message={errors.amount} />
      </label>
      <label className={labelClass} htmlFor="refund-reason">
        Reason (the buyer reads it)
        <textarea
          id="refund-reason"
          name="reason"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className={fieldClass}
          {...invalidProps('refund-reason-error', errors.reason)}
        />
        <FieldError id="refund-reason-error" message={errors.reason} />
      </label>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          name="restock"
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
