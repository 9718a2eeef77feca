import { type FormEvent, useState } from 'react';
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
      <label className={labelClass}>
        Starting bid (USD)
        <input
          required
          inputMode="decimal"
          value={fields.startingBid}
          onChange={set('startingBid')}
          className={fieldClass}
        />
      </label>
      <label className={labelClass}>
        Minimum increment (USD)
        <input
          required
          inputMode="decimal"
          value={fields.minimumBidIncrement}
          onChange={set('minimumBidIncrement')}
          className={fieldClass}
        />
      </label>
      <label className={labelClass}>
        Hidden reserve (optional)
        <input
          inputMode="decimal"
          value={fields.reservePrice}
          onChange={set('reservePrice')}
          className={fieldClass}
        />
      </label>
      <label className={labelClass}>
        Starts (empty: now)
        <input
          type="datetime-local"
          value={fields.startsAt}
          onChange={set('startsAt')}
          className={fieldClass}
        />
      </label>
      <label className={labelClass}>
        Ends
        <input
          required
          type="datetime-local"
          value={fields.endTime}
          onChange={set('endTime')}
          className={fieldClass}
        />
      </label>
      <div className="flex items-end">
        <button type="submit" disabled={open.isPending} className={buttonClass('solid', 'w-full')}>
          {open.isPending ? 'Opening...' : 'Open auction'}
        </button>
      </div>
    </form>
  );
}
