import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ScheduledConversion } from '@atelier/contracts';
import { useComingSoonItems } from '@/lib/api/get-coming-soon-items';
import { invalidateProducts } from '@/lib/api/invalidate-products';
import { invalidateSneakPeek } from './invalidate-sneak-peek';

const RETRY_MS = 2_000;
const MAX_TRIES = 15;

/**
 * A drop that left the schedules was converted (or cancelled): the items and pieces are read again
 * until the converted item is gone from them. The schedules are the admin's own, read past the edge
 * cache; the public item list is refreshed there by catalog's event, which may come a moment later,
 * so a read too early is tried again (every 2 s, 15 times at most).
 */
export function useLandedDrops(schedules: ScheduledConversion[] | undefined) {
  const queryClient = useQueryClient();
  const items = useComingSoonItems();
  const [landed, setLanded] = useState<number[]>([]);
  const tries = useRef(0);
  const ids = schedules?.map((schedule) => schedule.comingSoonId);
  const key = ids?.join(',');
  const seen = useRef(ids);

  useEffect(() => {
    const before = seen.current;
    seen.current = ids;
    if (!before || !ids) return;
    const left = before.filter((id) => !ids.includes(id));
    if (left.length === 0) return;
    tries.current = 0;
    setLanded(left);
    void Promise.all([invalidateSneakPeek(queryClient), invalidateProducts(queryClient)]);
    // `ids` is read through `key`: the same schedules in a new array are no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, queryClient]);

  const stillListed = landed.some((id) => items.data?.some((item) => item.id === id));
  useEffect(() => {
    if (!stillListed || items.isFetching || tries.current >= MAX_TRIES) return;
    const timer = setTimeout(() => {
      tries.current += 1;
      void Promise.all([invalidateSneakPeek(queryClient), invalidateProducts(queryClient)]);
    }, RETRY_MS);
    return () => clearTimeout(timer);
  }, [stillListed, items.isFetching, items.dataUpdatedAt, queryClient]);
}
