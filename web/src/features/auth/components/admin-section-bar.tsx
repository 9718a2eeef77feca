import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import type { AdminSection } from './admin-dashboard';

/**
 * The dashboard's section menu. On a phone it is one row that scrolls sideways; the chosen section
 * is scrolled into the row's view whenever it changes (a shared link to `?section=orders` opened
 * with the row at its start, hiding the active tab off screen).
 */
export function AdminSectionBar({ sections, currentId }: { sections: AdminSection[]; currentId?: string }) {
  const bar = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const row = bar.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active) return;
    const left = active.offsetLeft - row.offsetLeft;
    const right = left + active.offsetWidth;
    // Only the row scrolls (never the page), and only when the tab is not wholly in view.
    if (left < row.scrollLeft || right > row.scrollLeft + row.clientWidth)
      row.scrollLeft = left - (row.clientWidth - active.offsetWidth) / 2;
  }, [currentId]);
  return (
    <nav
      ref={bar}
      aria-label="Dashboard sections"
      className="mt-8 -mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0"
    >
      <ul className="flex min-w-max gap-2 border-b border-ink/10 pb-3 sm:min-w-0 sm:flex-wrap">
        {sections.map((section) => (
          <li key={section.id}>
            <Link
              to={{ search: `?section=${section.id}` }}
              replace
              aria-current={section.id === currentId ? 'page' : undefined}
              className={
                section.id === currentId
                  ? buttonClass('solid', 'px-4 py-2.5')
                  : buttonClass('outline', 'border-transparent px-4 py-2.5 hover:border-ink/70')
              }
            >
              {section.label}
              {section.badge}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
