import type { ComingSoonItem } from '@atelier/contracts';

/** As the catalog's search (search-terms.ts): at most this many words of a query count. */
const MAX_TERMS = 6;

/** Lower case, accents dropped, punctuation as spaces: 'Inês' finds 'Ines' and the other way round. */
const fold = (text: string | null | undefined) =>
  (text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The upcoming (sneak-peek) items a query finds, best first. The catalog has no search for them and
 * their public list is short, so they are searched here, the way the catalog searches products:
 * every word must appear in the name, the artist's name, the category or the description, and a
 * word found in a better field (in that order) ranks the item higher. Unlike the catalog's search
 * it tolerates no typos.
 */
export function matchUpcoming(items: ComingSoonItem[], query: string): ComingSoonItem[] {
  const terms = fold(query).split(' ').filter(Boolean).slice(0, MAX_TERMS);
  if (terms.length === 0) return [];
  const scored = items.flatMap((item) => {
    const fields = [item.name, item.artist?.name, item.category, item.description].map(fold);
    let score = 0;
    for (const term of terms) {
      const field = fields.findIndex((text) => text.includes(term));
      if (field === -1) return [];
      score += 10 ** (fields.length - 1 - field);
    }
    return [{ item, score }];
  });
  scored.sort((a, b) => b.score - a.score || a.item.name.localeCompare(b.item.name));
  return scored.map(({ item }) => item);
}
