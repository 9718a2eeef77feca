import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { likeStatusSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { lazyContract } from '@/lib/lazy-contract';
import { getSessionId } from '@/lib/session-id';
import { likeStatusQueryOptions, type LikeTarget } from './get-like-status';

export const toggleLike = ({ kind, id }: LikeTarget) =>
  apiRequest<typeof likeStatusSchema>(apiRoute(`POST /api/${kind}/:id/like`, { id }), {
    body: { sessionId: getSessionId() },
    schema: lazyContract((c) => c.likeStatusSchema),
  });

/** Spec section 4: the answer is the new state; on failure the status is re-fetched, silently. */
export function useToggleLike(target: LikeTarget) {
  const queryClient = useQueryClient();
  const { queryKey } = likeStatusQueryOptions(target);
  return useMutation({
    mutationFn: () => toggleLike(target),
    onSuccess: (status) => queryClient.setQueryData(queryKey, status),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
