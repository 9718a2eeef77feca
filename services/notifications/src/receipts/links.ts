/** Widths the store renders uploaded and demo images at; mails show the smallest. */
const RENDITION = /-(?:960|1600)\.webp$/;

/** An absolute http(s) address, or null: the only links a mail may carry. */
export function webAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A path on the store (`/orders/...`) as an absolute address on its public origin. */
export const storeAddress = (path: string, publicOrigin: string) => new URL(path, publicOrigin).toString();

/**
 * A piece's image for a mail, by absolute address (mail clients have no page to resolve a path
 * against), read as the spec's image references are: absolute http(s) kept, '/' paths on the
 * store, bare names under /uploads/. The store's multi-width renditions are taken at 480 px.
 */
export function mailImageAddress(ref: string | null, publicOrigin: string): string | null {
  const value = ref?.trim();
  if (!value || value.startsWith('//')) return null;
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) return webAddress(value);
  const path = value.startsWith('/') ? value : `/uploads/${value}`;
  return storeAddress(path.replace(RENDITION, '-480.webp'), publicOrigin);
}
