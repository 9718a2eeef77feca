import { useParams } from 'react-router';
import { parseIdParam } from '@atelier/contracts/storefront-constants';

/**
 * The record id a page's address names (/product/:id and the like), by the API's rule for ids. For
 * any other address `valid` is false and `id` is 0: the page shows its not-found message and its
 * reads stay off.
 */
export function usePageId(): { id: number; valid: boolean } {
  const id = parseIdParam(useParams().id);
  return { id: id ?? 0, valid: id !== undefined };
}
