import { Outlet, useLocation } from 'react-router';
import { ScrollManager } from '@/components/layout/scroll-manager';
import { RouteErrorBoundary } from './routes/route-error';

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollManager />
      <RouteErrorBoundary key={pathname}>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}
