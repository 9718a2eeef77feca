import { useRef, type KeyboardEvent } from 'react';
import { clsx } from 'clsx';

export interface Tab<Id extends string> {
  id: Id;
  label: string;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between them; only the current one is in the tab order. */
export function PhoneNumberTabs<Id extends string>({
  tabs,
  current,
  onChange,
  idPrefix,
}: {
  tabs: Tab<Id>[];
  current: Id;
  onChange: (id: Id) => void;
  idPrefix: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const next = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(tabs[next].id);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label="Signup views"
      onKeyDown={onKeyDown}
      className="flex flex-wrap gap-2 border-b border-ink/10"
    >
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.id}`}
          aria-selected={tab.id === current}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab.id === current ? 0 : -1}
          onClick={() => onChange(tab.id)}
          className={clsx(
            '-mb-px border-b-2 px-4 py-3 text-xs font-medium tracking-[0.15em] uppercase focus-visible:outline-2 focus-visible:outline-brass',
            tab.id === current ? 'border-ink text-ink' : 'border-transparent text-ink/60 hover:text-ink',
          )}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
