import { Hero } from '@/features/home/components/hero';
import { QuarterlyCollections } from '@/features/collections/components/quarterly-collections';
import { SneakPeekSection } from '@/features/collections/components/sneak-peek-section';
import { ArtistCollaborations } from '@/features/artists/components/artist-collaborations';
import { useActiveCollections } from '@/features/collections/api/get-active-collections';
import { useProducts } from '@/features/products/api/get-products';
import { useComingSoonItems } from '@/features/coming-soon/api/get-coming-soon-items';
import { countByCollection } from '@/lib/count-by';
import { useAlignHash } from '@/lib/use-align-hash';
import { PaymentSuccessBanner } from '@/features/checkout/components/payment-success-banner';

export function HomeRoute() {
  const collections = useActiveCollections();
  const products = useProducts();
  const comingSoon = useComingSoonItems();
  useAlignHash(!collections.isPending && !products.isPending && !comingSoon.isPending);

  return (
    <>
      <title>Atelier | Furniture as Art</title>
      <PaymentSuccessBanner />
      <Hero />
      <QuarterlyCollections
        collections={collections.data}
        isPending={collections.isPending || products.isPending}
        isError={collections.isError}
        pieceCounts={countByCollection(products.data)}
      />
      <SneakPeekSection
        collections={collections.data}
        isPending={collections.isPending || comingSoon.isPending}
        isError={collections.isError}
        previewCounts={countByCollection(comingSoon.data)}
      />
      <ArtistCollaborations />
    </>
  );
}
