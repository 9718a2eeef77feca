import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { lazyContract } from '@/lib/lazy-contract';
import { mayBeVerifiedBuyer } from '@/lib/buyer-read';
import { getSessionId, peekSessionId } from '@/lib/session-id';

/** Products and coming-soon items are liked the same way under their own paths. */
export type LikeTarget = { kind: 'products' | 'coming-soon'; id: number };

/**
 * This browser's like of a piece, or null when it has liked nothing yet: a browser without a session
 * id (made at its first like or cart add) is asked nothing, so a first visit's piece pages fetch no
 * like status and load no schemas; the button shows the piece's own count. A verified buyer's
 * browser is always asked: the buyer's likes from other devices are liked here too (issue 34).
 */
export const getLikeStatus = async ({ kind, id }: LikeTarget, signal?: AbortSignal) => {
  const sessionId =
    peekSessionId() ?? (typeof document !== 'undefined' && mayBeVerifiedBuyer() ? getSessionId() : null);
  if (!sessionId) return null;
  return apiGet(
    apiRoute(`GET /api/${kind}/:id/liked`, { id, query: { sessionId } }),
    lazyContract((c) => c.likeStatusSchema),
    signal,
  );
};

export const likeStatusQueryOptions = (target: LikeTarget) =>
  queryOptions({
    queryKey: ['likes', target.kind, target.id],
    queryFn: ({ signal }) => getLikeStatus(target, signal),
  });

export const useLikeStatus = (target: LikeTarget) => useQuery(likeStatusQueryOptions(target));
