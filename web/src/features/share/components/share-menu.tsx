import { useEffect, useId, useRef, useState } from 'react';
import clsx from 'clsx';
import { Share2 } from 'lucide-react';
import { toast } from '@/components/ui/use-toast';
import {
  POPUP_FEATURES,
  emailHref,
  socialTargets,
  whatsappHref,
  type SharePayload,
} from '../utils/share-targets';

type ShareMenuProps = SharePayload & { tone?: 'ink' | 'paper' };

const itemClass =
  'block w-full px-4 py-2.5 text-left text-sm text-ink hover:bg-stone focus-visible:bg-stone focus-visible:outline-none';

/** The Share menu of spec section 2: device sheet, two networks, a messaging app, e-mail, copy link. */
export function ShareMenu({ url, title, text, tone = 'ink' }: ShareMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const payload = { url, title, text };
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

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

  const shareNatively = async () => {
    setOpen(false);
    try {
      await navigator.share(payload);
      toast({ title: 'Shared successfully', description: "Product shared via your device's share menu." });
    } catch {
      // Spec section 8: a cancelled device share (AbortError) is ignored silently, as is a refusal.
    }
  };

  const copyLink = async () => {
    setOpen(false);
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Product link copied to clipboard.' });
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Unable to copy link. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const popup = (href: string) => {
    setOpen(false);
    window.open(href, '_blank', POPUP_FEATURES);
  };

  return (
    <div ref={rootRef} className="relative inline-block">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className={clsx(
          'inline-flex min-h-11 items-center gap-2 border px-4 text-xs font-medium tracking-[0.2em] uppercase transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass',
          tone === 'ink' ? 'border-ink/25 hover:border-ink' : 'border-paper/40 text-paper hover:border-paper',
        )}
      >
        <Share2 aria-hidden className="size-4" strokeWidth={1.75} />
        Share
      </button>
      <ul
        id={menuId}
        hidden={!open}
        aria-label="Share options"
        className="absolute right-0 z-30 mt-2 w-60 border border-ink/10 bg-paper py-2 shadow-xl"
      >
        {canShareNatively && (
          <li>
            <button type="button" className={itemClass} onClick={shareNatively}>
              Share via device
            </button>
          </li>
        )}
        {socialTargets.map((target) => (
          <li key={target.label}>
            <button type="button" className={itemClass} onClick={() => popup(target.href(payload))}>
              {target.label}
            </button>
          </li>
        ))}
        <li>
          <a
            href={whatsappHref(payload)}
            target="_blank"
            rel="noopener noreferrer"
            className={itemClass}
            onClick={() => setOpen(false)}
          >
            Share on WhatsApp
          </a>
        </li>
        <li>
          <a href={emailHref(payload)} className={itemClass} onClick={() => setOpen(false)}>
            Share via Email
          </a>
        </li>
        <li>
          <button type="button" className={itemClass} onClick={copyLink}>
            Copy Link
          </button>
        </li>
      </ul>
    </div>
  );
}
