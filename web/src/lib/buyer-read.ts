import type { z } from 'zod';
import { apiGetOrNull, type SchemaSource } from './api-client';
import type { ApiRoute } from './api-route';

/**
 * Set by the store beside the httpOnly buyer cookie when a phone is verified (and cleared with it):
 * readable here, it says only that this browser may be a verified buyer.
 */
const BUYER_HINT = 'atelier_buyer_hint=1';

export const mayBeVerifiedBuyer = (): boolean =>
  typeof document === 'undefined' || document.cookie.split('; ').includes(BUYER_HINT);

/**
 * A verified buyer's own read (who they are, their standing, their entry), or null for a visitor.
 * A browser that never verified a phone is not asked about at all: the answer could only be a 401,
 * which the browser's console reports as an error on a public page. A 401 still means null (the
 * cookie expired before its hint).
 */
export function buyerGetOrNull<S extends z.ZodType>(
  route: ApiRoute<'GET'>,
  schema: SchemaSource<S>,
  signal: AbortSignal | undefined,
  noneOn: readonly number[] = [401],
) {
  return mayBeVerifiedBuyer() ? apiGetOrNull(route, schema, signal, noneOn) : Promise.resolve(null);
}
