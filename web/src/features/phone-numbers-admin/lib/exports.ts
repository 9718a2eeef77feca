import type { NotificationSignup, UniquePhoneNumber } from '@atelier/contracts';

/** One CSV field: quoted when it holds a comma, quote or line break (RFC 4180); formulas defused. */
export function csvField(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  // A cell starting with = + - @ runs as a formula in spreadsheets; a leading quote keeps it text.
  if (/^[=+\-@]/.test(text) && !/^\+\d+$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csv = (rows: (string | number | boolean | null | undefined)[][]) =>
  rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';

/** File names from an item name: 'Kasumi Console' -> 'kasumi-console'. */
export const slugify = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'item';

export function signupsCsv(signups: NotificationSignup[]): string {
  return csv([
    [
      'Phone Number',
      'Sneak Peek Item',
      'Category',
      'Estimated Release',
      'Signed Up',
      'Text Status',
      'Opted Out',
    ],
    ...signups.map((s) => [
      s.phoneNumber,
      s.comingSoonItem?.name ?? `Item #${s.comingSoonId} (removed)`,
      s.comingSoonItem?.category ?? '',
      s.comingSoonItem?.estimatedReleaseDate?.slice(0, 10) ?? '',
      s.createdAt,
      s.notification?.status ?? '',
      s.optedOut ? 'yes' : 'no',
    ]),
  ]);
}

export function uniqueNumbersCsv(numbers: UniquePhoneNumber[]): string {
  return csv([
    ['Phone Number', 'Signups', 'First Signed Up', 'Last Signed Up', 'Opted Out'],
    ...numbers.map((n) => [
      n.phoneNumber,
      n.signupCount,
      n.firstSignedUpAt,
      n.lastSignedUpAt,
      n.optedOut ? 'yes' : 'no',
    ]),
  ]);
}

export const phoneNumbersTxt = (signups: NotificationSignup[]) =>
  signups.map((s) => s.phoneNumber).join('\n') + '\n';

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
