/** drand's public HTTP mirrors of quicknet (any one answering suffices: every beacon is verified). */
export const PUBLIC_DRAND_URLS = [
  'https://api.drand.sh',
  'https://api2.drand.sh',
  'https://api3.drand.sh',
  'https://drand.cloudflare.com',
];

/**
 * DRAND_URLS as the catalog reads it: unset gives `fallback`; empty, 'off' or 'none' switches the
 * beacon off (an offline store: its releases can only be opened with the house's seed alone);
 * otherwise comma-separated base URLs, tried in order (no trailing slash needed).
 */
export function parseDrandUrls(value: string | undefined, fallback: readonly string[]): string[] {
  if (value === undefined) return [...fallback];
  const trimmed = value.trim();
  if (trimmed === '' || /^(off|none)$/i.test(trimmed)) return [];
  return trimmed
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter(Boolean)
    .map((url) => {
      if (!/^https?:\/\/[^\s]+$/.test(url)) throw new Error(`DRAND_URLS: '${url}' is not an http(s) URL`);
      return url;
    });
}
