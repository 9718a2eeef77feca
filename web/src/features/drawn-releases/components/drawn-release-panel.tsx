import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicDrawnRelease } from '@atelier/contracts';
import { SaleFigure, SalePanel } from '@/components/catalog/sale-panel';
import { TimeLeft } from '@/components/ui/time-left';
import { formatDate, formatDateTimeUtc, pluralize } from '@/lib/format';
import { useProductDraw } from '../api/get-product-draw';
import { useDrawLiveUpdates } from '../api/use-draw-live-updates';
import { DrawEntryForm } from './draw-entry-form';
import { howDrawsWorkPath } from './draw-links';

type DrawnReleasePanelProps = {
  productId: number;
  /** Wraps the entry form: the route puts the buyer verification (and card on file) around it. */
  gate: (entryForm: ReactNode) => ReactNode;
  /** The usual purchase, shown when the piece is not sold by a draw. */
  children: ReactNode;
};

/**
 * A piece sold by a drawn release: the entry window (time left on the server's clock), the count of
 * entries, the commitment to the secret seed, the buyer's own entry; after the draw, the seed and the
 * winning entry ids with a link to check the draw. A piece with no release shows its usual purchase.
 */
export function DrawnReleasePanel({ productId, gate, children }: DrawnReleasePanelProps) {
  const draw = useProductDraw(productId);
  useDrawLiveUpdates(productId, draw.data != null && draw.data.phase !== 'drawn');
  if (!draw.data) return <>{children}</>;
  const release = draw.data;
  return (
    <SalePanel
      label="Drawn release"
      testId="draw-panel"
      phase={
        release.phase === 'open'
          ? 'Drawn release: entries open'
          : release.phase === 'closing'
            ? 'Entries closed: drawing...'
            : 'Drawn release: drawn'
      }
      phaseTestId="draw-phase"
      figures={
        <>
          <SaleFigure label={release.phase === 'open' ? 'Entries close in' : 'Entries closed'}>
            {release.phase === 'open' ? (
              <TimeLeft endTime={release.closesAt} serverTime={release.serverTime} testId="draw-time-left" />
            ) : (
              formatDate(release.closesAt)
            )}
          </SaleFigure>
          <SaleFigure label="Entries" large testId="draw-entry-count">
            {release.entryCount}
          </SaleFigure>
        </>
      }
    >
      <p className="mt-4 text-sm text-ink/75">
        {release.quantity} {pluralize(release.quantity, 'piece', 'pieces')}: one entry per verified phone and
        per card. Winners are drawn at random when entries close; everyone else is an alternate, in drawn
        order.
      </p>
      {release.closedEarly && <ClosedEarly release={release} closedEarly={release.closedEarly} />}
      {release.phase === 'open' && (
        <div className="mt-6 border-t border-ink/10 pt-6">{gate(<DrawEntryForm release={release} />)}</div>
      )}
      {release.phase === 'drawn' && <DrawResult release={release} />}
      <Proof release={release} />
    </SalePanel>
  );
}

/** The house closed entries before the advertised close: when, instead of when, and why. */
function ClosedEarly({
  release,
  closedEarly,
}: {
  release: PublicDrawnRelease;
  closedEarly: NonNullable<PublicDrawnRelease['closedEarly']>;
}) {
  return (
    <p className="mt-4 border-l-2 border-brass pl-3 text-sm" data-testid="draw-closed-early">
      Entries closed early, at {formatDateTimeUtc(release.closesAt)}, instead of{' '}
      {formatDateTimeUtc(closedEarly.advertisedClosesAt)} as advertised. The house's reason:{' '}
      {closedEarly.reason}
    </p>
  );
}

function DrawResult({ release }: { release: PublicDrawnRelease }) {
  return (
    <div className="mt-6 border-t border-ink/10 pt-6">
      <p className="text-xs text-ink/60">
        {release.winnerEntryIds.length === 0
          ? 'Nobody entered.'
          : `Winning ${pluralize(release.winnerEntryIds.length, 'entry', 'entries')}, drawn ${formatDate(release.drawnAt)}`}
      </p>
      <ol className="mt-2 grid gap-1 font-mono text-xs break-all" data-testid="draw-winners">
        {release.winnerEntryIds.map((id) => (
          <li key={id}>{id}</li>
        ))}
      </ol>
      <DrawEntryForm release={release} />
    </div>
  );
}

/**
 * The commitment from the opening, the drand round fixed with it (or, said plainly, that there is
 * none); the seed and the round's randomness once drawn; how to check it.
 */
function Proof({ release }: { release: PublicDrawnRelease }) {
  const { beacon } = release;
  return (
    <div className="mt-6 grid gap-2 border-t border-ink/10 pt-6 text-xs text-ink/70">
      <p>
        SHA-256 of the secret seed (fixed when entries opened):{' '}
        <code className="break-all" data-testid="draw-commitment">
          {release.seedSha256}
        </code>
      </p>
      {beacon ? (
        <p data-testid="draw-beacon">
          Mixed with public randomness nobody can know in advance, the house included: drand round{' '}
          {beacon.round}, published {formatDateTimeUtc(beacon.roundTime)}
          {beacon.randomness ? (
            <>
              , randomness <code className="break-all">{beacon.randomness}</code>
            </>
          ) : release.phase === 'closing' ? (
            '; the draw waits for it'
          ) : (
            ', after entries close'
          )}
          .
        </p>
      ) : (
        <p data-testid="draw-beacon">
          Drawn from the house's seed alone: this release was opened without a public randomness beacon.
        </p>
      )}
      {release.seed && (
        <p>
          Seed, published after the draw:{' '}
          <code className="break-all" data-testid="draw-seed">
            {release.seed}
          </code>
        </p>
      )}
      <Link to={howDrawsWorkPath(release.id)} className="underline underline-offset-4 hover:text-brass-700">
        {release.seed ? 'How the draw works: check it yourself' : 'How the draw works'}
      </Link>
    </div>
  );
}
