import type { QueryClient } from '@tanstack/react-query';
import { idParamSchema } from '@atelier/contracts';
import type { FirstData } from '../lazy-route';

/**
 * The first data of a page about one record (/artist/:id and the like): `load` runs with the id once
 * it is a valid one; for any other the page shows its not-found message, with nothing to fetch.
 */
export const firstDataForId =
  (load: (queryClient: QueryClient, id: number) => Promise<unknown>): FirstData =>
  async (queryClient, params) => {
    const id = idParamSchema.safeParse(params.id);
    if (id.success) await load(queryClient, id.data);
  };
