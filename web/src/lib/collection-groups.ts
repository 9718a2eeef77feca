export type SortOrder = 'newest' | 'oldest';

type Grouped = { createdAt: string; collection: { id: number; name: string } | null };

/** Sorted by createdAt, newest or oldest first (ties by nothing else: the list keeps its order). */
export const sortByCreatedAt = <T extends { createdAt: string }>(items: T[], order: SortOrder): T[] =>
  [...items].sort((a, b) => {
    const diff = new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime();
    return order === 'newest' ? -diff : diff;
  });

/**
 * Items grouped by their collection, in the order the collections first appear (so a sorted list
 * gives sorted groups), with items lacking one in a last 'No Collection Assigned' group.
 */
export function groupByCollection<T extends Grouped>(items: T[]) {
  const groups = new Map<string, { key: string; name: string; collectionId: number | null; items: T[] }>();
  for (const item of items) {
    const key = item.collection ? `collection-${item.collection.id}` : 'none';
    const group = groups.get(key) ?? {
      key,
      name: item.collection?.name ?? 'No Collection Assigned',
      collectionId: item.collection?.id ?? null,
      items: [],
    };
    group.items.push(item);
    groups.set(key, group);
  }
  const none = groups.get('none');
  groups.delete('none');
  return [...groups.values(), ...(none ? [none] : [])];
}
