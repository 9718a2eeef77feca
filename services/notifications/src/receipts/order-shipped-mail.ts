import type { OrderReceipt } from '@atelier/contracts';
import { html } from './html.js';
import { webAddress } from './links.js';
import {
  addressBlock,
  button,
  link,
  mailDocument,
  paragraph,
  piecesTable,
  totalsTable,
} from './receipt-layout.js';
import { addressText, type ComposedMail, receiptText, subjectLine, textMail } from './receipt-text.js';
import { receiptView } from './receipt-view.js';

export interface Shipment {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

/** The shipping notice (checkout.order.shipped): the carrier, the tracking number and its link. */
export function orderShippedMail(
  receipt: OrderReceipt,
  shipment: Shipment,
  publicOrigin: string,
): ComposedMail {
  const view = receiptView(receipt, publicOrigin);
  const trackingUrl = webAddress(shipment.trackingUrl);
  const intro = `Your order ${view.orderNumber} is on its way with ${shipment.carrier}.`;
  const tracking = `Tracking number: ${shipment.trackingNumber}`;
  return {
    subject: subjectLine(`Your Atelier order ${view.orderNumber} has shipped`),
    html: mailDocument({
      title: 'Your order has shipped',
      preview: intro,
      body: html`${paragraph(intro)}${paragraph(html`Tracking number: <strong>${shipment.trackingNumber}</strong>`)}
      ${trackingUrl ? button(trackingUrl, 'Track your delivery') : ''}
      ${paragraph(html`Your order and its timeline are on ${link(view.orderUrl, 'your order page')}.`)}
      ${addressBlock(view)}${piecesTable(view)}${totalsTable(view)}`,
    }),
    text: textMail(
      'Your order has shipped',
      `${intro}\n${tracking}`,
      trackingUrl && `Track your delivery: ${trackingUrl}`,
      addressText(view),
      receiptText(view),
      `Your order: ${view.orderUrl}`,
    ),
  };
}
