import type { QueryClient } from '@tanstack/react-query';
import type { mergeLikesAnswerSchema } from '@atelier/contracts';
import { apiRequest } from './api-client';
import { apiRoute } from './api-route';
import { lazyContract } from './lazy-contract';
import { getSessionId } from './session-id';

/**
 * At sign-in (a phone verified on this browser, issue 34): this browser's likes become the
 * buyer's, so they follow the collector to every device, and the buyer's likes made elsewhere show
 * as liked here. The like reads are asked again. Never throws: likes are not worth a failed sign-in.
 */
export async function mergeBrowserLikes(queryClient: QueryClient): Promise<void> {
  try {
    await apiRequest<typeof mergeLikesAnswerSchema>(apiRoute('POST /api/buyers/me/likes/merge'), {
      body: { sessionId: getSessionId() },
      schema: lazyContract((c) => c.mergeLikesAnswerSchema),
    });
  } catch {
    // The buyer's own likes still show (they are read for the buyer); the browser's merge next time.
  }
  await queryClient.invalidateQueries({ queryKey: ['likes'] });
  await queryClient.invalidateQueries({ queryKey: ['account', 'likes'] });
}
