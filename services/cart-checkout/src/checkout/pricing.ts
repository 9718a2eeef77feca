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
  totalCents: number;
}

/** "4800.00" -> 480000, exactly (no floating point on money). */
export const toCents = (decimal: string): number => {
  const [whole, fraction = ''] = decimal.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};

export const formatCents = (cents: number): string =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Spec section 9: subtotal (price x quantity) plus $200 shipping per item. */
export function totalsOf(lines: PricedLine[]): Totals {
  const subtotalCents = lines.reduce((sum, line) => sum + toCents(line.unitPrice) * line.quantity, 0);
  const items = lines.reduce((sum, line) => sum + line.quantity, 0);
  const shippingCents = items * SHIPPING_PER_ITEM_CENTS;
  return { subtotalCents, shippingCents, totalCents: subtotalCents + shippingCents };
}
