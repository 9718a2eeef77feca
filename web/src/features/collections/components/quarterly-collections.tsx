import { SectionHeading } from '@/components/ui/section-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { isLiveOnHome } from '@/lib/collection-visibility';
import { type CollectionsQueryProps, HomeSectionBody } from './home-section-body';
import { LiveCollectionCard } from './live-collection-card';

type QuarterlyCollectionsProps = CollectionsQueryProps & {
  /** Products per collection id, counted by the caller from GET /api/products. */
  pieceCounts: ReadonlyMap<number | string, number>;
};

const COLLECTIONS_TEXTS = {
  failed: 'Collections could not be loaded right now.',
  emptyTitle: 'Coming Soon',
  emptyText: 'Our first quarterly collection will be released soon. Check back for the debut.',
};

export function QuarterlyCollections({
  collections,
  isPending,
  isError,
  pieceCounts,
}: QuarterlyCollectionsProps) {
  const live = (collections ?? []).filter(isLiveOnHome);
  return (
    <section id="collections" aria-labelledby="collections-title" className="px-5 py-24 sm:px-8 md:py-32">
      <SectionHeading id="collections-title" eyebrow="Released each season" title="Quarterly Collections">
        Each quarter we release a small body of work made with our partner artists. Once a piece finds its
        home, it is gone for good.
      </SectionHeading>
      <div className="mx-auto mt-16 max-w-7xl space-y-20 md:space-y-28">
        <HomeSectionBody
          state={{ isPending, isError, isEmpty: live.length === 0 }}
          tone="ink"
          texts={COLLECTIONS_TEXTS}
          skeleton={
            <div aria-busy="true" aria-label="Loading collections" className="space-y-20">
              {[0, 1, 2].map((i) => (
                <div
                  key={i}
                  data-testid="collection-skeleton"
                  className="grid gap-8 md:grid-cols-2 md:gap-14"
                >
                  <Skeleton className="aspect-[4/3] w-full" />
                  <div className="space-y-4 self-center">
                    <Skeleton className="h-6 w-32" />
                    <Skeleton className="h-12 w-3/4" />
                    <Skeleton className="h-20 w-full" />
                    <Skeleton className="h-12 w-48" />
                  </div>
                </div>
              ))}
            </div>
          }
        >
          {live.map((collection, index) => (
            <LiveCollectionCard
              key={collection.id}
              collection={collection}
              pieceCount={pieceCounts.get(collection.id) ?? 0}
              reversed={index % 2 === 1}
            />
          ))}
        </HomeSectionBody>
      </div>
    </section>
  );
}
