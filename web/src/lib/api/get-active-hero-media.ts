import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HeroPlacement } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';
import { lazyContract } from '@/lib/lazy-contract';

/** The public read of each placement (spec section 7). */
export const heroMediaPaths: Record<HeroPlacement, string> = {
  home: '/api/hero-media',
  story: '/api/story-hero-media',
};

/** The active media of a placement, or null when none is active. */
export const getActiveHeroMedia = (placement: HeroPlacement, signal?: AbortSignal) =>
  apiGet(
    `${heroMediaPaths[placement]}/active`,
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
