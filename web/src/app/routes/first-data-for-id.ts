import type { QueryClient } from '@tanstack/react-query';
import { parseIdParam } from '@atelier/contracts/storefront-constants';
import type { FirstData } from '../lazy-route';

/**
 * The first data of a page about one record (/artist/:id and the like): `load` runs with the id once
 * it is a valid one; for any other the page shows its not-found message, with nothing to fetch.
 */
export const firstDataForId =
  (load: (queryClient: QueryClient, id: number) => Promise<unknown>): FirstData =>
  async (queryClient, params) => {
    const id = parseIdParam(params.id);
    if (id !== undefined) await load(queryClient, id);
  };
