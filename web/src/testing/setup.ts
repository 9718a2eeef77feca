import '@testing-library/jest-dom/vitest';
import type { RouteObject } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetToasts } from '@/components/ui/use-toast';
import type { PageHandle } from '@/app/lazy-route';

// A route's first render loads its lazy module; on a 2-core machine busy with other builds that
// can pass the default 1 s of findBy*, which would fail a correct screen.
configure({ asyncUtilTimeout: 5_000 });

// A file that runs in Node (`// @vitest-environment node`: the build's plugins) has no page to set up.
const hasDom = typeof window !== 'undefined';

afterEach(() => {
  cleanup();
  resetToasts();
  vi.useRealTimers(); // a test that set the clock never leaves it set for the next
  if (hasDom) localStorage.clear(); // what one test's browser stored (bought pieces, likes) is its own
});

// jsdom lacks these; the app calls them for scroll restoration and anchors.
if (hasDom) {
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
}

// The app loads its pages, the contracts, the toaster and the dialogs lazily. Loaded once before a
// file's tests, so the first test's `findBy` waits for the page, not for Vite to transform a chunk
// (more than its 1 s on a busy machine).
beforeAll(async () => {
  if (!hasDom) return;
  const { routes } = await import('@/app/routes');
  const pages = (list: RouteObject[]): RouteObject[] => list.flatMap((r) => [r, ...pages(r.children ?? [])]);
  await Promise.all([
    ...pages(routes).map((route) => (route.handle as PageHandle | undefined)?.load()),
    import('@atelier/contracts'),
    import('@/components/ui/toaster'),
    import('@/components/share/share-options'),
    import('@/features/search/components/search-dialog'),
  ]);
});
