import type { RouteObject } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { RootLayout } from './root-layout';
import { HomeRoute } from './routes/home';
import { ArtistRoute } from './routes/artist';
import { CollectionRoute } from './routes/collection';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

// Later issues add /product/:id, /coming-soon/:id, /story and /cart; until then they are 404s.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'artist/:id', element: <ArtistRoute /> },
          { path: 'collection/:id', element: <CollectionRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      // Shoppers never download the admin code: it is split into its own chunk.
      {
        path: 'admin',
        lazy: () => import('./routes/admin'),
        hydrateFallbackElement: <p className="px-5 py-40 text-center text-ink/70">Loading...</p>,
      },
    ],
  },
];
