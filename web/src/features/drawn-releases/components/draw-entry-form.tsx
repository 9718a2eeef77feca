import { Link } from 'react-router';
import type { MyDrawEntry, PublicDrawnRelease } from '@atelier/contracts';
import { buttonClass } from '@/components/ui/button-styles';
import { ApiRequestError } from '@/lib/api-client';
import { useEnterDraw, useMyDrawEntry } from '../api/my-draw-entry';

/**
 * The buyer's side of a draw: enter while it is open, see the entry (and, once drawn, its place).
 * Shown inside the route's gate, so only verified buyers see the button; the service checks again.
 */
export function DrawEntryForm({ release }: { release: PublicDrawnRelease }) {
  const mine = useMyDrawEntry(release.id);
  const enter = useEnterDraw(release);
  if (mine.isPending) return null;
  const entry = mine.data;
  if (entry?.entered)
    return (
      <div className="mt-4 grid gap-1 text-sm" data-testid="draw-my-entry">
        <p className="font-medium">You are entered.</p>
        <p className="text-xs text-ink/65">
          Your entry id: <code className="break-all">{entry.entryId}</code>
        </p>
        {entry.position !== null && (
          <p data-testid="draw-my-result">{resultText(entry.position, entry.claim, release.quantity)}</p>
        )}
      </div>
    );
  if (release.phase !== 'open')
    return entry ? <p className="mt-4 text-sm text-ink/65">You did not enter this draw.</p> : null;
  const error =
    enter.error instanceof ApiRequestError
      ? enter.error.serverMessage
      : enter.error
        ? 'Entering failed: try again'
        : null;
  return (
    <div className="grid gap-3">
      <p className="text-sm" data-testid="draw-not-entered">
        You have not entered yet.
      </p>
      <button
        type="button"
        className={buttonClass('solid', 'w-full')}
        disabled={enter.isPending}
        onClick={() => enter.mutate()}
      >
        {enter.isPending ? 'Entering...' : 'Enter the draw'}
      </button>
      <p className="text-xs text-ink/65">
        One entry each; a winner has 48 hours to pay with the card on file.{' '}
        <Link to="/terms#auctions-and-draws" className="underline underline-offset-4 hover:text-ink">
          Draw terms
        </Link>
        .
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** The buyer's place in the draw, and where their offer stands (it may change while the page is open). */
function resultText(position: number, claim: MyDrawEntry['claim'], quantity: number): string {
  if (claim === 'paid') return 'You won this piece and paid for it.';
  if (claim === 'lapsed')
    return 'You won, but the claim was not paid in time: the piece went to the next in line.';
  if (position <= quantity) return 'You won: we have texted you a link to claim the piece.';
  if (claim === 'offered')
    return 'A winner did not claim in time: the piece is offered to you, see your texts.';
  return `You are alternate number ${position - quantity}: if a winner does not claim, we text the next in line.`;
}
