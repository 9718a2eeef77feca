import { useId, useState } from 'react';
import type { NotificationSignup } from '@atelier/contracts';
import { AdminSection } from '@/components/admin/admin-section';
import { buttonClass } from '@/components/ui/button-styles';
import { QueryStatus } from '@/components/ui/query-status';
import { toast } from '@/components/ui/use-toast';
import { useNotificationSignups } from '../api/get-notification-signups';
import { useUniquePhoneNumbers } from '../api/get-unique-phone-numbers';
import { downloadFile } from '@/lib/csv';
import { signupsCsv, uniqueNumbersCsv } from '../lib/exports';
import { ItemSignupsCard } from './item-signups-card';
import { PhoneNumberLabel } from './phone-number-label';
import { PhoneNumberTabs } from './phone-number-tabs';
import { SignupRow } from './signup-row';

type TabId = 'by-item' | 'all' | 'unique';
const TABS: { id: TabId; label: string }[] = [
  { id: 'by-item', label: 'By Sneak Peek Item' },
  { id: 'all', label: 'All Signups' },
  { id: 'unique', label: 'Unique Numbers' },
];

const Empty = ({ children }: { children: string }) => (
  <p className="border border-ink/10 px-8 py-12 text-center font-display text-2xl">{children}</p>
);

type ExportButtonProps = {
  variant: 'solid' | 'outline';
  onClick: () => void;
  ready: boolean;
  children: string;
};

/** A CSV export, offered once its list has loaded. */
const ExportButton = ({ variant, onClick, ready, children }: ExportButtonProps) => (
  <button type="button" onClick={onClick} disabled={!ready} className={buttonClass(variant, 'px-4 py-2.5')}>
    {children}
  </button>
);

/** Signups grouped per item, newest item activity first (the list arrives newest first). */
function byItem(signups: NotificationSignup[]): NotificationSignup[][] {
  const groups = new Map<number, NotificationSignup[]>();
  for (const signup of signups)
    groups.set(signup.comingSoonId, [...(groups.get(signup.comingSoonId) ?? []), signup]);
  return [...groups.values()];
}

/** Admin 'Phone Numbers': the signups by item, all of them, and each number once; CSV exports of each. */
export function PhoneNumbersManagement({ csrfToken }: { csrfToken: string }) {
  const signups = useNotificationSignups();
  const unique = useUniquePhoneNumbers();
  const [tab, setTab] = useState<TabId>('by-item');
  const idPrefix = useId();

  const exportCsv = (fileName: string, content: string | undefined) => {
    if (content === undefined) return;
    downloadFile(fileName, content, 'text/csv');
    toast({ title: 'CSV Export successful' });
  };
  const exportAll = () => exportCsv('notification-signups.csv', signups.data && signupsCsv(signups.data));
  const exportUnique = () =>
    exportCsv('unique-phone-numbers.csv', unique.data && uniqueNumbersCsv(unique.data));

  // Empty until loaded: QueryStatus shows the loading or failed line instead of the panel until then.
  const all = signups.data ?? [];
  const numbers = unique.data ?? [];
  const loading = signups.isPending || unique.isPending;
  const failed = signups.isError || unique.isError;

  return (
    <AdminSection
      id="phone-numbers"
      title="Phone Number Management"
      actions={
        <div className="flex flex-wrap gap-2">
          <ExportButton variant="outline" onClick={exportUnique} ready={unique.data !== undefined}>
            Export Unique Numbers (CSV)
          </ExportButton>
          <ExportButton variant="solid" onClick={exportAll} ready={signups.data !== undefined}>
            Export All Data (CSV)
          </ExportButton>
        </div>
      }
    >
      <div className="mt-8">
        <PhoneNumberTabs tabs={TABS} current={tab} onChange={setTab} idPrefix={idPrefix} />
      </div>
      <div
        id={`${idPrefix}-panel`}
        role="tabpanel"
        aria-labelledby={`${idPrefix}-tab-${tab}`}
        className="mt-6"
      >
        <QueryStatus
          query={{ isPending: loading, isError: failed }}
          loading="Loading signups..."
          failed="Signups could not be loaded."
          className="text-ink/70"
          onRetry={() => void Promise.all([signups.refetch(), unique.refetch()])}
        >
          {tab === 'by-item' ? (
            all.length === 0 ? (
              <Empty>No phone number signups yet</Empty>
            ) : (
              <div className="grid gap-5 lg:grid-cols-2">
                {byItem(all).map((group) => (
                  <ItemSignupsCard key={group[0].comingSoonId} signups={group} csrfToken={csrfToken} />
                ))}
              </div>
            )
          ) : tab === 'all' ? (
            all.length === 0 ? (
              <Empty>No signups found</Empty>
            ) : (
              <ul className="divide-y divide-ink/10 border border-ink/10 bg-white px-6">
                {all.map((signup) => (
                  <SignupRow key={signup.id} signup={signup} showItem csrfToken={csrfToken} />
                ))}
              </ul>
            )
          ) : numbers.length === 0 ? (
            <Empty>No phone numbers collected yet</Empty>
          ) : (
            <ul className="divide-y divide-ink/10 border border-ink/10 bg-white px-6">
              {numbers.map((entry) => (
                <li
                  key={entry.phoneNumber}
                  className="flex flex-wrap items-center justify-between gap-2 py-2"
                >
                  <PhoneNumberLabel phoneNumber={entry.phoneNumber} optedOut={entry.optedOut} />
                  <span className="text-xs text-ink/60">
                    {entry.signupCount} {entry.signupCount === 1 ? 'signup' : 'signups'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </QueryStatus>
      </div>
    </AdminSection>
  );
}
