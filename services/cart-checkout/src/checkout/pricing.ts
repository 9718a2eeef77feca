import { SHIPPING_PER_ITEM_CENTS } from '@atelier/contracts';

/** A line as held and priced: the unit price comes from the read model, never from the client. */
export interface PricedLine {
  productId: number;
  name: string;
  unitPrice: string;
  quantity: number;
}

export interface Totals {
  subtotalCents: number;
  shippingCents: number;
  /** US sales tax for the delivery address (0 until it is known). */
  taxCents: number;
  /** Always subtotal + shipping + tax, to the cent (a CHECK constraint holds it in the database). */
  totalCents: number;
}

/** "4800.00" -> 480000, exactly (no floating point on money). */
export const toCents = (decimal: string): number => {
  const [whole, fraction = ''] = decimal.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};

export const formatCents = (cents: number): string =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Spec section 9: subtotal (price x quantity) plus $200 shipping per item; tax once the address is known. */
export function totalsOf(lines: PricedLine[], taxCents = 0): Totals {
  const subtotalCents = lines.reduce((sum, line) => sum + toCents(line.unitPrice) * line.quantity, 0);
  const items = lines.reduce((sum, line) => sum + line.quantity, 0);
  const shippingCents = items * SHIPPING_PER_ITEM_CENTS;
  return { subtotalCents, shippingCents, taxCents, totalCents: subtotalCents + shippingCents + taxCents };
}

/** The amounts as the API answers them ("4800.00"). */
export const formatTotals = (totals: Totals) => ({
  subtotal: formatCents(totals.subtotalCents),
  shipping: formatCents(totals.shippingCents),
  tax: formatCents(totals.taxCents),
  total: formatCents(totals.totalCents),
});
