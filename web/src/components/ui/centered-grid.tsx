import clsx from 'clsx';
import type { ReactNode } from 'react';

// Widths leave room for the gaps (gap-x-8 = 2rem): two columns lose 1rem each, three lose 4/3rem.
const columnWidths = {
  2: 'w-full md:w-[calc((100%-2rem)/2)]',
  3: 'w-full sm:w-[calc((100%-2rem)/2)] lg:w-[calc((100%-4rem)/3)]',
} as const;

type CenteredGridProps<T> = {
  items: readonly T[];
  /** Columns at full width; fewer on narrow screens. */
  columns: keyof typeof columnWidths;
  itemKey: (item: T) => string | number;
  children: (item: T) => ReactNode;
  className?: string;
  label?: string;
};

/**
 * A wrapping row of equal-width cards whose last row is centred, so any count looks composed
 * (3 + 2 artists, a single preview) instead of leaving a half-empty row hanging on the left.
 */
export function CenteredGrid<T>({
  items,
  columns,
  itemKey,
  children,
  className,
  label,
}: CenteredGridProps<T>) {
  return (
    <ul aria-label={label} className={clsx('flex flex-wrap justify-center gap-x-8 gap-y-14', className)}>
      {items.map((item) => (
        <li key={itemKey(item)} className={columnWidths[columns]}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
