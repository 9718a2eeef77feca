import { type FormEvent, type InputHTMLAttributes, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { fieldClass, labelClass } from '@/components/ui/form-styles';
import {
  type AfterAuctionChange,
  type OpenAuctionFields,
  useBiddableProducts,
  useOpenAuction,
} from '../api/admin-auctions';

const empty = {
  productId: '',
  startingBid: '',
  minimumBidIncrement: '100',
  reservePrice: '',
  startsAt: '',
  endTime: '',
  estimateLow: '',
  estimateHigh: '',
};

/** Opens a timed auction of a piece with bidding enabled (set on the piece in Products). */
export function OpenAuctionForm({
  csrfToken,
  afterChange,
}: {
  csrfToken: string;
  afterChange?: AfterAuctionChange;
}) {
  const products = useBiddableProducts();
  const open = useOpenAuction(csrfToken, afterChange);
  const [fields, setFields] = useState(empty);
  const set = (name: keyof typeof empty) => (event: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: event.target.value }));
  /** A labelled input bound to one of the form's fields. */
  const field = (
    label: string,
    name: keyof typeof empty,
    attributes: InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <label className={labelClass}>
      {label}
      <input {...attributes} value={fields[name]} onChange={set(name)} className={fieldClass} />
    </label>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: OpenAuctionFields = { ...fields, productId: Number(fields.productId) };
    open.mutate(input, { onSuccess: () => setFields(empty) });
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Open an auction"
      className="grid gap-4 border border-ink/15 bg-white p-5 sm:grid-cols-2"
    >
      <h2 className="font-display text-3xl sm:col-span-2">Open an auction</h2>
      <label className={`${labelClass} sm:col-span-2`}>
        Piece (bidding enabled)
        <select required value={fields.productId} onChange={set('productId')} className={fieldClass}>
          <option value="">
            {products.data?.length === 0 ? 'No piece has bidding enabled' : 'Choose a piece'}
          </option>
          {products.data?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      {field('Starting bid (USD)', 'startingBid', { required: true, inputMode: 'decimal' })}
      {field('Minimum increment (USD)', 'minimumBidIncrement', { required: true, inputMode: 'decimal' })}
      {field('Hidden reserve (optional)', 'reservePrice', { inputMode: 'decimal' })}
      {field('Starts (empty: now)', 'startsAt', { type: 'datetime-local' })}
      {field('Ends', 'endTime', { required: true, type: 'datetime-local' })}
      {field('Estimate from (optional)', 'estimateLow', { inputMode: 'decimal' })}
      {field('Estimate to (optional)', 'estimateHigh', { inputMode: 'decimal' })}
      <div className="flex items-end">
        <button type="submit" disabled={open.isPending} className={buttonClass('solid', 'w-full')}>
          {open.isPending ? 'Opening...' : 'Open auction'}
        </button>
      </div>
    </form>
  );
}
