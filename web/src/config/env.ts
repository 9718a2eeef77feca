// The only place that reads import.meta.env: everything else imports `env`.
const raw = import.meta.env;

export const env = {
  // Empty means same origin: the gateway serves both the app and /api.
  apiBaseUrl: String(raw.VITE_API_BASE_URL ?? '').replace(/\/$/, ''),
  contactEmail: String(raw.VITE_CONTACT_EMAIL ?? 'hello@atelier-furniture.com'),
} as const;
