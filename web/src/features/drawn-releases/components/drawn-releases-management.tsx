import { useState } from 'react';
import type { AdminDrawnRelease } from '@atelier/contracts';
import { AdminSection } from '@/components/admin/admin-section';
import { buttonClass } from '@/components/ui/button-styles';
import { QueryStatus } from '@/components/ui/query-status';
import { useAdminDrawnReleases, useCloseDrawNow, useReleaseSignups } from '../api/admin-drawn-releases';
import { DrawnReleaseDetails } from './drawn-release-details';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/**
 * The admin's drawn releases (issue 16): each with its entries beside the demand the piece drew
 * before (likes, signups), the window, the draw, and the offers made; closing entries early.
 */
export function DrawnReleasesManagement({ csrfToken }: { csrfToken: string }) {
  const releases = useAdminDrawnReleases();
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
        <div className="mt-6 grid gap-4">
          {releases.data?.map((release) => (
            <ReleaseRow key={release.id} release={release} csrfToken={csrfToken} />
          ))}
        </div>
      </QueryStatus>
    </AdminSection>
  );
}

function ReleaseRow({ release, csrfToken }: { release: AdminDrawnRelease; csrfToken: string }) {
  const [open, setOpen] = useState(false);
  const close = useCloseDrawNow(csrfToken);
  const signups = useReleaseSignups(release.comingSoonId);
  const facts: [string, string][] = [
    ['Entries', String(release.entryCount)],
    ['Likes', String(release.likesCount)],
    ['Signups', release.comingSoonId === null ? '—' : signups.data ? String(signups.data.length) : '…'],
    ['Pieces', String(release.quantity)],
    [release.phase === 'open' ? 'Closes' : 'Closed', when(release.closesAt)],
    ['Drawn', when(release.drawnAt)],
    ['Offers made', String(release.awardsOffered)],
    ['Paid', String(release.awardsPaid)],
  ];
  return (
    <article className="border border-ink/15 bg-white p-5" data-testid="admin-drawn-release">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 className="font-display text-2xl">{release.productName}</h3>
        <span className="text-xs tracking-[0.2em] uppercase">{release.phase}</span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-ink/60">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={buttonClass('outline')} onClick={() => setOpen((v) => !v)}>
          {open ? 'Hide entries and draw log' : 'Entries, claims and draw log'}
        </button>
        {release.phase !== 'drawn' && (
          <button
            type="button"
            className={buttonClass('solid')}
            disabled={close.isPending}
            onClick={() => close.mutate(release.id)}
          >
            {close.isPending ? 'Drawing...' : 'Close entries now and draw'}
          </button>
        )}
      </div>
      {open && <DrawnReleaseDetails releaseId={release.id} />}
    </article>
  );
}
