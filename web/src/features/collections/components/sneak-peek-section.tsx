import { CenteredGrid } from '@/components/ui/centered-grid';
import { SectionHeading } from '@/components/ui/section-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { isSneakPeekOnHome } from '@/lib/collection-visibility';
import { type CollectionsQueryProps, HomeSectionBody } from './home-section-body';
import { SneakPeekCard } from './sneak-peek-card';

type SneakPeekSectionProps = CollectionsQueryProps & {
  /** Coming-soon items per collection id, counted by the caller from GET /api/coming-soon. */
  previewCounts: ReadonlyMap<number | string, number>;
};

const PREVIEWS_TEXTS = {
  failed: 'Previews could not be loaded right now.',
  emptyTitle: 'More Previews Coming Soon',
  emptyText: 'Our artists are at their benches. New previews will appear here first.',
};

export function SneakPeekSection({ collections, isPending, isError, previewCounts }: SneakPeekSectionProps) {
  const upcoming = (collections ?? []).filter(isSneakPeekOnHome);
  return (
    <section
      id="sneak-peek"
      aria-labelledby="sneak-peek-title"
      className="bg-ink px-5 py-24 text-paper sm:px-8 md:py-32"
    >
      <SectionHeading
        id="sneak-peek-title"
        eyebrow="In the workshop"
        title="Sneak Peek the Future"
        tone="paper"
      >
        A first look at the pieces our artists are making now, before they are released.
      </SectionHeading>
      <div className="mx-auto mt-16 max-w-7xl">
        <HomeSectionBody
          state={{ isPending, isError, isEmpty: upcoming.length === 0 }}
          tone="paper"
          texts={PREVIEWS_TEXTS}
          skeleton={
            <div aria-busy="true" aria-label="Loading previews" className="grid gap-10 md:grid-cols-2">
              {[0, 1].map((i) => (
                <Skeleton key={i} className="aspect-[4/3] w-full bg-paper/10" />
              ))}
            </div>
          }
        >
          <CenteredGrid items={upcoming} columns={2} itemKey={(c) => c.id} className="gap-y-16">
            {(collection) => (
              <SneakPeekCard collection={collection} previewCount={previewCounts.get(collection.id) ?? 0} />
            )}
          </CenteredGrid>
        </HomeSectionBody>
      </div>
    </section>
  );
}
