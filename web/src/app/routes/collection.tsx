import { ProductGrid } from '@/components/catalog/product-grid';
import { LoadError } from '@/components/ui/load-error';
import { collectionQueryOptions, useCollection } from '@/features/collections/api/get-collection';
import { CollectionBanner } from '@/features/collections/components/collection-banner';
import { CollectionSkeleton } from '@/features/collections/components/collection-skeleton';
import { filteredProductsQueryOptions, useFilteredProducts } from '@/lib/api/get-products';
import { comingSoonItemsQueryOptions, useComingSoonItems } from '@/lib/api/get-coming-soon-items';
import { ComingSoonGrid } from '@/features/coming-soon/components/coming-soon-grid';
import { isNotFound } from '@/lib/api-client';
import { buyableFirst, countAvailable, countSold } from '@/lib/availability';
import { NotFoundMessage } from './not-found';
import { firstDataForId } from './first-data-for-id';
import { usePageId } from './use-page-id';

export function CollectionRoute() {
  const { id, valid: validId } = usePageId();
  const collection = useCollection(id, validId);
  const products = useFilteredProducts({ collectionId: id }, validId);
  const comingSoon = useComingSoonItems();

  if (!validId || (collection.isError && isNotFound(collection.error))) {
    return <NotFoundMessage title="Collection not found" />;
  }
  if (collection.isError) {
    return <LoadError title="This collection could not be loaded" query={collection} />;
  }
  if (collection.isPending || products.isPending || comingSoon.isPending) return <CollectionSkeleton />;

  // Sold pieces stay on the page (the collection's record) but after those still to be had.
  const available = buyableFirst(products.data ?? []);
  // The coming-soon list is short (a few previews); it is filtered here.
  const upcoming = (comingSoon.data ?? []).filter((c) => c.collectionId === id);
  // An archived collection is shown as an archive: its pieces without buy actions or sign-ups.
  const archived = collection.data.isArchived;

  return (
    <>
      <title>{`${collection.data.name} | Atelier`}</title>
      <CollectionBanner
        collection={collection.data}
        availableCount={countAvailable(available)}
        soldCount={countSold(available)}
        comingSoonCount={upcoming.length}
      />
      <div className="px-5 py-20 sm:px-8 md:py-28">
        <div className="mx-auto max-w-7xl space-y-24">
          {(products.isError || comingSoon.isError) && (
            <div
              role="alert"
              className="flex flex-wrap items-center justify-between gap-4 border border-ink/15 px-6 py-4"
            >
              <p className="text-ink/75">Some pieces could not be loaded right now.</p>
              <button
                type="button"
                onClick={() => {
                  if (products.isError) void products.refetch();
                  if (comingSoon.isError) void comingSoon.refetch();
                }}
                className="text-xs font-medium tracking-[0.2em] uppercase underline underline-offset-4"
              >
                Try Again
              </button>
            </div>
          )}
          {available.length > 0 && (
            <section aria-labelledby="available-now">
              <h2 id="available-now" className="mb-12 text-center font-display text-4xl sm:text-5xl">
                {archived ? 'From the Archive' : 'Available Now'}
              </h2>
              <ProductGrid products={available} badge={archived ? 'Archived' : 'Available Now'} likeable />
            </section>
          )}
          {upcoming.length > 0 && (
            <section aria-labelledby="coming-soon">
              <h2 id="coming-soon" className="mb-12 text-center font-display text-4xl sm:text-5xl">
                Coming Soon
              </h2>
              <ComingSoonGrid items={upcoming} notify={!archived} />
            </section>
          )}
          {available.length === 0 && upcoming.length === 0 && (
            <div className="mx-auto max-w-xl border border-ink/10 px-8 py-16 text-center">
              <h2 className="font-display text-4xl">Collection Coming Soon</h2>
              <p className="mt-4 text-ink/70">
                Items for this collection are being curated. Check back soon for exclusive pieces.
              </p>
            </div>
          )}
        </div>
      </div>
    </>
  );
}

/** The collection and the lists its grids are drawn from, in the HTML the gateway serves. */
export const firstData = firstDataForId((queryClient, id) =>
  Promise.all([
    queryClient.prefetchQuery(collectionQueryOptions(id)),
    queryClient.prefetchQuery(filteredProductsQueryOptions({ collectionId: id })),
    queryClient.prefetchQuery(comingSoonItemsQueryOptions()),
  ]),
);

export { CollectionRoute as Component };
