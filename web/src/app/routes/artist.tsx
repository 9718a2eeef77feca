import { Link } from 'react-router';
import { ProductGrid } from '@/components/catalog/product-grid';
import { BackLink } from '@/components/ui/back-link';
import { buttonClass } from '@/components/ui/button-styles';
import { LoadError } from '@/components/ui/load-error';
import { artistQueryOptions, useArtist } from '@/features/artists/api/get-artist';
import { ArtistProfile } from '@/features/artists/components/artist-profile';
import { isNotFound } from '@/lib/api-client';
import { filteredProductsQueryOptions, useFilteredProducts } from '@/lib/api/get-products';
import { useAlignHash } from '@/lib/use-align-hash';
import { NotFoundMessage } from './not-found';
import { firstDataForId } from './first-data-for-id';
import { usePageId } from './use-page-id';

// Spec: the 'Categories' stat adds up these four categories only.
const COUNTED_CATEGORIES = new Set(['dining', 'storage', 'surfaces', 'seating']);

export function ArtistRoute() {
  const { id, valid: validId } = usePageId();
  const artist = useArtist(id, validId);
  const products = useFilteredProducts({ artistId: id }, validId);
  useAlignHash(!artist.isPending && !products.isPending);

  if (!validId || (artist.isError && isNotFound(artist.error))) {
    return <NotFoundMessage title="Artist Not Found" text="The artist you're looking for doesn't exist." />;
  }
  if (artist.isError) {
    return <LoadError title="This artist could not be loaded" query={artist} />;
  }
  if (artist.isPending) {
    return (
      <p role="status" className="px-5 py-40 text-center text-ink/70">
        Loading artist profile...
      </p>
    );
  }

  const works = products.data ?? [];
  const categoriesCount = works.filter((p) => p.category && COUNTED_CATEGORIES.has(p.category)).length;

  return (
    <div className="px-5 py-12 sm:px-8 md:py-16">
      <div className="mx-auto max-w-7xl">
        <title>{`${artist.data.name} | Atelier`}</title>
        <BackLink
          to="/#artists"
          className="mb-10 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brass"
        >
          Back to Artists
        </BackLink>
        <ArtistProfile artist={artist.data} categoriesCount={categoriesCount} />
        <aside className="mt-16 flex flex-col items-start gap-4 border border-ink/15 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <p className="font-display text-2xl">Imagine a piece of your own with {artist.data.name}?</p>
          <Link to="/commission" className={buttonClass('outline')}>
            Commission a Piece
          </Link>
        </aside>
        <section aria-labelledby="artist-collection" className="mt-24">
          <h2 id="artist-collection" className="mb-12 text-center font-display text-4xl sm:text-5xl">
            Collection
          </h2>
          {products.isPending ? (
            <p role="status" className="text-center text-ink/70">
              Loading pieces...
            </p>
          ) : products.isError ? (
            <div role="alert" className="text-center text-ink/70">
              <p>The pieces could not be loaded right now.</p>
              <button
                type="button"
                onClick={() => void products.refetch()}
                className="mt-4 text-xs font-medium tracking-[0.2em] text-ink uppercase underline underline-offset-4"
              >
                Try Again
              </button>
            </div>
          ) : works.length === 0 ? (
            <div className="mx-auto max-w-xl border border-ink/10 px-8 py-14 text-center">
              <p className="font-display text-3xl">No pieces available from this artist yet.</p>
              <p className="mt-3 text-ink/70">Check back soon for new works.</p>
            </div>
          ) : (
            <ProductGrid products={works} />
          )}
        </section>
      </div>
    </div>
  );
}

/** The artist and the product list their 'Collection' grid is drawn from, in the HTML the gateway serves. */
export const firstData = firstDataForId((queryClient, id) =>
  Promise.all([
    queryClient.prefetchQuery(artistQueryOptions(id)),
    queryClient.prefetchQuery(filteredProductsQueryOptions({ artistId: id })),
  ]),
);

export { ArtistRoute as Component };
