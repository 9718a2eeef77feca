import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type HeroMediaInput, heroMediaSchema, type HeroPlacement } from '@atelier/contracts';
import { apiGet, apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { activeHeroMediaQueryOptions, heroMediaBase } from '@/lib/api/get-active-hero-media';

// Under ['admin', ...] so logging out clears it from the cache.
export const heroMediaListQueryOptions = (placement: HeroPlacement) =>
  queryOptions({
    queryKey: ['admin', 'hero-media', placement],
    queryFn: ({ signal }) =>
      apiGet(apiRoute(`GET /api/${heroMediaBase[placement]}`), heroMediaSchema.array(), signal),
  });

export const useHeroMediaList = (placement: HeroPlacement) => useQuery(heroMediaListQueryOptions(placement));

/** After any change: the admin list and the public active item of that placement. */
const invalidate = (queryClient: QueryClient, placement: HeroPlacement) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: heroMediaListQueryOptions(placement).queryKey }),
    queryClient.invalidateQueries({ queryKey: activeHeroMediaQueryOptions(placement).queryKey }),
  ]);

type Change =
  { kind: 'create'; input: HeroMediaInput } | { kind: 'activate' | 'deactivate' | 'delete'; id: number };

const send = async (placement: HeroPlacement, change: Change, csrfToken: string): Promise<void> => {
  const base = heroMediaBase[placement];
  if (change.kind === 'create')
    await apiRequest(apiRoute(`POST /api/${base}`), {
      body: change.input,
      csrfToken,
      schema: heroMediaSchema,
    });
  else if (change.kind === 'delete')
    await apiRequest(apiRoute(`DELETE /api/${base}/:id`, { id: change.id }), { csrfToken });
  else await apiRequest(apiRoute(`PATCH /api/${base}/:id/${change.kind}`, { id: change.id }), { csrfToken });
};

/** Create, activate, deactivate or delete hero media of one placement. */
export function useHeroMediaChange(placement: HeroPlacement, csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => send(placement, change, csrfToken),
    onSuccess: () => invalidate(queryClient, placement),
  });
}
