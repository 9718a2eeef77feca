import { type FormEvent, useState } from 'react';
import { CARRIERS, resolveCarrier, trackingUrlOf } from '@atelier/contracts';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { fieldClass, labelClass } from '@/components/ui/form-styles';
import { useFormErrors } from '@/components/ui/use-form-errors';
import { useUpdateOrderStatus } from '../api/update-order-status';
import type { OrderDialogProps } from './order-dialog-props';

const OTHER = 'other';
const GROUPS = [
  ['parcel', 'Parcel'],
  ['freight', 'Freight'],
  ['white-glove', 'White glove'],
] as const;

/**
 * Mark shipped, confirmed with what it does: the carrier (one of the list, or typed when it is
 * another) and the tracking number, then the buyer is texted and emailed the tracking link.
 */
export function ShipOrderDialog({ order, csrfToken, onClose }: OrderDialogProps) {
  const ship = useUpdateOrderStatus();
  const errors = useFormErrors(['carrier', 'trackingNumber'] as const, 'ship');
  const [carrierId, setCarrierId] = useState<string>(CARRIERS[0].id);
  const [otherCarrier, setOtherCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const carrier = carrierId === OTHER ? otherCarrier : carrierId;
  const complete = carrier.trim() !== '' && trackingNumber.trim() !== '';
  const link = complete ? trackingUrlOf(resolveCarrier(carrier).trackingUrl, trackingNumber) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    ship.mutate(
      { id: order.id, patch: { status: 'shipped', carrier, trackingNumber }, csrfToken },
      errors.saveCallbacks(
        event.currentTarget,
        { saved: `Order ${order.number} marked shipped`, failed: 'Failed to mark the order shipped' },
        onClose,
      ),
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
      <label className={labelClass}>
        Carrier
        <select
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
        <FormField
          label="Carrier name"
          name="carrier"
          helpers={errors}
          value={otherCarrier}
          onChange={(event) => setOtherCarrier(event.target.value)}
        />
      )}
      <FormField
        label="Tracking or booking number"
        name="trackingNumber"
        helpers={errors}
        autoComplete="off"
        value={trackingNumber}
        onChange={(event) => setTrackingNumber(event.target.value)}
      />
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
        ) : complete ? (
          'This carrier has no tracking page the store knows: the buyer is given the number to quote.'
        ) : (
          'The buyer’s tracking link shows here once the number is in.'
        )}
      </p>
    </FormDialog>
  );
}
