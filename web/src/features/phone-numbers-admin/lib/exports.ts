import type { NotificationSignup, UniquePhoneNumber } from '@atelier/contracts';
import { csv } from '@/lib/csv';

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
