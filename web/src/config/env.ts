// The only place that reads import.meta.env: everything else imports `env`. Vite inlines these at
// build time (VITE_* variables of the shell that runs `npm run build`).
const raw = import.meta.env;

// A house social account is shown only when configured with an http(s) URL; anything else is unset.
// A plain check, not zod: this module is part of the app shell, which stays free of zod.
function optionalUrl(value: unknown): string | undefined {
  const url = typeof value === 'string' ? value.trim() : '';
  return /^https?:\/\/\S+$/i.test(url) && URL.canParse(url) ? url : undefined;
}

const socialAccounts = [
  { label: 'Instagram', url: optionalUrl(raw.VITE_SOCIAL_INSTAGRAM_URL) },
  { label: 'Pinterest', url: optionalUrl(raw.VITE_SOCIAL_PINTEREST_URL) },
  { label: 'Facebook', url: optionalUrl(raw.VITE_SOCIAL_FACEBOOK_URL) },
] as const;

export const env = {
  // Empty means same origin: the gateway serves both the app and /api.
  apiBaseUrl: String(raw.VITE_API_BASE_URL ?? '').replace(/\/$/, ''),
  contactEmail: String(raw.VITE_CONTACT_EMAIL ?? 'hello@atelier-furniture.com'),
  socialLinks: socialAccounts.flatMap(({ label, url }) => (url ? [{ label, href: url }] : [])),
} as const;
