import type { z } from 'zod';

type Contracts = typeof import('@atelier/contracts');

/**
 * A contract schema loaded on first use (apiGet's SchemaSource). The app shell's reads use it so
 * zod and the contracts (~27 KB gzip) stay out of the shell: a first visit gets its data in the
 * server-rendered HTML and never parses anything; the chunk loads with the first fetch the browser
 * makes, in parallel with that request.
 */
export const lazyContract =
  <S extends z.ZodType>(pick: (contracts: Contracts) => S) =>
  () =>
    import('@atelier/contracts').then(pick);
