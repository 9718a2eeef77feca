import { useState } from 'react';
import type { DrawRecord } from '@atelier/contracts';
import { buttonClass } from '@/components/ui/button-styles';
import { QueryStatus } from '@/components/ui/query-status';
import { formatDateTimeUtc } from '@/lib/format';
import { drawRecordPath, useDrawRecord } from '../api/get-draw-record';
import { commitmentOf, recomputeDrawOrder } from '../api/recompute-draw';

type Verdict = { commitment: boolean; order: boolean; first: string[] };

/** One release's published record, recomputed in this browser (Web Crypto) on request. */
export function DrawCheck({ releaseId }: { releaseId: number }) {
  const record = useDrawRecord(releaseId, true);
  return (
    <section aria-labelledby="draw-check" className="mt-12 border border-ink/15 p-6">
      <h2 id="draw-check" className="font-display text-3xl">
        Release {releaseId}
      </h2>
      <QueryStatus
        query={record}
        loading="Loading the draw's record..."
        failed="The draw's record could not be loaded."
      >
        {record.data && <RecordDetails record={record.data} />}
      </QueryStatus>
    </section>
  );
}

function RecordDetails({ record }: { record: DrawRecord }) {
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [checking, setChecking] = useState(false);
  const check = async (seed: string) => {
    setChecking(true);
    const [commitment, order] = await Promise.all([
      commitmentOf(seed),
      recomputeDrawOrder(seed, record.entryIds),
    ]);
    setVerdict({
      commitment: commitment === record.seedSha256,
      order: order.length === record.order?.length && order.every((id, i) => id === record.order?.[i]),
      first: order.slice(0, Math.max(record.quantity, 5)),
    });
    setChecking(false);
  };
  return (
    <div className="mt-4 grid gap-3 text-sm">
      <p>
        Commitment: <code className="break-all">{record.seedSha256}</code>
      </p>
      <p>
        Seed: <code className="break-all">{record.seed ?? 'secret until the draw'}</code>
      </p>
      <p data-testid="draw-check-window">
        Entries taken from {formatDateTimeUtc(record.opensAt)} until {formatDateTimeUtc(record.closesAt)}
        {record.closedEarly
          ? `, closed early: advertised until ${formatDateTimeUtc(record.closedEarly.advertisedClosesAt)}. The house's reason: ${record.closedEarly.reason}`
          : '.'}
      </p>
      <p>
        {record.entryIds.length} entries, {record.quantity} to win.{' '}
        <a href={drawRecordPath(record.releaseId)} className="underline underline-offset-4">
          The record as JSON
        </a>
      </p>
      {record.seed && (
        <button
          type="button"
          className={buttonClass('solid', 'w-full sm:w-auto')}
          disabled={checking}
          onClick={() => void check(record.seed!)}
        >
          {checking ? 'Checking...' : 'Check this draw in my browser'}
        </button>
      )}
      {verdict && (
        <div role="status" className="grid gap-2" data-testid="draw-check-verdict">
          <p>
            {verdict.commitment
              ? 'The seed matches the commitment.'
              : 'The seed does NOT match the commitment.'}{' '}
            {verdict.order
              ? 'The order matches the published draw.'
              : 'The order does NOT match the published draw.'}
          </p>
          <ol className="list-decimal pl-6 font-mono text-xs break-all">
            {verdict.first.map((id) => (
              <li key={id}>{id}</li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
