import { type PagePath, pages } from '@atelier/contracts/pages';
import type { RouteObject } from 'react-router';
import { PublicLayout } from './layout/public-layout';
import { RootLayout } from './root-layout';
import * as home from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { eagerPage, lazyPage } from './lazy-route';

/**
 * Each page's module, for every page declared in libs/contracts/src/pages/pages.ts (the gateway
 * serves the same list): the compiler refuses a declared page without a module, or a module for an
 * undeclared one. Pages load their own chunk (lazyPage): a first visit to the home page downloads
 * only what it shows. The gateway renders every page on the server (entry-server.tsx) and the
 * browser hydrates it.
 */
const pageModules: Record<PagePath, Pick<RouteObject, 'element' | 'handle'>> = {
  '/': eagerPage(home),
  '/artist/:id': lazyPage(() => import('./routes/artist')),
  '/collection/:id': lazyPage(() => import('./routes/collection')),
  '/product/:id': lazyPage(() => import('./routes/product')),
  '/coming-soon/:id': lazyPage(() => import('./routes/coming-soon')),
  '/story': lazyPage(() => import('./routes/story')),
  '/commission': lazyPage(() => import('./routes/commission')),
  // The house's pages, linked from the footer (and the notify forms: privacy and terms).
  '/shipping': lazyPage(() => import('./routes/shipping')),
  '/returns': lazyPage(() => import('./routes/returns')),
  '/faq': lazyPage(() => import('./routes/faq')),
  '/privacy': lazyPage(() => import('./routes/privacy')),
  '/terms': lazyPage(() => import('./routes/terms')),
  '/drawn-releases/how-it-works': lazyPage(() => import('./routes/how-draws-work')),
  '/cart': lazyPage(() => import('./routes/cart')),
  '/cart/checkout': lazyPage(() => import('./routes/cart-checkout')),
  '/checkout/:id': lazyPage(() => import('./routes/checkout')),
  '/purchase-success': lazyPage(() => import('./routes/purchase-success')),
  '/orders/:token': lazyPage(() => import('./routes/order-confirmation')),
  '/claim/:token': lazyPage(() => import('./routes/claim')),
  // Shoppers never download the admin code: it is split into its own chunk, outside the shop's layout.
  '/admin': lazyPage(() => import('./routes/admin')),
};

/** Pages outside the shop's header and footer. */
const OWN_LAYOUT: readonly PagePath[] = ['/admin'];

const routeOf = (path: PagePath): RouteObject =>
  path === '/' ? { index: true, ...pageModules[path] } : { path: path.slice(1), ...pageModules[path] };

const paths = Object.keys(pages) as PagePath[];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          ...paths.filter((path) => !OWN_LAYOUT.includes(path)).map(routeOf),
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      ...OWN_LAYOUT.map(routeOf),
    ],
  },
];
