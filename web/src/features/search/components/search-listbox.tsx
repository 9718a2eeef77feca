import type { ReactNode } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import type { ComingSoonItem, ProductSearchResult } from '@atelier/contracts';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { availabilityOf } from '@/lib/availability';
import { formatPrice } from '@/lib/format';

export type SearchGroups = { pieces: ProductSearchResult[]; upcoming: ComingSoonItem[] };

/** Where each option leads, in the order the listbox shows them (pieces, then upcoming items). */
export const optionHrefs = ({ pieces, upcoming }: SearchGroups) => [
  ...pieces.map((piece) => `/product/${piece.id}`),
  ...upcoming.map((item) => `/coming-soon/${item.id}`),
];

export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

type SearchListboxProps = {
  id: string;
  groups: SearchGroups;
  /** Index into optionHrefs of the option the arrow keys are on, or -1. */
  activeIndex: number;
  onPick: () => void;
};

/**
 * The results as a WAI-ARIA grouped listbox, owned by the search field (the combobox). Focus stays in
 * the field: the active option is announced through aria-activedescendant, so options are out of
 * the tab order. Each option is a link, so a pointer can still open it in a new tab.
 */
export function SearchListbox({ id, groups, activeIndex, onPick }: SearchListboxProps) {
  const offset = groups.pieces.length;
  const option = (index: number, href: string, children: ReactNode) => (
    <Link
      key={href}
      id={optionId(id, index)}
      to={href}
      role="option"
      aria-selected={index === activeIndex}
      tabIndex={-1}
      onClick={onPick}
      className={clsx(
        'flex items-center gap-4 px-3 py-3 hover:bg-stone',
        index === activeIndex && 'bg-stone outline-2 -outline-offset-2 outline-brass',
      )}
    >
      {children}
    </Link>
  );
  return (
    <div id={id} role="listbox" aria-label="Search results">
      {groups.pieces.length > 0 && (
        <Group id={`${id}-pieces`} label="Pieces">
          {groups.pieces.map((piece, index) =>
            option(index, `/product/${piece.id}`, <PieceRow piece={piece} />),
          )}
        </Group>
      )}
      {groups.upcoming.length > 0 && (
        <Group id={`${id}-upcoming`} label="Coming Soon">
          {groups.upcoming.map((item, index) =>
            option(offset + index, `/coming-soon/${item.id}`, <UpcomingRow item={item} />),
          )}
        </Group>
      )}
    </div>
  );
}

function Group({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={id} className="pb-2">
      <div
        id={id}
        role="presentation"
        className="px-3 pt-2 pb-1 text-[0.65rem] font-medium tracking-[0.22em] text-ink/60 uppercase"
      >
        {label}
      </div>
      {children}
    </div>
  );
}

type RowProps = {
  /** A piece or an upcoming item: both carry these. */
  piece: { imageUrls: string[]; name: string; category: string; artist: { name: string } | null };
  aside: ReactNode;
};

/** Spec section 2: image, name, category and 'by' the artist (or 'Unknown Artist'), then the price. */
function Row({ piece, aside }: RowProps) {
  return (
    <>
      <ResponsiveImage imageRef={piece.imageUrls[0]} alt="" sizes="4rem" className="size-16 shrink-0" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-display text-xl">{piece.name}</span>
        <span className="block text-xs text-ink/65">
          <span className="capitalize">{piece.category}</span> · by {piece.artist?.name ?? 'Unknown Artist'}
        </span>
      </span>
      <span className="shrink-0 text-right text-sm">{aside}</span>
    </>
  );
}

const quietMark = 'block text-[0.65rem] tracking-[0.22em] text-ink/60 uppercase';

function PieceRow({ piece }: { piece: ProductSearchResult }) {
  const availability = availabilityOf(piece).kind;
  return (
    <Row
      piece={piece}
      aside={
        // A sold piece is no longer priced, as on its own page; a reserved one may come back.
        availability === 'sold' ? (
          <span className={quietMark}>Sold</span>
        ) : (
          <>
            {formatPrice(piece.price)}
            {availability === 'reserved' && <span className={quietMark}>Reserved</span>}
          </>
        )
      }
    />
  );
}

function UpcomingRow({ item }: { item: ComingSoonItem }) {
  return (
    <Row
      piece={item}
      aside={
        item.estimatedPrice ? (
          <>
            <span className={quietMark}>Est.</span>
            {formatPrice(item.estimatedPrice)}
          </>
        ) : (
          formatPrice(null)
        )
      }
    />
  );
}
