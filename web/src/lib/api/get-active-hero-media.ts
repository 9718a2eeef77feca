import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HeroPlacement } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { lazyContract } from '@/lib/lazy-contract';

/** Where each placement's routes are, under /api (spec section 7). */
export const heroMediaBase = { home: 'hero-media', story: 'story-hero-media' } as const;

/** The active media of a placement, or null when none is active. */
export const getActiveHeroMedia = (placement: HeroPlacement, signal?: AbortSignal) =>
  apiGet(
    apiRoute(`GET /api/${heroMediaBase[placement]}/active`),
    lazyContract((c) => c.heroMediaSchema.nullable()),
    signal,
  );

export const activeHeroMediaQueryOptions = (placement: HeroPlacement) =>
  queryOptions({
    queryKey: ['hero-media', placement, 'active'],
    queryFn: ({ signal }) => getActiveHeroMedia(placement, signal),
  });

export const useActiveHeroMedia = (placement: HeroPlacement) =>
  useQuery(activeHeroMediaQueryOptions(placement));
