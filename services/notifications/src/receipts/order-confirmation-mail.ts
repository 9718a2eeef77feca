import type { OrderReceipt } from '@atelier/contracts';
import { html } from './html.js';
import { addressBlock, button, mailDocument, paragraph, piecesTable, totalsTable } from './receipt-layout.js';
import { addressText, type ComposedMail, receiptText, subjectLine, textMail } from './receipt-text.js';
import { receiptView } from './receipt-view.js';

/** The order confirmation: sent once the payment is confirmed (checkout.order.paid). */
export function orderConfirmationMail(receipt: OrderReceipt, publicOrigin: string): ComposedMail {
  const view = receiptView(receipt, publicOrigin);
  const greeting = view.recipientName ? `Thank you, ${view.recipientName}.` : 'Thank you.';
  const intro = `Your order ${view.orderNumber} is confirmed and paid. We will write again when it ships, with its tracking.`;
  return {
    subject: subjectLine(`Your Atelier order ${view.orderNumber} is confirmed`),
    html: mailDocument({
      title: 'Thank you for your purchase',
      preview: intro,
      body: html`${paragraph(greeting)}${paragraph(intro)}${button(view.orderUrl, 'View your order')}
      ${piecesTable(view)}${totalsTable(view)}${addressBlock(view)}`,
    }),
    text: textMail(
      'Thank you for your purchase',
      `${greeting}\n${intro}`,
      receiptText(view),
      addressText(view),
      `View your order: ${view.orderUrl}`,
    ),
  };
}
