import { Outlet } from 'react-router';
import { ScrollManager } from '@/components/layout/scroll-manager';

export function RootLayout() {
  return (
    <>
      <ScrollManager />
      <Outlet />
    </>
  );
}
