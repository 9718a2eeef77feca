import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, useRoutes } from 'react-router';
import { AppProvider } from './provider';
import { routes } from './routes';

/**
 * The route table, rendered by whichever router wraps it: BrowserRouter here, StaticRouter in the
 * server render. The declarative router, not createBrowserRouter: the data router adds ~17 KB gzip
 * (loaders, actions, fetchers) that this app does not use, and the first visit's budget is 110 KB.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
