// How the reports write their figures. Money arrives as exact decimal strings ("1200.50") and is
// written from the string itself, never through floating point.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "1200.50" -> "$1,200.50". */
export function formatMoney(decimal: string | null): string {
  if (decimal === null) return '—';
  const [whole = '0', cents = '00'] = decimal.split('.');
  return `$${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents.padEnd(2, '0')}`;
}

/** A decimal string as a number, for drawing a bar only (figures shown are the strings). */
export const chartNumber = (decimal: string | null) => (decimal === null ? null : Number(decimal));

/** '2026-03' -> 'Mar 2026'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTHS[Number(number) - 1]} ${year}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day of an instant in this browser's time zone (the reports'), as a CSV writes it: 2026-03-14. */
export function isoDay(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The same day as the tables show it: 'Mar 14, 2026'. */
export function dayLabel(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** 0.6667 -> 66.7 (a percentage to one decimal place, as the CSV has it). */
export const percent = (ratio: number) => Math.round(ratio * 1000) / 10;

let money: Intl.NumberFormat | undefined;
let compactMoney: Intl.NumberFormat | undefined;

/** A bar's value in a tooltip: $1,200.50. (Intl is made on first use: the admin's chunk only.) */
export const dollars = (value: number) =>
  (money ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).format(value);

/** An axis tick: $4.8K. */
export const compactDollars = (value: number) =>
  (compactMoney ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 1,
  })).format(value);
