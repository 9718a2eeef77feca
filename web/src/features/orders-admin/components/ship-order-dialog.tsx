import { type FormEvent, useState } from 'react';
import { CARRIERS, type Order, resolveCarrier, trackingUrlOf } from '@atelier/contracts';
import { FieldError, invalidProps } from '@/components/ui/field-error';
import { FormDialog } from '@/components/ui/form-dialog';
import { fieldClass, labelClass } from '@/components/ui/form-styles';
import { toast } from '@/components/ui/use-toast';
import { ApiRequestError } from '@/lib/api-client';
import { apiFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useUpdateOrderStatus } from '../api/update-order-status';

const OTHER = 'other';
const GROUPS = [
  ['parcel', 'Parcel'],
  ['freight', 'Freight'],
  ['white-glove', 'White glove'],
] as const;
type Field = 'carrier' | 'trackingNumber';

/**
 * Mark shipped, confirmed with what it does: the carrier (one of the list, or typed when it is
 * another) and the tracking number, then the buyer is texted and emailed the tracking link.
 */
export function ShipOrderDialog({
  order,
  csrfToken,
  onClose,
}: {
  order: Order;
  csrfToken: string;
  onClose: () => void;
}) {
  const ship = useUpdateOrderStatus();
  const [carrierId, setCarrierId] = useState<string>(CARRIERS[0].id);
  const [otherCarrier, setOtherCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const carrier = carrierId === OTHER ? otherCarrier : carrierId;
  const link =
    carrier.trim() && trackingNumber.trim()
      ? trackingUrlOf(resolveCarrier(carrier).trackingUrl, trackingNumber)
      : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    ship.mutate(
      { id: order.id, patch: { status: 'shipped', carrier, trackingNumber }, csrfToken },
      {
        onSuccess: (saved) => {
          toast({
            title: `Order ${saved.number} marked shipped`,
            description: 'The buyer is texted and emailed the tracking link.',
          });
          onClose();
        },
        onError: (error) => {
          const found = apiFieldErrors(['carrier', 'trackingNumber'] as const, error);
          setErrors(found);
          if (Object.keys(found).length === 0)
            toast({
              title: 'Failed to mark the order shipped',
              description: error instanceof ApiRequestError ? error.serverMessage : 'Please try again.',
              variant: 'destructive',
            });
        },
      },
    );
  };

  return (
    <FormDialog
      title={`Ship ${order.number}`}
      description={`${order.recipientName ?? 'The buyer'} will be texted and emailed the carrier and a link to follow the delivery.`}
      width="lg"
      onSubmit={submit}
      busy={ship.isPending ? 'Saving...' : null}
      submit="Mark shipped and notify the buyer"
      onClose={onClose}
    >
      <label className={labelClass} htmlFor="ship-carrier">
        Carrier
        <select
          id="ship-carrier"
          name="carrierId"
          value={carrierId}
          onChange={(event) => setCarrierId(event.target.value)}
          className={fieldClass}
        >
          {GROUPS.map(([kind, label]) => (
            <optgroup key={kind} label={label}>
              {CARRIERS.filter((c) => c.kind === kind).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </optgroup>
          ))}
          <option value={OTHER}>Another carrier (type its name)</option>
        </select>
      </label>
      {carrierId === OTHER && (
        <label className={labelClass} htmlFor="ship-carrier-name">
          Carrier name
          <input
            id="ship-carrier-name"
            name="carrier"
            value={otherCarrier}
            onChange={(event) => setOtherCarrier(event.target.value)}
            className={fieldClass}
            {...invalidProps('ship-carrier-error', errors.carrier)}
          />
          <FieldError id="ship-carrier-error" message={errors.carrier} />
        </label>
      )}
      <label className={labelClass} htmlFor="ship-tracking">
        Tracking or booking number
        <input
          id="ship-tracking"
          name="trackingNumber"
          value={trackingNumber}
          autoComplete="off"
          onChange={(event) => setTrackingNumber(event.target.value)}
          className={`${fieldClass} font-mono`}
          {...invalidProps('ship-tracking-error', errors.trackingNumber)}
        />
        <FieldError id="ship-tracking-error" message={errors.trackingNumber} />
      </label>
      <p className="text-sm text-ink/70" data-testid="ship-tracking-link">
        {link ? (
          <>
            The buyer’s link:{' '}
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              className="break-all underline underline-offset-2"
            >
              {link}
            </a>
          </>
        ) : carrier.trim() && trackingNumber.trim() ? (
          'This carrier has no tracking page the store knows: the buyer is given the number to quote.'
        ) : (
          'The buyer’s tracking link shows here once the number is in.'
        )}
      </p>
    </FormDialog>
  );
}
