/**
 * Every page of the web app, declared once: the web router makes one route of each (web/src/app/
 * routes.tsx, where the compiler holds it to one module per page, no more and no fewer), and the
 * gateway serves each as a page with status 200 (gateway/src/web-app/page-routes.ts); any other
 * address is the app's 404 page, served with status 404. A page's kind says how the gateway treats it:
 * - static: no id;
 * - house: a house page (static copy, listed in the sitemap);
 * - detail: `/<name>/:id`, with crawler metadata from the public read of that id;
 * - plain: `/<name>/:<param>`, a visitor's own page (a checkout, an order, a claim), served as it is.
 */
export const pages = {
  '/': 'static',
  '/story': 'static',
  '/commission': 'static',
  '/shipping': 'house',
  '/returns': 'house',
  '/faq': 'house',
  '/privacy': 'house',
  '/terms': 'house',
  '/admin': 'static',
  '/cart': 'static',
  '/cart/checkout': 'static',
  '/purchase-success': 'static',
  // How a drawn release is drawn, and a check of one draw in the browser (issue 16).
  '/drawn-releases/how-it-works': 'static',
  '/product/:id': 'detail',
  '/coming-soon/:id': 'detail',
  '/collection/:id': 'detail',
  '/artist/:id': 'detail',
  '/checkout/:id': 'plain',
  '/orders/:token': 'plain',
  '/claim/:token': 'plain',
} as const satisfies Record<`/${string}`, 'static' | 'house' | 'detail' | 'plain'>;

export type PagePath = keyof typeof pages;
export type PageKind = (typeof pages)[PagePath];
type PathsOf<K extends PageKind> = { [P in PagePath]: (typeof pages)[P] extends K ? P : never }[PagePath];
type NameOf<P> = P extends `/${infer Name}/:${string}` ? Name : never;

/** Pages without an id (house pages included). */
export type StaticPage = PathsOf<'static' | 'house'>;
export type HousePage = PathsOf<'house'>;
/** The name of a detail page (`product` for /product/:id). */
export type DetailPage = NameOf<PathsOf<'detail'>>;
export type PlainPage = NameOf<PathsOf<'plain'>>;

const pathsOf = <K extends PageKind>(...kinds: K[]) =>
  (Object.keys(pages) as PagePath[]).filter((path) => (kinds as PageKind[]).includes(pages[path]));
const nameOf = (path: string) => path.split('/')[1]!;

export const STATIC_PAGES = pathsOf('static', 'house') as StaticPage[];
export const HOUSE_PAGES = pathsOf('house') as HousePage[];
export const DETAIL_PAGES = pathsOf('detail').map(nameOf) as DetailPage[];
export const PLAIN_DETAIL_PAGES = pathsOf('plain').map(nameOf) as PlainPage[];
