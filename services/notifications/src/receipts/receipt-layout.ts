import { html, type SafeHtml } from './html.js';
import type { ReceiptView } from './receipt-view.js';

// Mail clients keep little of a page's CSS: tables for layout, inline styles, web-safe fonts
// after the store's own, and the store's paper, ink and brass colours.
const SERIF = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
const SANS = "Inter, 'Helvetica Neue', Helvetica, Arial, sans-serif";
const INK = '#1c1a17';
const MUTED = '#5f5a52';
const BRASS = '#7a5c32';
const RULE = '#e4ddd0';

export const paragraph = (content: SafeHtml | string) =>
  html`<p style="margin:0 0 16px;font-family:${SANS};font-size:15px;line-height:1.6;color:${INK}">
    ${content}
  </p>`;

export const button = (href: string, label: string) =>
  html`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px">
    <tr>
      <td style="background:${INK}">
        <a
          href="${href}"
          style="display:inline-block;padding:14px 28px;font-family:${SANS};font-size:14px;letter-spacing:0.08em;text-transform:uppercase;color:#ffffff;text-decoration:none"
          >${label}</a
        >
      </td>
    </tr>
  </table>`;

export const link = (href: string, label: string) =>
  html`<a href="${href}" style="color:${BRASS};text-decoration:underline">${label}</a>`;

const heading = (text: string) =>
  html`<h2 style="margin:32px 0 12px;font-family:${SERIF};font-size:22px;font-weight:500;color:${INK}">
    ${text}
  </h2>`;

// Two columns, the amounts under the name: it reads the same on a phone's narrow screen.
function lineRow(line: ReceiptView['lines'][number]) {
  const image = line.imageUrl
    ? html`<img
        src="${line.imageUrl}"
        alt="${line.name}"
        width="88"
        style="display:block;width:88px;height:auto;border:0"
      />`
    : html`<div style="width:88px;height:88px;background:#ece5d9"></div>`;
  return html`<tr>
    <td width="104" valign="top" style="padding:12px 16px 12px 0;border-bottom:1px solid ${RULE}">
      ${image}
    </td>
    <td
      valign="top"
      style="padding:12px 0;border-bottom:1px solid ${RULE};font-family:${SANS};font-size:15px;line-height:1.5;color:${INK}"
    >
      <div style="font-family:${SERIF};font-size:19px;line-height:1.3">${line.name}</div>
      <div style="margin-top:4px;color:${MUTED};font-size:13px">${line.quantity} × ${line.unitPrice}</div>
      <div style="margin-top:4px;font-weight:600">${line.lineTotal}</div>
    </td>
  </tr>`;
}

/** The pieces ordered, each with its image, quantity, price and line total. */
export const piecesTable = (view: ReceiptView) =>
  html`${heading('Your pieces')}
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0">
      ${view.lines.map(lineRow)}
    </table>`;

/** Subtotal, shipping, tax and total (and what was refunded), right-aligned. */
export const totalsTable = (view: ReceiptView) =>
  html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:12px">
    ${view.totals.map(
      (row) =>
        html`<tr>
          <td align="right" style="padding:4px 16px 4px 0;font-family:${SANS};font-size:14px;color:${MUTED}">
            ${row.label}
          </td>
          <td
            align="right"
            width="120"
            style="padding:4px 0;font-family:${SANS};font-size:${row.strong ? '16px' : '14px'};font-weight:${row.strong ? '600' : '400'};color:${INK};white-space:nowrap"
          >
            ${row.amount}
          </td>
        </tr>`,
    )}
  </table>`;

export const addressBlock = (view: ReceiptView) =>
  view.address &&
  html`${heading('Delivering to')}
    <p style="margin:0;font-family:${SANS};font-size:15px;line-height:1.6;color:${INK}">
      ${view.address.map((line, index) => html`${index > 0 ? html`<br />` : ''}${line}`)}
    </p>`;

export interface MailDocument {
  /** The mail's title and headline. */
  title: string;
  /** The line mail clients show beside the subject in the inbox. */
  preview: string;
  body: SafeHtml;
  /** Why the reader gets it (default: a buyer's order; the owner's mails say their own). */
  footer?: SafeHtml;
}

const BUYER_FOOTER = html`Atelier · limited-edition furniture made with partner artists.<br />You receive this
  email about an order you placed with us; reply to it with any question.`;

/** The whole HTML mail: the house's name, the headline, the body and the house's footer. */
export function mailDocument({ title, preview, body, footer = BUYER_FOOTER }: MailDocument): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>${title}</title>
      </head>
      <body style="margin:0;padding:0;background:#f7f3ec">
        <div style="display:none;max-height:0;overflow:hidden">${preview}</div>
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f7f3ec">
          <tr>
            <td align="center" style="padding:24px 12px">
              <table
                role="presentation"
                width="100%"
                cellpadding="0"
                cellspacing="0"
                style="max-width:600px;background:#ffffff"
              >
                <tr>
                  <td
                    style="padding:28px 24px;border-bottom:1px solid ${RULE};font-family:${SERIF};font-size:26px;letter-spacing:0.3em;color:${INK}"
                  >
                    ATELIER
                  </td>
                </tr>
                <tr>
                  <td style="padding:32px 24px">
                    <h1
                      style="margin:0 0 20px;font-family:${SERIF};font-size:32px;font-weight:500;line-height:1.2;color:${INK}"
                    >
                      ${title}
                    </h1>
                    ${body}
                  </td>
                </tr>
                <tr>
                  <td
                    style="padding:24px;border-top:1px solid ${RULE};font-family:${SANS};font-size:12px;line-height:1.6;color:${MUTED}"
                  >
                    ${footer}
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>`.value;
}
