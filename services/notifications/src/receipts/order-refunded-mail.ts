import type { OrderReceipt } from '@atelier/contracts';
import { html } from './html.js';
import { dollars } from './money.js';
import { button, mailDocument, paragraph, piecesTable, totalsTable } from './receipt-layout.js';
import { type ComposedMail, receiptText, subjectLine, textMail } from './receipt-text.js';
import { receiptView } from './receipt-view.js';

export interface Refund {
  amount: string;
  reason: string;
  fullyRefunded: boolean;
}

/** The refund notice (checkout.order.refunded): how much, why, and the order's totals after it. */
export function orderRefundedMail(receipt: OrderReceipt, refund: Refund, publicOrigin: string): ComposedMail {
  const view = receiptView(receipt, publicOrigin);
  const amount = dollars(refund.amount);
  const intro = refund.fullyRefunded
    ? `We have refunded ${amount} for order ${view.orderNumber}: the order is refunded in full.`
    : `We have refunded ${amount} for order ${view.orderNumber}.`;
  const timing =
    'It goes back to the card you paid with; your bank may take 5 to 10 business days to show it.';
  const reason = refund.reason.trim();
  return {
    subject: subjectLine(`Refund of ${amount} for your Atelier order ${view.orderNumber}`),
    html: mailDocument({
      title: 'Your refund',
      preview: intro,
      body: html`${paragraph(intro)}${reason ? paragraph(html`Reason: ${reason}`) : ''}${paragraph(timing)}
      ${button(view.orderUrl, 'View your order')}${piecesTable(view)}${totalsTable(view)}`,
    }),
    text: textMail(
      'Your refund',
      [intro, reason && `Reason: ${reason}`, timing].filter(Boolean).join('\n'),
      receiptText(view),
      `View your order: ${view.orderUrl}`,
    ),
  };
}
