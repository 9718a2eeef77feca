import type { RouteObject } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { RootLayout } from './root-layout';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

// Detail pages load their own chunk: a first visit to the home page downloads only what it shows.
const pageFallback = <p className="px-5 py-40 text-center text-ink/70">Loading...</p>;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'artist/:id', lazy: () => import('./routes/artist'), hydrateFallbackElement: pageFallback },
          {
            path: 'collection/:id',
            lazy: () => import('./routes/collection'),
            hydrateFallbackElement: pageFallback,
          },
          {
            path: 'product/:id',
            lazy: () => import('./routes/product'),
            hydrateFallbackElement: pageFallback,
          },
          {
            path: 'coming-soon/:id',
            lazy: () => import('./routes/coming-soon'),
            hydrateFallbackElement: pageFallback,
          },
          { path: 'story', lazy: () => import('./routes/story'), hydrateFallbackElement: pageFallback },
          { path: 'cart', lazy: () => import('./routes/cart'), hydrateFallbackElement: pageFallback },
          {
            path: 'cart/checkout',
            lazy: () => import('./routes/cart-checkout'),
            hydrateFallbackElement: pageFallback,
          },
          {
            path: 'checkout/:id',
            lazy: () => import('./routes/checkout'),
            hydrateFallbackElement: pageFallback,
          },
          {
            path: 'purchase-success',
            lazy: () => import('./routes/purchase-success'),
            hydrateFallbackElement: pageFallback,
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      // Shoppers never download the admin code: it is split into its own chunk.
      {
        path: 'admin',
        lazy: () => import('./routes/admin'),
        hydrateFallbackElement: pageFallback,
      },
    ],
  },
];
