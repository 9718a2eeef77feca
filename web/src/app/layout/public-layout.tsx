import { Outlet } from 'react-router';
import { SiteNav } from './site-nav';
import { SiteFooter } from '@/components/layout/site-footer';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        // Visually hidden until focused, then a proper button-like tab above the header.
        className="fixed top-3 left-3 z-[60] bg-ink px-5 py-3 text-xs font-medium tracking-[0.2em] text-paper uppercase shadow-lg not-focus:sr-only focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass"
      >
        Skip to content
      </a>
      <SiteNav />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
