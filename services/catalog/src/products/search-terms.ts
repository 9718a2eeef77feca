import { SEARCH_MIN_LENGTH } from '@atelier/contracts';

const MAX_QUERY_LENGTH = 100;
const MAX_TERMS = 6;

/**
 * The words of a search query, or [] when there is nothing to search for: a query shorter than
 * the spec's 3 characters (after trimming) answers an empty list, not an error. A missing or
 * repeated ?q= is treated the same way. Overlong queries are cut rather than refused: the dialog
 * searches as the shopper types.
 */
export function searchTerms(query: unknown): string[] {
  if (typeof query !== 'string') return [];
  const trimmed = query.trim().slice(0, MAX_QUERY_LENGTH);
  if (trimmed.length < SEARCH_MIN_LENGTH) return [];
  return trimmed.split(/\s+/).slice(0, MAX_TERMS);
}
