import { queryOptions, useQuery } from '@tanstack/react-query';
import { likeStatusSchema } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';
import { getSessionId } from '@/lib/session-id';

/** Products and coming-soon items are liked the same way under their own paths. */
export type LikeTarget = { kind: 'products' | 'coming-soon'; id: number };

export const getLikeStatus = ({ kind, id }: LikeTarget, signal?: AbortSignal) =>
  apiGet(
    `/api/${kind}/${id}/liked?sessionId=${encodeURIComponent(getSessionId())}`,
    likeStatusSchema,
    signal,
  );

export const likeStatusQueryOptions = (target: LikeTarget) =>
  queryOptions({
    queryKey: ['likes', target.kind, target.id],
    queryFn: ({ signal }) => getLikeStatus(target, signal),
  });

export const useLikeStatus = (target: LikeTarget) => useQuery(likeStatusQueryOptions(target));
