/** A CSV cell: text, a number, a yes/no, or empty. */
export type CsvValue = string | number | boolean | null | undefined;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. Text
 * that a spreadsheet would run as a formula (a leading = + - @, tab or carriage return) gets a
 * leading apostrophe, so it stays text; numbers and +E.164 phone numbers are left as they are.
 */
export function csvField(value: CsvValue): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^\+\d+$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells as CSV text: CRLF after every record, the header included. */
export const csv = (rows: CsvValue[][]) =>
  rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';

/** Saves text as a file through a temporary link (exports are built in the browser, spec section 7). */
export function downloadFile(fileName: string, content: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * Saves CSV text as a .csv file, with a byte order mark: without one, Excel reads UTF-8 as the
 * system's legacy code page and garbles accented names.
 */
export const downloadCsv = (fileName: string, text: string) =>
  downloadFile(fileName, `\uFEFF${text}`, 'text/csv;charset=utf-8');
