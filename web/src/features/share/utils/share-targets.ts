export type SharePayload = { url: string; title: string; text: string };

/** Spec section 9: the share text shows a dollar sign plus the raw price ('$4800.00'). */
export const shareText = (title: string, rawPrice: string | null) =>
  rawPrice ? `${title} - $${rawPrice}` : title;

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
