import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';
import { dehydrate } from '@tanstack/react-query';
import { StaticRouter, matchRoutes } from 'react-router';
import { AppRoutes } from './app/app';
import { FIRST_DATA_ELEMENT_ID } from './app/first-data';
import type { PageHandle } from './app/lazy-route';
import { AppProvider } from './app/provider';
import { routes } from './app/routes';
import { setApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';

/**
 * The server render the gateway runs for every public page (built by `vite build --ssr` into
 * web/dist-server/). It fetches the page's first data (the matched pages' `firstData`) through
 * `fetchApi`, renders the page with it, and returns the markup for <div id="root"> and the cache
 * for the browser (main.tsx hydrates both). The largest paint then needs no JavaScript, and a first
 * visit downloads no code to fetch and parse that data.
 */
export interface RenderedPage {
  /**
   * What the page puts in <head>: its <title> and preloads (the largest image's). React writes
   * these first when it renders into an element rather than a whole document; the gateway moves
   * them into the head, where the browser's React then finds and keeps them.
   */
  head: string;
  /** The markup inside <div id="root">. */
  html: string;
  /** The query cache as JSON, safe inside <script type="application/json"> (no "<"). */
  firstData: string;
  /**
   * What failed to render on the server (a component reading `window` while rendering, say). React
   * then leaves that part to the browser, which logs a recoverable error: the gateway logs these.
   */
  errors: string[];
}

export type FetchApi = (path: string, init: RequestInit) => Promise<Response>;

export { FIRST_DATA_ELEMENT_ID };

export async function renderPage(url: string, fetchApi: FetchApi): Promise<RenderedPage> {
  // The same function for every request (the gateway's own routes), so setting it each time is safe.
  setApiTransport(fetchApi);
  const queryClient = createQueryClient();
  const matches = matchRoutes(routes, url) ?? [];
  await Promise.all(
    matches.map(async ({ route, params }) => {
      const page = await (route.handle as PageHandle | undefined)?.load();
      await page?.firstData?.(queryClient, params);
    }),
  );
  // A read that failed renders as still loading, as it does in the browser before it fetches:
  // the browser then fetches it itself and shows the page's not-found or error state.
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });

  const errors: string[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error instanceof Error ? error.message : String(error)),
      // React sends a large Suspense boundary's content apart, put in place by inline scripts,
      // which the Content-Security-Policy forbids (script-src 'self'): every page is sent whole.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const [, head = '', html = ''] = /^((?:<title>[^<]*<\/title>|<(?:link|meta)\b[^>]*>)*)([\s\S]*)$/.exec(
    await text(prelude),
  )!;
  const firstData = JSON.stringify(dehydrate(queryClient))
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return { head, html, firstData, errors };
}
