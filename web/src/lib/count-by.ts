/** Key used for items that belong to no collection (spec: grouped as uncategorized). */
export const UNCATEGORIZED = 'uncategorized' as const;

export type GroupKey = number | typeof UNCATEGORIZED;

/** Counts items per collectionId, the way the home and collection pages report piece counts. */
export function countByCollection(items: ReadonlyArray<{ collectionId: number | null }> | undefined) {
  const counts = new Map<GroupKey, number>();
  for (const item of items ?? []) {
    const key: GroupKey = item.collectionId ?? UNCATEGORIZED;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
