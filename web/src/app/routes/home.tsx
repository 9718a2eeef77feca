import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ArtistCollaborations } from '@/features/artists/components/artist-collaborations';
import { QuarterlyCollections } from '@/features/collections/components/quarterly-collections';
import { SneakPeekSection } from '@/features/collections/components/sneak-peek-section';
import { Hero } from '@/features/home/components/hero';
import { artistsQueryOptions } from '@/lib/api/get-artists';
import { activeCollectionsQueryOptions, useActiveCollections } from '@/lib/api/get-active-collections';
import {
  pieceCountsQueryOptions,
  previewCountsQueryOptions,
  usePieceCounts,
  usePreviewCounts,
} from '@/features/collections/api/get-collection-counts';
import { activeHeroMediaQueryOptions } from '@/lib/api/get-active-hero-media';
import { useAlignHash } from '@/lib/use-align-hash';

// Shown only on the return from a cart payment (/?payment=success): its code (and the contracts'
// schemas it parses with) stays out of every other visit to the home page, ~30 KB gzip.
const PaymentSuccessBanner = lazy(() =>
  import('@/features/checkout/components/payment-success-banner').then((module) => ({
    default: module.PaymentSuccessBanner,
  })),
);

export function HomeRoute() {
  const [params] = useSearchParams();
  // Kept from the first render: the banner cleans the address at once and must stay.
  const [returnedFromPayment] = useState(() => params.get('payment') === 'success');
  const collections = useActiveCollections();
  const pieceCounts = usePieceCounts();
  const previewCounts = usePreviewCounts();
  useAlignHash(!collections.isPending && !pieceCounts.isPending && !previewCounts.isPending);

  return (
    <>
      <title>Atelier | Furniture as Art</title>
      {returnedFromPayment && (
        <Suspense fallback={null}>
          <PaymentSuccessBanner />
        </Suspense>
      )}
      <Hero />
      <QuarterlyCollections
        collections={collections.data}
        isPending={collections.isPending || pieceCounts.isPending}
        isError={collections.isError}
        pieceCounts={pieceCounts.data ?? new Map()}
      />
      <SneakPeekSection
        collections={collections.data}
        isPending={collections.isPending || previewCounts.isPending}
        isError={collections.isError}
        previewCounts={previewCounts.data ?? new Map()}
      />
      <ArtistCollaborations />
    </>
  );
}

/** Everything the home page shows, in the HTML the gateway serves (entry-server.tsx). */
export const firstData = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.prefetchQuery(activeCollectionsQueryOptions()),
    queryClient.prefetchQuery(pieceCountsQueryOptions()),
    queryClient.prefetchQuery(previewCountsQueryOptions()),
    queryClient.prefetchQuery(artistsQueryOptions()),
    // In the HTML too: the hero's media needs no read (nor the schemas it would load) on a first visit.
    queryClient.prefetchQuery(activeHeroMediaQueryOptions('home')),
  ]);

export { HomeRoute as Component };
