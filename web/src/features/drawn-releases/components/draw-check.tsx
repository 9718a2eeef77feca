import { useState } from 'react';
import type { DrawRecord } from '@atelier/contracts';
import { buttonClass } from '@/components/ui/button-styles';
import { QueryStatus } from '@/components/ui/query-status';
import { formatDateTimeUtc } from '@/lib/format';
import { drawRecordRoute, useDrawRecord } from '../api/get-draw-record';
import { commitmentOf, drawKeyOf, recomputeDrawOrder } from '../api/recompute-draw';
import { type BeaconVerdict, verifyDrawBeacon } from '../api/verify-beacon';

type Verdict = { commitment: boolean; order: boolean; beacon: BeaconVerdict | null; first: string[] };

/** A v2 record's beacon once its round is in (randomness and signature published). */
const fetchedBeacon = (record: DrawRecord) =>
  record.beacon?.randomness && record.beacon.signature
    ? { ...record.beacon, randomness: record.beacon.randomness, signature: record.beacon.signature }
    : null;

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
  const v2 = record.algorithm === 'hmac-sha256-drand-v2';
  const beacon = fetchedBeacon(record);
  const check = async (seed: string) => {
    setChecking(true);
    const advertisedClose = record.closedEarly?.advertisedClosesAt ?? record.closesAt;
    const [commitment, order, beaconVerdict] = await Promise.all([
      commitmentOf(seed),
      drawKeyOf(seed, v2 ? (beacon?.randomness ?? null) : null).then((key) =>
        recomputeDrawOrder(key, record.entryIds),
      ),
      beacon ? verifyDrawBeacon(beacon, advertisedClose) : null,
    ]);
    setVerdict({
      commitment: commitment === record.seedSha256,
      order: order.length === record.order?.length && order.every((id, i) => id === record.order?.[i]),
      beacon: beaconVerdict,
      first: order.slice(0, Math.max(record.quantity, 5)),
    });
    setChecking(false);
  };
  const beaconFails =
    verdict?.beacon &&
    !(
      verdict.beacon.chain &&
      verdict.beacon.signature &&
      verdict.beacon.randomness &&
      verdict.beacon.afterClose
    );
  const allGood = verdict && verdict.commitment && verdict.order && (!v2 || (verdict.beacon && !beaconFails));
  return (
    <div className="mt-4 grid gap-3 text-sm">
      <p>
        Commitment: <code className="break-all">{record.seedSha256}</code>
      </p>
      <p>
        Seed: <code className="break-all">{record.seed ?? 'secret until the draw'}</code>
      </p>
      {record.beacon ? (
        <div className="grid gap-1" data-testid="draw-check-beacon">
          <p>
            Public randomness: drand quicknet round {record.beacon.round}, published{' '}
            {formatDateTimeUtc(record.beacon.roundTime)} (fixed when entries opened).
          </p>
          <p>
            Randomness: <code className="break-all">{record.beacon.randomness ?? 'not published yet'}</code>
          </p>
          {record.beacon.signature && (
            <p>
              drand's signature: <code className="break-all">{record.beacon.signature}</code>
            </p>
          )}
        </div>
      ) : (
        <p data-testid="draw-check-beacon">
          No public randomness: this release was opened with the house's seed alone (algorithm{' '}
          {record.algorithm}
          ).
        </p>
      )}
      <p data-testid="draw-check-window">
        Entries taken from {formatDateTimeUtc(record.opensAt)} until {formatDateTimeUtc(record.closesAt)}
        {record.closedEarly
          ? `, closed early: advertised until ${formatDateTimeUtc(record.closedEarly.advertisedClosesAt)}. The house's reason: ${record.closedEarly.reason}`
          : '.'}
      </p>
      <p>
        {record.entryIds.length} entries, {record.quantity} to win.{' '}
        <a href={drawRecordRoute(record.releaseId).path} className="underline underline-offset-4">
          The record as JSON
        </a>
      </p>
      {record.seed && (!v2 || beacon) && (
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
          <p className="font-semibold">
            {allGood ? 'This draw checks out.' : 'This draw does NOT check out.'}
          </p>
          {verdict.beacon && <BeaconChecks verdict={verdict.beacon} round={record.beacon!.round} />}
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

/** What the drand round's checks found, one sentence each. */
function BeaconChecks({ verdict, round }: { verdict: BeaconVerdict; round: number }) {
  return (
    <ul className="grid list-disc gap-1 pl-6">
      <li>{verdict.chain ? "It is drand's quicknet chain." : "It is NOT drand's quicknet chain."}</li>
      <li>
        {verdict.signature
          ? `drand's signature of round ${round} verifies under quicknet's public key.`
          : `drand's signature of round ${round} does NOT verify under quicknet's public key.`}
      </li>
      <li>
        {verdict.randomness
          ? 'The randomness is the SHA-256 of that signature.'
          : 'The randomness is NOT the SHA-256 of that signature.'}
      </li>
      <li>
        {verdict.afterClose
          ? `Round ${round} was published (${formatDateTimeUtc(verdict.publishedAt)}) after entries were advertised to close: nobody, the house included, knew it before.`
          : `Round ${round} was published (${formatDateTimeUtc(verdict.publishedAt)}) BEFORE entries were advertised to close.`}
      </li>
    </ul>
  );
}
