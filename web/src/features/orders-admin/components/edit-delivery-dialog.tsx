import { type FormEvent, useState } from 'react';
import { type Address, apiErrorSchema, type Order } from '@atelier/contracts';
import { toastFailure } from '@/components/ui/failure-toast';
import {
  type CheckoutDraft,
  DeliveryFormCards,
  emptyDraft,
  type FormErrors,
} from '@/components/delivery-form/delivery-form-cards';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/components/ui/use-toast';
import { ApiRequestError } from '@/lib/api-client';
import { useChangeDelivery } from '../api/change-delivery';
import type { OrderDialogProps } from './order-dialog-props';

const sameAddress = (a: Address | null, b: Address | null) => JSON.stringify(a) === JSON.stringify(b);

/** The order's delivery details as the form edits them (what the buyer gave, or blank). */
const draftOf = (order: Order): CheckoutDraft => ({
  recipientName: order.recipientName ?? '',
  recipientEmail: order.recipientEmail ?? '',
  recipientPhone: order.recipientPhone ?? '',
  billingAddress: order.billingAddress ?? emptyDraft.billingAddress,
  shippingAddress: order.shippingAddress ?? emptyDraft.shippingAddress,
  sameAsbilling: order.billingAddress !== null && sameAddress(order.billingAddress, order.shippingAddress),
  deliveryInstructions: order.deliveryInstructions ?? '',
});

/** The API's messages, each under the field its path names ('billingAddress.city', 'shippingAddress'). */
function apiIssues(error: Error): FormErrors {
  if (!(error instanceof ApiRequestError)) return {};
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(error.body));
    return parsed.success
      ? Object.fromEntries((parsed.data.issues ?? []).map((i) => [i.path, i.message]))
      : {};
  } catch {
    return {};
  }
}

/**
 * The owner corrects whom and where a paid order goes, before it ships (PATCH /api/orders/{id}/delivery).
 * The form is the checkout's; what is wrong is said by the API, under each field.
 */
export function EditDeliveryDialog({ order, csrfToken, onClose }: OrderDialogProps) {
  const change = useChangeDelivery();
  const [draft, setDraft] = useState(() => draftOf(order));
  const [errors, setErrors] = useState<FormErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change.mutate(
      { id: order.id, details: draft, csrfToken },
      {
        onSuccess: () => {
          toast({ title: `Delivery details of ${order.number} saved` });
          onClose();
        },
        onError: (error) => {
          const found = apiIssues(error);
          setErrors(found);
          if (Object.keys(found).length === 0)
            return toastFailure('Failed to save the delivery details', error, 'Please try again.');
          setTimeout(
            () => document.querySelector<HTMLElement>('[role="dialog"] [aria-invalid="true"]')?.focus(),
            0,
          );
        },
      },
    );
  };

  return (
    <FormDialog
      title={`Delivery of ${order.number}`}
      description="Correct whom and where this order goes. It can change until the order ships."
      width="2xl"
      onSubmit={submit}
      busy={change.isPending ? 'Saving...' : null}
      submit="Save delivery details"
      onClose={onClose}
    >
      <DeliveryFormCards draft={draft} errors={errors} onChange={setDraft} />
    </FormDialog>
  );
}
