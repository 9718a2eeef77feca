import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import clsx from 'clsx';
import { Share2 } from 'lucide-react';
import type { SharePayload } from '@/lib/share-targets';

// The choices load on the first open: no first paint needs them.
const ShareOptions = lazy(() => import('./share-options').then((m) => ({ default: m.ShareOptions })));

/** `url` may be the page's path: the menu makes it absolute when it opens. */
type ShareMenuProps = SharePayload & { tone?: 'ink' | 'paper' };

/** The Share menu of spec section 2: its button, and the choices (share-options.tsx) once open. */
export function ShareMenu({ url, title, text, tone = 'ink' }: ShareMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative inline-block">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        className={clsx(
          'inline-flex min-h-11 items-center gap-2 border px-4 text-xs font-medium tracking-[0.2em] uppercase transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass',
          tone === 'ink' ? 'border-ink/25 hover:border-ink' : 'border-paper/40 text-paper hover:border-paper',
        )}
      >
        <Share2 aria-hidden className="size-4" strokeWidth={1.75} />
        Share
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShareOptions id={menuId} url={url} title={title} text={text} onDone={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
