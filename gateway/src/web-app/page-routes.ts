/**
 * The web app's pages, as web/src/app/routes.tsx declares them (page-routes.spec.ts fails when the
 * two disagree). A path matching none of them is the app's 404 page, served with status 404.
 * Detail pages name the public read their crawler metadata comes from.
 */
export type DetailPage = 'product' | 'coming-soon' | 'collection' | 'artist';

/** The house's pages (web/src/features/house-pages): static copy, listed in the sitemap. */
export const HOUSE_PAGES = ['/shipping', '/returns', '/faq', '/privacy', '/terms'] as const;

export const STATIC_PAGES = [
  '/',
  '/story',
  '/commission',
  ...HOUSE_PAGES,
  '/admin',
  '/cart',
  '/cart/checkout',
  '/purchase-success',
] as const;
export const DETAIL_PAGES: readonly DetailPage[] = ['product', 'coming-soon', 'collection', 'artist'];
/**
 * Pages with an id but no crawler metadata (a shopper's own checkout, a buyer's order
 * confirmation): served as they are.
 */
export const PLAIN_DETAIL_PAGES = ['checkout', 'orders'] as const;

export type PageMatch =
  | { kind: 'static'; path: (typeof STATIC_PAGES)[number] }
  | { kind: 'detail'; page: DetailPage; id: string }
  | { kind: 'plain'; page: (typeof PLAIN_DETAIL_PAGES)[number] }
  | undefined;

/** React Router matches with or without one trailing slash, so the gateway does too. */
export function matchPage(path: string): PageMatch {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const staticPage = STATIC_PAGES.find((page) => page === trimmed);
  if (staticPage) return { kind: 'static', path: staticPage };
  const [, first, id, ...rest] = trimmed.split('/');
  const plainPage = PLAIN_DETAIL_PAGES.find((page) => page === first);
  if (rest.length === 0 && id && plainPage) return { kind: 'plain', page: plainPage };
  if (rest.length === 0 && id && (DETAIL_PAGES as readonly string[]).includes(first))
    return { kind: 'detail', page: first as DetailPage, id: decodeURIComponentSafe(id) };
  return undefined;
}

const decodeURIComponentSafe = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};
