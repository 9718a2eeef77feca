/**
 * Cache-Control values of every kind of answer Atelier gives.
 *
 * Public reads: `public, no-cache`. `public` lets browsers and shared caches (a CDN) store the answer;
 * `no-cache` makes them revalidate it on every use, so a write is visible on the next read everywhere.
 * Revalidation is cheap: the cache sends `If-None-Match` with the stored strong ETag and the gateway
 * answers 304 from its edge cache without calling the service and without a body. A `max-age` or
 * `s-maxage` would save that round trip but serve stale answers after a write for that long, which
 * the storefront does not accept (a sold piece must not look available).
 */
export const CACHE_CONTROL = {
  publicRead: 'public, no-cache',
  /** Admin routes and anything tied to a session (cart, liked): no cache keeps a copy. */
  private: 'no-store',
  /** Vite's content-hashed files: a changed file gets a new name, so a copy never goes stale. */
  immutableAsset: 'public, max-age=31536000, immutable',
  /** index.html names the current hashed assets: always revalidated, never served stale. */
  htmlEntry: 'no-cache',
} as const;
