import { formatPrice } from './format';

export type SharePayload = { url: string; title: string; text: string };

/**
 * '{title} - $4,800': the price as money, as the page shows it (issue 19 replaced the spec's raw
 * '$4800.00'). No price (a sold piece, an item not yet priced) shares the title alone.
 */
export function shareText(title: string, price: string | null) {
  const money = formatPrice(price, '');
  return money ? `${title} - ${money}` : title;
}

const enc = encodeURIComponent;

/** The two social networks, opened in a 600x400 popup. */
export const socialTargets = [
  {
    label: 'Share on Facebook',
    href: (p: SharePayload) => `https://www.facebook.com/sharer/sharer.php?u=${enc(p.url)}`,
  },
  {
    label: 'Share on X',
    href: (p: SharePayload) => `https://twitter.com/intent/tweet?text=${enc(p.text)}&url=${enc(p.url)}`,
  },
] as const;

export const whatsappHref = (p: SharePayload) => `https://wa.me/?text=${enc(`${p.text} ${p.url}`)}`;

export const emailHref = (p: SharePayload) =>
  `mailto:?subject=${enc(p.title)}&body=${enc(`${p.text}\n\n${p.url}`)}`;

export const POPUP_FEATURES = 'width=600,height=400,noopener,noreferrer';
