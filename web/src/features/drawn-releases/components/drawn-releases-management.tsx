import { useState } from 'react';
import type { AdminDrawnRelease } from '@atelier/contracts';
import { AdminSaleCard, type SaleFact } from '@/components/admin/admin-sale-card';
import { AdminSection } from '@/components/admin/admin-section';
import { buttonClass } from '@/components/ui/button-styles';
import { QueryStatus } from '@/components/ui/query-status';
import { formatDateTimeOrDash } from '@/lib/format';
import { useAdminDrawnReleases, useReleaseSignups } from '../api/admin-drawn-releases';
import { CloseEntriesDialog } from './close-entries-dialog';
import { DrawnReleaseDetails } from './drawn-release-details';

/**
 * The admin's drawn releases (issue 16): each with its entries beside the demand the piece drew
 * before (likes, signups), the window, the draw, and the offers made; closing entries early.
 */
export function DrawnReleasesManagement({ csrfToken }: { csrfToken: string }) {
  const releases = useAdminDrawnReleases();
  const [closing, setClosing] = useState<AdminDrawnRelease | null>(null);
  return (
    <AdminSection id="drawn-releases-heading" title="Drawn Releases">
      <p className="mt-2 text-sm text-ink/70">
        Open one from Sneak Peek: convert an item and choose "Drawn release".
      </p>
      <QueryStatus
        query={releases}
        loading="Loading drawn releases..."
        failed="Drawn releases could not be loaded."
      >
        {releases.data?.length === 0 && <p className="mt-6 text-ink/70">No drawn releases yet.</p>}
        <div className="mt-6 grid grid-cols-1 gap-4">
          {releases.data?.map((release) => (
            <ReleaseRow key={release.id} release={release} onCloseEntries={() => setClosing(release)} />
          ))}
        </div>
      </QueryStatus>
      <CloseEntriesDialog release={closing} csrfToken={csrfToken} onClose={() => setClosing(null)} />
    </AdminSection>
  );
}

function ReleaseRow({ release, onCloseEntries }: { release: AdminDrawnRelease; onCloseEntries: () => void }) {
  const [open, setOpen] = useState(false);
  const signups = useReleaseSignups(release.comingSoonId);
  const facts: SaleFact[] = [
    { label: 'Entries', value: String(release.entryCount) },
    { label: 'Likes', value: String(release.likesCount) },
    {
      label: 'Signups',
      value: release.comingSoonId === null ? '—' : signups.data ? String(signups.data.length) : '…',
    },
    { label: 'Pieces', value: String(release.quantity) },
    { label: release.phase === 'open' ? 'Closes' : 'Closed', value: formatDateTimeOrDash(release.closesAt) },
    { label: 'Drawn', value: formatDateTimeOrDash(release.drawnAt) },
    { label: 'Offers made', value: String(release.awardsOffered) },
    { label: 'Paid', value: String(release.awardsPaid) },
  ];
  if (release.closedEarly)
    facts.push(
      { label: 'Advertised close', value: formatDateTimeOrDash(release.closedEarly.advertisedClosesAt) },
      { label: 'Closed early because', value: release.closedEarly.reason },
    );
  return (
    <AdminSaleCard
      title={release.productName}
      phase={release.phase}
      facts={facts}
      testId="admin-drawn-release"
    >
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={buttonClass('outline')} onClick={() => setOpen((v) => !v)}>
          {open ? 'Hide entries and draw log' : 'Entries, claims and draw log'}
        </button>
        {release.phase === 'open' && (
          <button type="button" className={buttonClass('solid')} onClick={onCloseEntries}>
            Close entries now and draw
          </button>
        )}
      </div>
      {open && <DrawnReleaseDetails releaseId={release.id} />}
    </AdminSaleCard>
  );
}
