import type { PieceEnquiryRequest } from '@atelier/contracts';
import { html } from '../receipts/html.js';
import { storeAddress } from '../receipts/links.js';
import { button, link, mailDocument, paragraph } from '../receipts/receipt-layout.js';
import { type ComposedMail, subjectLine } from '../receipts/receipt-text.js';

const OWNER_FOOTER = html`Atelier · a question from the piece's page ('Ask about this piece').<br />Answer the
  collector at the address they gave; it is also in the dashboard's Custom Orders.`;

/**
 * The owner's mail about a collector's question on a piece: who asks, their address (a mailto link
 * to answer), the question as written and the piece's page. Every value is the collector's own
 * text, escaped by the html tag; the piece's address is made from its id alone.
 */
export function pieceEnquiryMail(
  productId: number,
  enquiry: PieceEnquiryRequest,
  publicOrigin: string,
): ComposedMail {
  const pieceUrl = storeAddress(`/product/${productId}`, publicOrigin);
  const adminUrl = storeAddress('/admin?section=custom-orders', publicOrigin);
  const intro = `${enquiry.name} asks about ${enquiry.pieceName}.`;
  const mailto = `mailto:${encodeURIComponent(enquiry.email).replace(/%40/g, '@')}`;
  return {
    subject: subjectLine(`Question about ${enquiry.pieceName} from ${enquiry.name}`),
    html: mailDocument({
      title: 'A question about a piece',
      preview: intro,
      body: html`${paragraph(intro)} ${paragraph(html`From ${enquiry.name}, ${link(mailto, enquiry.email)}`)}
        <blockquote
          style="margin:0 0 24px;padding:12px 16px;border-left:3px solid #7a5c32;font-family:Inter, 'Helvetica Neue', Helvetica, Arial, sans-serif;font-size:15px;line-height:1.6;color:#1c1a17;white-space:pre-line"
        >
          ${enquiry.message}
        </blockquote>
        ${button(pieceUrl, `See ${enquiry.pieceName}`)}
        ${paragraph(html`Every question is listed in ${link(adminUrl, "the dashboard's Custom Orders")}.`)}`,
      footer: OWNER_FOOTER,
    }),
    text:
      [
        'ATELIER',
        'A question about a piece',
        intro,
        `From: ${enquiry.name} <${enquiry.email}>`,
        enquiry.message,
        `The piece: ${enquiry.pieceName}, ${pieceUrl}`,
        `In the dashboard: ${adminUrl}`,
      ].join('\n\n') + '\n',
  };
}
