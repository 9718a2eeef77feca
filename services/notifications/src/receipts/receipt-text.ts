import type { ReceiptView } from './receipt-view.js';

/** A mail as composed: subject, HTML and its plain-text alternative. */
export interface ComposedMail {
  subject: string;
  html: string;
  text: string;
}

/** A subject is one header line: no line breaks or other control characters, whatever a value holds. */
export const subjectLine = (subject: string) => subject.replace(/[\p{Cc}\s]+/gu, ' ').trim();

/** The pieces and totals of the plain-text alternative. */
export function receiptText(view: ReceiptView): string {
  const pieces = view.lines.map(
    (line) => `${line.name}\n  ${line.quantity} × ${line.unitPrice}   ${line.lineTotal}`,
  );
  const width = Math.max(...view.totals.map((row) => row.label.length));
  const totals = view.totals.map((row) => `${row.label.padEnd(width)}  ${row.amount}`);
  return [...pieces, '', ...totals].join('\n');
}

export const addressText = (view: ReceiptView) =>
  view.address ? `Delivering to:\n${view.address.join('\n')}` : null;

export const TEXT_FOOTER =
  'Atelier · limited-edition furniture made with partner artists.\nYou receive this email about an order you placed with us; reply to it with any question.';

/** Paragraphs of the plain-text alternative, absent ones left out. */
export const textMail = (...paragraphs: Array<string | null | false>) =>
  `${['ATELIER', ...paragraphs.filter((p): p is string => Boolean(p)), TEXT_FOOTER].join('\n\n')}\n`;
