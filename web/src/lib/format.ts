// Release dates are stored as UTC midnights; formatting in local time would shift them a day west of UTC.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

export function formatDate(iso: string | null | undefined, fallback = 'TBA'): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? fallback : dateFormat.format(date);
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Prices arrive as decimal strings ("4800.00"); shown in USD without decimals. */
export function formatPrice(price: string | number | null | undefined, fallback = 'Price TBA'): string {
  if (price === null || price === undefined || price === '') return fallback;
  const value = Number(price);
  return Number.isFinite(value) ? usd.format(value) : fallback;
}

export const pluralize = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** A date still ahead of `now` (release dates in the future read 'Releases', not 'Released'). */
export function isFuture(iso: string | null | undefined, now = new Date()): boolean {
  if (!iso) return false;
  const time = new Date(iso).getTime();
  return Number.isFinite(time) && time > now.getTime();
}
