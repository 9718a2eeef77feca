import { Outlet, useLocation } from 'react-router';
import { ScrollManager } from '@/components/layout/scroll-manager';
import { preloadPageFonts } from '@/styles/font-preloads';
import { RouteErrorBoundary } from './routes/route-error';

export function RootLayout() {
  const { pathname } = useLocation();
  preloadPageFonts();
  return (
    <>
      <ScrollManager />
      <RouteErrorBoundary key={pathname}>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}
