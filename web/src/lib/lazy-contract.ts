import type { z } from 'zod';

type Contracts = typeof import('@atelier/contracts');

/**
 * A contract schema loaded on first use (apiGet's SchemaSource). The storefront's reads use it so
 * zod and the contracts (~27 KB gzip, ~95 ms to evaluate at a phone's CPU) stay out of its pages'
 * code: a first visit gets its data in the server-rendered HTML and never parses anything; the
 * chunk loads with the first fetch the browser makes, in parallel with that request. Constants and
 * the id check come from `@atelier/contracts/storefront-constants`, which has no zod.
 */
export const lazyContract =
  <S extends z.ZodType>(pick: (contracts: Contracts) => S) =>
  () =>
    import('@atelier/contracts').then(pick);
