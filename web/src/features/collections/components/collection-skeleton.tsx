import { Skeleton } from '@/components/ui/skeleton';

export function CollectionSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading collection" data-testid="collection-page-skeleton">
      <Skeleton className="h-[60vh] w-full" />
      <div className="mx-auto grid max-w-7xl gap-8 px-5 py-20 sm:grid-cols-2 sm:px-8 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="space-y-4">
            <Skeleton className="aspect-[4/5] w-full" />
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        ))}
      </div>
    </div>
  );
}
