import type { RouteObject } from 'react-router';
import { PublicLayout } from './layout/public-layout';
import { RootLayout } from './root-layout';
import * as home from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { eagerPage, lazyPage } from './lazy-route';

// Detail pages load their own chunk (lazyPage): a first visit to the home page downloads only what
// it shows. The gateway renders every page on the server (entry-server.tsx) and the browser hydrates
// it.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, ...eagerPage(home) },
          { path: 'artist/:id', ...lazyPage(() => import('./routes/artist')) },
          { path: 'collection/:id', ...lazyPage(() => import('./routes/collection')) },
          { path: 'product/:id', ...lazyPage(() => import('./routes/product')) },
          { path: 'coming-soon/:id', ...lazyPage(() => import('./routes/coming-soon')) },
          { path: 'story', ...lazyPage(() => import('./routes/story')) },
          { path: 'commission', ...lazyPage(() => import('./routes/commission')) },
          // The house's pages, linked from the footer (and the notify forms: privacy and terms).
          { path: 'shipping', ...lazyPage(() => import('./routes/shipping')) },
          { path: 'returns', ...lazyPage(() => import('./routes/returns')) },
          { path: 'faq', ...lazyPage(() => import('./routes/faq')) },
          { path: 'privacy', ...lazyPage(() => import('./routes/privacy')) },
          { path: 'terms', ...lazyPage(() => import('./routes/terms')) },
          { path: 'drawn-releases/how-it-works', ...lazyPage(() => import('./routes/how-draws-work')) },
          { path: 'cart', ...lazyPage(() => import('./routes/cart')) },
          { path: 'cart/checkout', ...lazyPage(() => import('./routes/cart-checkout')) },
          { path: 'checkout/:id', ...lazyPage(() => import('./routes/checkout')) },
          { path: 'purchase-success', ...lazyPage(() => import('./routes/purchase-success')) },
          { path: 'orders/:token', ...lazyPage(() => import('./routes/order-confirmation')) },
          { path: 'claim/:token', ...lazyPage(() => import('./routes/claim')) },
          // A collector's account on their verified phone (issue 34).
          { path: 'account', ...lazyPage(() => import('./routes/account')) },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      // Shoppers never download the admin code: it is split into its own chunk.
      { path: 'admin', ...lazyPage(() => import('./routes/admin')) },
    ],
  },
];
