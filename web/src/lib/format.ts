// The app's one module for prices, dates and times; nothing else formats them.
//
// Storefront forms (a release date, a price) are written out rather than with Intl: a page's first
// Intl formatter loads ICU's locale data, a 180-500 ms task at a phone's 4x slower CPU in Chromium
// (measured), paid while the page hydrates. They are fixed to en-US and UTC, and the server render
// uses these same functions, so the text it sends is the text hydration expects.
//
// Forms read in the viewer's time zone (the admin's moments, an auction's end, a reservation's end)
// use Intl, each formatter made on first use so that loading this module never pays for ICU.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "March 20, 2026". Release dates are stored as UTC midnights: read in local time they would shift a day west of UTC. */
export function formatDate(iso: string | null | undefined, fallback = 'TBA'): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return fallback;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "June 1, 2026, 21:31 UTC": a moment in one zone for every reader, as the texts name it. */
export function formatDateTimeUtc(iso: string | null | undefined, fallback = 'TBA'): string {
  const day = formatDate(iso, '');
  if (!day) return fallback;
  const date = new Date(iso!);
  return `${day}, ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())} UTC`;
}

/** Prices arrive as decimal strings ("4800.00"); shown in whole US dollars with thousands separators ("$4,800"). */
export function formatPrice(price: string | number | null | undefined, fallback = 'Price TBA'): string {
  if (price === null || price === undefined || price === '') return fallback;
  const value = Number(price);
  if (!Number.isFinite(value)) return fallback;
  // Half a dollar rounds away from zero, as Intl's USD format does.
  const dollars = String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 && dollars !== '0' ? `-$${dollars}` : `$${dollars}`;
}

let dateTime: Intl.DateTimeFormat | undefined;

/** "Nov 26, 2026, 10:12 AM" in the viewer's time zone: the admin's one form for a moment (an order, a signup, a draw's close). */
export const formatDateTime = (iso: string) =>
  (dateTime ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })).format(
    new Date(iso),
  );

/** formatDateTime, or a dash for a moment not set (a draw not yet closed). */
export const formatDateTimeOrDash = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : '—');

let zoned: Intl.DateTimeFormat | undefined;

/** A moment with its time zone named, for shoppers ("Nov 28, 2026, 9:00 PM EST"): an auction's end. */
export const formatDateTimeWithZone = (iso: string) =>
  (zoned ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })).format(new Date(iso));

let timeOfDay: Intl.DateTimeFormat | undefined;

/** "9:05 PM" in the viewer's time zone, for a moment within the hour (a reservation's end). */
export const formatTime = (iso: string) =>
  (timeOfDay ??= new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })).format(
    new Date(iso),
  );

export const pluralize = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** A date still ahead of `now` (release dates in the future read 'Releases', not 'Released'). */
export function isFuture(iso: string | null | undefined, now = new Date()): boolean {
  if (!iso) return false;
  const time = new Date(iso).getTime();
  return Number.isFinite(time) && time > now.getTime();
}
