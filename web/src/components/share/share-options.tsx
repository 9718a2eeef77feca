import { copyWithToast } from '@/components/ui/copy-with-toast';
import { toast } from '@/components/ui/use-toast';
import {
  POPUP_FEATURES,
  emailHref,
  socialTargets,
  whatsappHref,
  type SharePayload,
} from '@/lib/share-targets';

const itemClass =
  'block w-full px-4 py-2.5 text-left text-sm text-ink hover:bg-stone focus-visible:bg-stone focus-visible:outline-none';

type ShareOptionsProps = SharePayload & { id: string; onDone: () => void };

/**
 * The open Share menu's choices (spec section 2): device sheet, two networks, a messaging app,
 * e-mail, copy link. Its own chunk, loaded on the first open, and rendered in the browser only: the
 * page's absolute URL and the device's share sheet are known there, not in the server render.
 */
export function ShareOptions({ id, onDone, ...shared }: ShareOptionsProps) {
  // A page passes its path; the links need the absolute URL the visitor sees.
  const payload = { ...shared, url: new URL(shared.url, window.location.origin).href };
  const canShareNatively = typeof navigator.share === 'function';

  const shareNatively = async () => {
    onDone();
    try {
      await navigator.share(payload);
      toast({ title: 'Shared successfully', description: "Product shared via your device's share menu." });
    } catch {
      // Spec section 8: a cancelled device share (AbortError) is ignored silently, as is a refusal.
    }
  };

  const copyLink = async () => {
    onDone();
    await copyWithToast(
      payload.url,
      { title: 'Link copied', description: 'Product link copied to clipboard.' },
      'Unable to copy link. Please try again.',
    );
  };

  const popup = (href: string) => {
    onDone();
    window.open(href, '_blank', POPUP_FEATURES);
  };

  return (
    <ul
      id={id}
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
          onClick={onDone}
        >
          Share on WhatsApp
        </a>
      </li>
      <li>
        <a href={emailHref(payload)} className={itemClass} onClick={onDone}>
          Share via Email
        </a>
      </li>
      <li>
        <button type="button" className={itemClass} onClick={copyLink}>
          Copy Link
        </button>
      </li>
    </ul>
  );
}
