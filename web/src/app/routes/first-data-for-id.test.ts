import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { firstDataForId } from './first-data-for-id';

describe('firstDataForId', () => {
  it('loads with the id as a number when the route id is valid', async () => {
    const load = vi.fn(async () => undefined);
    const queryClient = new QueryClient();
    await firstDataForId(load)(queryClient, { id: '12' });
    expect(load).toHaveBeenCalledWith(queryClient, 12);
  });

  it('fetches nothing for an id that is not one (the page shows its not-found message)', async () => {
    const load = vi.fn(async () => undefined);
    await firstDataForId(load)(new QueryClient(), { id: 'abc' });
    await firstDataForId(load)(new QueryClient(), {});
    expect(load).not.toHaveBeenCalled();
  });
});
