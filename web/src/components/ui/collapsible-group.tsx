import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import clsx from 'clsx';

/** A titled group that opens and closes with its header button (aria-expanded, keyboard included). */
export function CollapsibleGroup({
  title,
  meta,
  defaultOpen = true,
  children,
}: {
  title: ReactNode;
  meta?: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <section className="border border-ink/10 bg-white">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="flex w-full flex-wrap items-center justify-between gap-3 px-4 py-3 text-left hover:bg-stone/40 focus-visible:outline-2 focus-visible:outline-brass sm:px-5"
        >
          <span className="font-display text-2xl">{title}</span>
          <span className="flex items-center gap-3 text-xs text-ink/65">
            {meta}
            <ChevronDown aria-hidden className={clsx('size-4 transition-transform', open && 'rotate-180')} />
          </span>
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="border-t border-ink/10">
        {children}
      </div>
    </section>
  );
}
