// The admin's one date-and-time form ("Nov 26, 2026, 10:12 AM", in the viewer's time zone). Intl,
// unlike format.ts, and made on first use: its first formatter loads ICU's data (180-500 ms at a
// phone's 4x slower CPU), which no module should pay for just by loading.
let dateTime: Intl.DateTimeFormat | undefined;

/** When an order, custom order or signup came in, as the admin's cards and dialogs show it. */
export const formatDateTime = (iso: string) =>
  (dateTime ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })).format(
    new Date(iso),
  );
