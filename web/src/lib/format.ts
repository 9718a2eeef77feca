// The formatters are made on first use, not when the module loads: the first Intl formatter a page
// makes loads ICU's locale and time-zone data, a 120 ms task at a phone's 4x slower CPU that every
// page paid while the app started, though most pages show no date.
let dateFormat: Intl.DateTimeFormat | undefined;
let usd: Intl.NumberFormat | undefined;

// Release dates are stored as UTC midnights; formatting in local time would shift them a day west of UTC.
const makeDateFormat = () =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const makeUsd = () =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });

export function formatDate(iso: string | null | undefined, fallback = 'TBA'): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? fallback : (dateFormat ??= makeDateFormat()).format(date);
}

/** Prices arrive as decimal strings ("4800.00"); shown in USD without decimals. */
export function formatPrice(price: string | number | null | undefined, fallback = 'Price TBA'): string {
  if (price === null || price === undefined || price === '') return fallback;
  const value = Number(price);
  return Number.isFinite(value) ? (usd ??= makeUsd()).format(value) : fallback;
}

export const pluralize = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** A date still ahead of `now` (release dates in the future read 'Releases', not 'Released'). */
export function isFuture(iso: string | null | undefined, now = new Date()): boolean {
  if (!iso) return false;
  const time = new Date(iso).getTime();
  return Number.isFinite(time) && time > now.getTime();
}
