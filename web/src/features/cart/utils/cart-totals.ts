import { type CartLine, SHIPPING_PER_ITEM_CENTS } from '@atelier/contracts';

/** Spec section 9: subtotal (price x quantity), $200 shipping per item, total. In dollars. */
export function cartTotals(lines: CartLine[]) {
  const subtotal = lines.reduce((sum, line) => sum + Number(line.product.price) * line.quantity, 0);
  const items = lines.reduce((sum, line) => sum + line.quantity, 0);
  const shipping = (items * SHIPPING_PER_ITEM_CENTS) / 100;
  return { subtotal, shipping, total: subtotal + shipping, items };
}
