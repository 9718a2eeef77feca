// The admin's one date-and-time form ("Nov 26, 2026, 10:12 AM", in the viewer's time zone). Intl,
// unlike format.ts, and made on first use: its first formatter loads ICU's data (180-500 ms at a
// phone's 4x slower CPU), which no module should pay for just by loading.
let dateTime: Intl.DateTimeFormat | undefined;

/** When an order, custom order or signup came in, as the admin's cards and dialogs show it. */
export const formatDateTime = (iso: string) =>
  (dateTime ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })).format(
    new Date(iso),
  );

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
