import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDown, Download } from 'lucide-react';
import { buttonClass } from '@/components/ui/button-styles';

export interface ExportChoice {
  label: string;
  onSelect: () => void;
}

/** 'Export' with its choices: opens on click, closes on a choice, Escape or a click elsewhere. */
export function ExportMenu({ label, choices }: { label: string; choices: ExportChoice[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => !rootRef.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('mousedown', close);
    rootRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        setOpen(false);
        buttonRef.current?.focus();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
        className={buttonClass('outline', 'px-3 py-2')}
      >
        <Download className="size-4" aria-hidden />
        Export
        <ChevronDown className="size-3" aria-hidden />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          className="absolute right-0 z-10 mt-1 min-w-48 border border-ink/15 bg-white py-1 shadow-lg"
        >
          {choices.map((choice) => (
            <button
              key={choice.label}
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                choice.onSelect();
              }}
              className="block w-full px-4 py-2.5 text-left text-sm hover:bg-ink/5 focus-visible:bg-ink/5 focus-visible:outline-none"
            >
              {choice.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
