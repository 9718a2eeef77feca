import type { ReactNode } from 'react';
import type { CheckoutFormInput } from '@atelier/contracts';
import { US_STATES } from '@/lib/us-states';
import { DeliveryField } from './delivery-field';

export type AddressDraft = { street: string; city: string; state: string; zipCode: string; country: 'US' };
export type CheckoutDraft = Omit<CheckoutFormInput, 'billingAddress' | 'shippingAddress'> & {
  billingAddress: AddressDraft;
  shippingAddress: AddressDraft;
  sameAsbilling: boolean;
  deliveryInstructions: string;
};
export type FormErrors = Record<string, string>;

const emptyAddress: AddressDraft = { street: '', city: '', state: '', zipCode: '', country: 'US' };
export const emptyDraft: CheckoutDraft = {
  recipientName: '',
  recipientEmail: '',
  recipientPhone: '',
  billingAddress: emptyAddress,
  shippingAddress: emptyAddress,
  // Most collectors have a piece delivered where they are billed: start ticked (the API's default stays false).
  sameAsbilling: true,
  deliveryInstructions: '',
};

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border border-ink/15 p-6 sm:p-8">
      <legend className="px-2 font-display text-2xl">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

type Props = { draft: CheckoutDraft; errors: FormErrors; onChange: (draft: CheckoutDraft) => void };

/** Spec section 2: Recipient Information, Billing Address, Shipping Address, Special Delivery Instructions. */
export function DeliveryFormCards({ draft, errors, onChange }: Props) {
  const set = <K extends keyof CheckoutDraft>(key: K, value: CheckoutDraft[K]) =>
    onChange({ ...draft, [key]: value });
  type RecipientKey = 'recipientName' | 'recipientEmail' | 'recipientPhone';
  const recipient = (key: RecipientKey, label: string, auto: string, type?: 'email' | 'tel') => (
    <DeliveryField
      label={label}
      type={type}
      value={draft[key]}
      autoComplete={auto}
      error={errors[key]}
      onChange={(v) => set(key, v)}
    />
  );
  const address = (which: 'billingAddress' | 'shippingAddress', autoPrefix: string) => {
    const value = draft[which];
    const field = (key: keyof Omit<AddressDraft, 'country'>, label: string, auto: string) => (
      <DeliveryField
        label={label}
        value={value[key]}
        autoComplete={`${autoPrefix} ${auto}`}
        error={errors[`${which}.${key}`]}
        onChange={(v) => set(which, { ...value, [key]: v })}
        options={key === 'state' ? US_STATES : undefined}
      />
    );
    return (
      <>
        <div className="sm:col-span-2">{field('street', 'Street address', 'street-address')}</div>
        {field('city', 'City', 'address-level2')}
        {field('state', 'State', 'address-level1')}
        {field('zipCode', 'ZIP code', 'postal-code')}
        <div>
          <p className="block text-xs font-medium tracking-[0.12em] uppercase">Country</p>
          <p className="mt-1.5 px-3 py-2.5 text-sm">United States (we only ship within the USA)</p>
        </div>
      </>
    );
  };

  return (
    <div className="space-y-6">
      <Card title="Recipient Information">
        <div className="sm:col-span-2">{recipient('recipientName', 'Full name', 'name')}</div>
        {recipient('recipientEmail', 'Email', 'email', 'email')}
        {recipient('recipientPhone', 'Phone', 'tel', 'tel')}
      </Card>
      <Card title="Billing Address">{address('billingAddress', 'billing')}</Card>
      <label className="flex items-center gap-3 text-sm">
        <input
          type="checkbox"
          checked={draft.sameAsbilling}
          onChange={(event) => set('sameAsbilling', event.target.checked)}
          className="size-4 accent-ink"
        />
        Shipping address is the same as billing
      </label>
      {!draft.sameAsbilling && (
        <Card title="Shipping Address">
          {errors.shippingAddress && (
            <p role="alert" className="text-sm text-red-700 sm:col-span-2">
              {errors.shippingAddress}
            </p>
          )}
          {address('shippingAddress', 'shipping')}
        </Card>
      )}
      <fieldset className="border border-ink/15 p-6 sm:p-8">
        <legend className="px-2 font-display text-2xl">Special Delivery Instructions</legend>
        <label htmlFor="delivery-instructions" className="sr-only">
          Delivery instructions
        </label>
        <textarea
          id="delivery-instructions"
          rows={3}
          value={draft.deliveryInstructions}
          onChange={(event) => set('deliveryInstructions', event.target.value)}
          placeholder="Gate codes, stairs, the best time to deliver..."
          className="block w-full border border-ink/25 bg-white px-3 py-2.5 text-sm focus:outline-2 focus:outline-brass"
        />
      </fieldset>
    </div>
  );
}
