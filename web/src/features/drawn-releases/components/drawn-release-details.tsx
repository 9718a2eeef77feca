import { QueryStatus } from '@/components/ui/query-status';
import { BidderName } from '@/components/bidders/bidder-name';
import { BiddersProvider } from '@/components/bidders/bidders-context';
import { formatDateTimeOrDash } from '@/lib/format';
import { useAdminDrawnRelease } from '../api/admin-drawn-releases';

const CLAIM_STATE = { offered: 'Claim open', paid: 'Paid', lapsed: 'Lapsed' } as const;

/** One release in full: the draw log, the offers (claims) and their state, and every entry. */
export function DrawnReleaseDetails({ releaseId }: { releaseId: number }) {
  const detail = useAdminDrawnRelease(releaseId);
  const release = detail.data;
  return (
    <QueryStatus query={detail} loading="Loading the release..." failed="The release could not be loaded.">
      {release && (
        <BiddersProvider
          buyerIds={[...release.awards.map((a) => a.buyerId), ...release.entries.map((e) => e.buyerId)]}
        >
          <div className="mt-5 grid gap-6 text-sm">
            <section aria-label="Draw log">
              <h4 className="text-xs tracking-[0.2em] uppercase text-ink/60">Draw log</h4>
              <ol className="mt-2 grid gap-1" data-testid="admin-draw-log">
                {release.log.map((line, i) => (
                  <li key={i} className="break-all">
                    <span className="text-ink/60">{formatDateTimeOrDash(line.at)}</span> {line.message}
                  </li>
                ))}
              </ol>
            </section>
            <section aria-label="Claims">
              <h4 className="text-xs tracking-[0.2em] uppercase text-ink/60">Offers and claims</h4>
              {release.awards.length === 0 ? (
                <p className="mt-2 text-ink/70">None yet.</p>
              ) : (
                <table className="mt-2 w-full text-left">
                  <thead className="text-ink/60">
                    <tr>
                      <th className="py-1 font-normal">Offer</th>
                      <th className="py-1 font-normal">Place</th>
                      <th className="py-1 font-normal">Buyer</th>
                      <th className="py-1 font-normal">State</th>
                    </tr>
                  </thead>
                  <tbody>
                    {release.awards.map((award) => (
                      <tr key={award.awardId} className="border-t border-ink/10">
                        <td className="py-1">#{award.rank}</td>
                        <td className="py-1">{award.position}</td>
                        <td className="py-1">
                          <BidderName buyerId={award.buyerId} withRecord />
                        </td>
                        <td className="py-1">
                          {CLAIM_STATE[award.state]}
                          {award.lapseReason ? ` (${award.lapseReason.replace('_', ' ')})` : ''}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
            <section aria-label="Entries">
              <h4 className="text-xs tracking-[0.2em] uppercase text-ink/60">
                Entries ({release.entries.length})
              </h4>
              <ol className="mt-2 grid max-h-72 gap-1 overflow-y-auto text-xs">
                {release.entries.map((entry) => (
                  <li key={entry.entryId} className="flex flex-wrap gap-x-2">
                    <span>{entry.position ?? '·'}</span>
                    <BidderName buyerId={entry.buyerId} />
                    <span className="break-all font-mono text-ink/60">{entry.entryId}</span>
                    <span className="text-ink/60">{formatDateTimeOrDash(entry.enteredAt)}</span>
                  </li>
                ))}
              </ol>
            </section>
          </div>
        </BiddersProvider>
      )}
    </QueryStatus>
  );
}
