import {
  DETAIL_PAGES,
  type DetailPage,
  HOUSE_PAGES,
  PLAIN_DETAIL_PAGES,
  type PlainPage,
  STATIC_PAGES,
  type StaticPage,
} from '@atelier/contracts/pages';

/**
 * Which addresses are the web app's pages, from the pages declared once in
 * libs/contracts/src/pages/pages.ts (the web router's too). A path matching none of them is the
 * app's 404 page, served with status 404. Detail pages name the public read their crawler metadata
 * comes from. Which requests are pages at all (isPageAddress, asksOnlyForJson) is decided here too,
 * apart from the serving.
 */
export { DETAIL_PAGES, type DetailPage, HOUSE_PAGES, PLAIN_DETAIL_PAGES, STATIC_PAGES };

export type PageMatch =
  | { kind: 'static'; path: StaticPage }
  | { kind: 'detail'; page: DetailPage; id: string }
  | { kind: 'plain'; page: PlainPage }
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
