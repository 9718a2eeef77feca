import { Link } from 'react-router';
import type { Product } from '@atelier/contracts';
import { OtherPiecesByArtist } from '@/components/catalog/other-pieces-by-artist';
import { buttonClass } from '@/components/ui/button-styles';
import { availabilityOf } from '@/lib/availability';
import { formatTime } from '@/lib/format';
import { orderPathOfBoughtPiece } from '@/lib/bought-pieces';
import { useHydrated } from '@/lib/use-hydrated';

type UnavailablePieceProps = {
  piece: Product;
  /** The server's refusal, when checkout was refused (it knows best: the page's read may be older). */
  refusal?: string;
};

/**
 * Checkout for a piece that cannot be bought right now: what happened (sold, or reserved by another
 * collector until a time), and the artist's other pieces that can be.
 */
export function UnavailablePiece({ piece, refusal }: UnavailablePieceProps) {
  const availability = availabilityOf(piece);
  // This browser's own purchase (Back after paying; held until catalog commits it, then sold). Read
  // in the browser only (local storage): the server's render cannot know it.
  const hydrated = useHydrated();
  const ownOrder = hydrated ? orderPathOfBoughtPiece(piece.id) : null;
  if (ownOrder) return <YourPiece piece={piece} orderPath={ownOrder} />;
  const reservedByRefusal = refusal?.startsWith('Reserved by another collector');
  const heading =
    availability.kind === 'reserved' || reservedByRefusal
      ? 'This piece is reserved'
      : 'This piece has just been sold';
  const detail =
    availability.kind === 'reserved'
      ? `Another collector is checking out ${piece.name}. It is reserved for them until ${formatTime(availability.until)}; if they do not complete their purchase, it returns to sale.`
      : reservedByRefusal
        ? `${refusal}.`
        : `${piece.name} has found its home. The house can commission something similar for you.`;

  return (
    <div className="mx-auto max-w-5xl" data-testid="piece-unavailable">
      <h1 className="font-display text-5xl">{heading}</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink/75">{detail}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={`/product/${piece.id}`} className={buttonClass('outline')}>
          Back to the piece
        </Link>
        {piece.artist && (
          <Link to={`/artist/${piece.artist.id}`} className={buttonClass('solid')}>
            More by {piece.artist.name}
          </Link>
        )}
      </div>
      <OtherPiecesByArtist
        piece={piece}
        heading={`Other pieces by ${piece.artist?.name ?? 'this artist'}`}
        className="mt-16"
      />
    </div>
  );
}

/** The piece this browser bought (Back after paying): it is the buyer's, with their order's link. */
function YourPiece({ piece, orderPath }: { piece: Product; orderPath: string }) {
  return (
    <div className="mx-auto max-w-5xl" data-testid="piece-yours">
      <h1 className="font-display text-5xl">This piece is yours</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink/75">
        You bought {piece.name}. Your order page has its details and will show when it ships.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={orderPath} className={buttonClass('solid')}>
          View your order
        </Link>
        <Link to={`/product/${piece.id}`} className={buttonClass('outline')}>
          Back to the piece
        </Link>
      </div>
    </div>
  );
}
