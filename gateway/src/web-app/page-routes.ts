/**
 * The web app's pages, as web/src/app/routes.tsx declares them (page-routes.spec.ts fails when the
 * two disagree). A path matching none of them is the app's 404 page, served with status 404.
 * Detail pages name the public read their crawler metadata comes from. Which requests are pages at
 * all (isPageAddress, asksOnlyForJson) is decided here too, apart from the serving.
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
  // A collector's account on their verified phone (issue 34).
  '/account',
  // How a drawn release is drawn, and a check of one draw in the browser (issue 16).
  '/drawn-releases/how-it-works',
] as const;
export const DETAIL_PAGES: readonly DetailPage[] = ['product', 'coming-soon', 'collection', 'artist'];
/**
 * Pages with an id but no crawler metadata (a shopper's own checkout, a buyer's order
 * confirmation, a won piece's claim by its signed link): served as they are.
 */
export const PLAIN_DETAIL_PAGES = ['checkout', 'orders', 'claim'] as const;

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

// The gateway's own prefixes: API routes, health checks and uploaded media are never pages, in any
// letter case (/API/x is a mistyped API call, answered with the API's JSON 404, not the app).
const NOT_PAGE_PREFIXES = ['api', 'health', 'uploads'];

/**
 * Whether a path not matched by any other route is one of the web app's addresses (a page, or the
 * 404 page): anything but the gateway's own prefixes and paths that name a file (an image, a script
 * that is not there is a plain 404, never the app).
 */
export function isPageAddress(path: string): boolean {
  if (NOT_PAGE_PREFIXES.includes(path.split('/')[1].toLowerCase())) return false;
  // A known page first: a claim link's token ends in '.<signature>', which reads like a file name.
  if (matchPage(path)) return true;
  return !/\.[a-z0-9]+$/i.test(path);
}

/**
 * Whether a client explicitly asks only for JSON: its Accept header lists application/json (or a
 * +json type) and neither HTML nor a wildcard that covers it. Link-preview fetchers and crawlers
 * send no Accept header, the any-type wildcard or a browser's list; they all get the page. A range with q=0 is a
 * refusal, not a request, so it does not count.
 */
export function asksOnlyForJson(accept: string | undefined): boolean {
  const ranges = (accept ?? '')
    .split(',')
    .map((range) => {
      const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
      const q = params.find((param) => param.startsWith('q='));
      return { type, refused: q !== undefined && Number(q.slice(2)) === 0 };
    })
    .filter(({ type, refused }) => type && !refused)
    .map(({ type }) => type);
  const json = ranges.some((type) => type === 'application/json' || type.endsWith('+json'));
  const html = ranges.some((type) => type === 'text/html' || type === 'text/*' || type === '*/*');
  return json && !html;
}
