import { StrictMode, startTransition } from 'react';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/app';
import { FIRST_DATA_ELEMENT_ID } from './app/first-data';
import { createQueryClient } from './lib/query-client';

// react-dom's client is imported rather than part of this module's graph: its initialisation (68-103 ms
// at a phone's 4x slower CPU, measured) then runs in a task of its own when its small chunk
// arrives, instead of lengthening the task that evaluates this module. Asked for first, so that
// chunk's round trip overlaps this module's evaluation.
const reactDomClient = import('react-dom/client');

// Loaded by boot.ts once the page has painted. The gateway serves every public page rendered on the
// server (entry-server.tsx) with the data it was rendered from: the cache starts with that data, so
// hydration renders exactly the same markup.
const queryClient = createQueryClient();
const firstData = document.getElementById(FIRST_DATA_ELEMENT_ID)?.textContent;
if (firstData) hydrate(queryClient, JSON.parse(firstData));

const { createRoot, hydrateRoot } = await reactDomClient;

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// Hydration as a transition: React then yields to the browser every few milliseconds instead of
// hydrating the whole page in one task (~55 ms here, ~200 ms at a phone's 4x slower CPU, the
// largest task Lighthouse counted as blocking). A press on a part not yet hydrated hydrates that part
// first and is replayed. Pages served without a server render (the admin, or when rendering failed)
// start empty.
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
