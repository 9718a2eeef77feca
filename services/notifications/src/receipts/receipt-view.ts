import type { OrderReceipt } from '@atelier/contracts';
import { mailImageAddress, storeAddress } from './links.js';
import { cents, centsAsDollars, dollars } from './money.js';

export interface ReceiptLineView {
  name: string;
  imageUrl: string | null;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
}

/** What every receipt mail shows of an order, formatted, with absolute links: still untrusted text. */
export interface ReceiptView {
  orderNumber: string;
  orderUrl: string;
  recipientName: string | null;
  lines: ReceiptLineView[];
  /** Label and amount, in order: subtotal, shipping, tax, total, then refunded and net once refunded. */
  totals: Array<{ label: string; amount: string; strong?: boolean }>;
  /** The delivery address, line by line. */
  address: string[] | null;
}

function totalsOf(receipt: OrderReceipt): ReceiptView['totals'] {
  const totals: ReceiptView['totals'] = [
    { label: 'Subtotal', amount: dollars(receipt.subtotal) },
    { label: 'Shipping', amount: dollars(receipt.shipping) },
    { label: 'Tax', amount: dollars(receipt.tax) },
    { label: 'Total', amount: dollars(receipt.total), strong: true },
  ];
  const total = cents(receipt.total);
  const refunded = cents(receipt.refunded);
  if (refunded !== null && refunded > 0) {
    totals.push({ label: 'Refunded', amount: `−${centsAsDollars(refunded)}` });
    if (total !== null)
      totals.push({ label: 'Net paid', amount: centsAsDollars(total - refunded), strong: true });
  }
  return totals;
}

export function receiptView(receipt: OrderReceipt, publicOrigin: string): ReceiptView {
  const address = receipt.shippingAddress;
  return {
    orderNumber: receipt.orderNumber,
    orderUrl: storeAddress(receipt.orderPath, publicOrigin),
    recipientName: receipt.recipientName?.trim() || null,
    lines: receipt.lines.map((line) => ({
      name: line.name,
      imageUrl: mailImageAddress(line.imageUrl, publicOrigin),
      quantity: line.quantity,
      unitPrice: dollars(line.unitPrice),
      lineTotal: dollars(line.lineTotal),
    })),
    totals: totalsOf(receipt),
    address: address && [
      ...(receipt.recipientName ? [receipt.recipientName] : []),
      address.street,
      `${address.city}, ${address.state} ${address.zipCode}`,
      'United States',
    ],
  };
}
