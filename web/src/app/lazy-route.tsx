import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Params, RouteObject } from 'react-router';

/**
 * The data a page shows first, fetched by the server render (web/src/entry-server.tsx) so the HTML
 * the gateway serves already holds it. Only public reads belong here, never a visitor's own data.
 */
export type FirstData = (queryClient: QueryClient, params: Params) => Promise<unknown>;

/** What a page module exports: its component and, optionally, its first data. */
export interface PageModule {
  Component: ComponentType;
  firstData?: FirstData;
}

/** Route handle: how the server render finds a page's first data (eager and lazy pages alike). */
export interface PageHandle {
  load: () => Promise<PageModule>;
}

/**
 * Marks the document once the page's own markup is live: a server-rendered page shows its buttons
 * before React has hydrated them (a lazy page's boundary hydrates when its chunk arrives), and a
 * click before that does nothing. The browser tests wait for `html[data-hydrated]` before acting.
 */
export function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}

const pageFallback = <p className="px-5 py-40 text-center text-ink/70">Loading...</p>;

/**
 * A page that loads its own chunk: a first visit downloads only the page it shows. React.lazy under
 * Suspense (not the data router's `lazy`), so hydration keeps the server's HTML until the chunk has
 * arrived. Once loaded (the server render loads the matched pages before rendering) the page renders
 * directly: a page that suspended while the server rendered would be sent out of order, completed by
 * inline scripts the Content-Security-Policy forbids.
 */
export function lazyPage(load: () => Promise<PageModule>): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: ComponentType | undefined;
  const loadAndKeep = async () => {
    const page = await load();
    loaded = page.Component;
    return page;
  };
  const Lazy = lazy(async () => ({ default: (await loadAndKeep()).Component }));
  function Page() {
    useMarkHydrated(); // runs after the page below it has hydrated (children's effects run first)
    const Component = loaded ?? Lazy;
    return <Component />;
  }
  return {
    element: (
      <Suspense fallback={pageFallback}>
        <Page />
      </Suspense>
    ),
    handle: { load: loadAndKeep } satisfies PageHandle,
  };
}

/** A page bundled with the app shell (the home page): same handle, no chunk. */
export function eagerPage(page: PageModule): Pick<RouteObject, 'element' | 'handle'> {
  const { Component } = page;
  function Page() {
    useMarkHydrated();
    return <Component />;
  }
  return { element: <Page />, handle: { load: async () => page } satisfies PageHandle };
}
