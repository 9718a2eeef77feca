import type { ReactNode } from 'react';

type AdminCardGridProps<T extends { id: number }> = {
  /** 'All Artists', 'Active Collections': the count follows in brackets. */
  heading: string;
  items: T[];
  /** Said instead of the grid when there are no items. */
  empty?: string;
  /** The heading's top margin: the first grid of a section sits closer to the section's title. */
  spacing?: 'mt-8' | 'mt-12';
  children: (item: T) => ReactNode;
};

/** A counted heading and a grid of admin cards (artists, collections), one card per item. */
export function AdminCardGrid<T extends { id: number }>({
  heading,
  items,
  empty,
  spacing = 'mt-8',
  children,
}: AdminCardGridProps<T>) {
  return (
    <>
      <h3 className={`${spacing} text-sm font-medium tracking-[0.15em] uppercase`}>
        {heading} ({items.length})
      </h3>
      {items.length === 0 ? (
        <p className="mt-4 text-ink/70">{empty}</p>
      ) : (
        <ul className="mt-5 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => (
            <li key={item.id} className="flex">
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
