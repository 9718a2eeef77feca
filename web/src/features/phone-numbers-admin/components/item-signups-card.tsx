import type { NotificationSignup } from '@atelier/contracts';
import { toast } from '@/components/ui/use-toast';
import { downloadFile } from '@/lib/csv';
import { phoneNumbersTxt, signupsCsv, slugify } from '../lib/exports';
import { ExportMenu } from './export-menu';
import { SignupRow } from './signup-row';

/** Spec section 9: the first 5 signups are listed per item. */
export const SIGNUPS_SHOWN_PER_ITEM = 5;

/** One sneak-peek item's signups: count, exports, the first five, and (once released) how its texts went. */
export function ItemSignupsCard({
  signups,
  csrfToken,
}: {
  signups: NotificationSignup[];
  csrfToken: string;
}) {
  const [first] = signups;
  const name = first.comingSoonItem?.name ?? `Item #${first.comingSoonId} (removed)`;
  const slug = slugify(name);
  const sent = signups.filter(
    (s) => s.notification?.status === 'sent' || s.notification?.status === 'delivered',
  );
  const failed = signups.filter((s) => s.notification?.status === 'failed');
  const hidden = signups.length - SIGNUPS_SHOWN_PER_ITEM;
  // Every signup of an item gets the same text: show it once.
  const dropText = signups.find((s) => s.notification?.message)?.notification;

  return (
    <article aria-label={name} className="border border-ink/10 bg-white p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-display text-2xl">{name}</h3>
          <p className="mt-1 text-sm text-ink/65">
            {first.comingSoonItem && <span className="capitalize">{first.comingSoonItem.category}</span>}
            {' · '}
            {signups.length} {signups.length === 1 ? 'signup' : 'signups'}
          </p>
          {first.comingSoonItem?.released && (
            <p className="mt-1 text-sm">
              Released: {sent.length} {sent.length === 1 ? 'text' : 'texts'} sent
              {failed.length > 0 && <span className="text-red-700">, {failed.length} failed</span>}
            </p>
          )}
          {dropText && (
            <blockquote className="mt-3 border-l-2 border-brass pl-3 text-sm text-ink/75">
              {dropText.message}
              {dropText.simulated && (
                <span className="mt-1 block text-xs text-ink/55">
                  Logged, not sent: no SMS provider is configured.
                </span>
              )}
            </blockquote>
          )}
        </div>
        <ExportMenu
          label={`Export signups for ${name}`}
          choices={[
            {
              label: 'Phone Numbers (.txt)',
              onSelect: () => {
                downloadFile(`${slug}-phone-numbers.txt`, phoneNumbersTxt(signups), 'text/plain');
                toast({ title: 'Export successful' });
              },
            },
            {
              label: 'Detailed CSV',
              onSelect: () => {
                downloadFile(`${slug}-signups.csv`, signupsCsv(signups), 'text/csv');
                toast({ title: 'CSV Export successful' });
              },
            },
          ]}
        />
      </div>
      <ul className="mt-4 divide-y divide-ink/10">
        {signups.slice(0, SIGNUPS_SHOWN_PER_ITEM).map((signup) => (
          <SignupRow key={signup.id} signup={signup} csrfToken={csrfToken} />
        ))}
      </ul>
      {hidden > 0 && <p className="mt-2 text-sm text-ink/60">... and {hidden} more numbers</p>}
    </article>
  );
}
