import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LikeButton } from '@/components/catalog/like-button';
import { OtherPiecesByArtist } from '@/components/catalog/other-pieces-by-artist';
import { PiecePage, pieceOrStatus } from '@/components/catalog/piece-page';
import { filteredProductsQueryOptions } from '@/lib/api/get-products';
import { PageStatus } from '@/components/ui/page-status';
import { PieceDescription } from '@/components/ui/piece-description';
import { StoryBlock } from '@/components/ui/story-block';
import { artistQueryOptions, useArtist } from '@/features/artists/api/get-artist';
import { AboutTheArtist } from '@/features/artists/components/about-the-artist';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { productAuctionQueryOptions, useAuctionTookPiece } from '@/features/auctions/api/get-product-auction';
import { AuctionPanel } from '@/features/auctions/components/auction-panel';
import { TextsOn } from '@/features/buyers/components/texts-on';
import { VerifiedBuyer } from '@/features/buyers/components/verified-buyer';
import { currentBuyerQueryOptions } from '@/features/buyers/api/get-current-buyer';
import { CardOnFile } from '@/features/buyer-cards/components/card-on-file';
import { WonClaimNotice } from '@/features/claims/components/won-claim-notice';
import {
  drawHasPiece,
  productDrawQueryOptions,
  useProductDraw,
} from '@/features/drawn-releases/api/get-product-draw';
import { AskAboutPiece } from '@/features/custom-orders/components/ask-about-piece';
import { DrawnReleasePanel } from '@/features/drawn-releases/components/drawn-release-panel';
import { productQueryOptions, useProduct } from '@/features/products/api/get-product';
import { OfferPanel } from '@/features/offers/components/offer-panel';
import { PieceDetails } from '@/features/products/components/piece-details';
import { ProductPurchase } from '@/features/products/components/product-purchase';
import { youtubeEmbedUrl } from '@/lib/youtube';
import { NotFoundMessage } from './not-found';
import { firstDataForId } from './first-data-for-id';
import { usePageId } from './use-page-id';

// Spec section 2: the title and share text read '{product name} by {artist or brand}'.
const BRAND = 'Atelier';

export function ProductRoute() {
  const { id, valid: validId } = usePageId();
  const product = useProduct(id, validId);
  // The product names its artist; the 'About the Artist' card needs the portrait, specialty and bio.
  const artistId = product.data?.artist?.id ?? 0;
  const artist = useArtist(artistId, artistId > 0);
  // A piece its auction took (won or sold) is no longer available, whatever its stock reads.
  const auctionTookPiece = useAuctionTookPiece(id, validId && product.data?.isBiddingEnabled === true);
  // So is a piece its draw has (its winners' to claim), until pieces nobody claimed are on sale again.
  const drawTookPiece = drawHasPiece(useQuery({ ...productDrawQueryOptions(id), enabled: validId }).data);
  // An auction's or a draw's claim settled while the page is open: its stock changed.
  const queryClient = useQueryClient();
  const readPieceAgain = () =>
    void queryClient.invalidateQueries({ queryKey: productQueryOptions(id).queryKey });

  // Who is verified on this device, for a piece open to offers only (their offer is read for them).
  const offerBuyer = useQuery({
    ...currentBuyerQueryOptions(),
    enabled: product.data?.openToOffers === true,
  });

  const shown = pieceOrStatus(product, validId, {
    notFound: (
      <NotFoundMessage title="Product Not Found" text="The product you're looking for doesn't exist." />
    ),
    loading: <PageStatus>Loading product...</PageStatus>,
  });
  if ('status' in shown) return shown.status;

  const item = shown.data;
  const title = `${item.name} by ${item.artist?.name ?? BRAND}`;

  return (
    <PiecePage
      title={title}
      name={item.name}
      imageRefs={item.imageUrls}
      // Back to the piece's own collection; a piece in none goes to the home page's collections.
      backTo={item.collection ? `/collection/${item.collection.id}` : '/#collections'}
      video={youtubeEmbedUrl(item.videoUrl)}
      aboutArtist={
        item.artist && (
          <>
            {artist.data && <AboutTheArtist artist={artist.data} />}
            <OtherPiecesByArtist piece={item} heading={`More by ${item.artist.name}`} className="mt-16" />
          </>
        )
      }
    >
      <div>
        <h1 className="font-display text-5xl leading-[1.05] sm:text-6xl">{item.name}</h1>
        {item.artist && (
          <p className="mt-3 text-lg text-ink/75">
            By{' '}
            <Link to={`/artist/${item.artist.id}`} className="underline-offset-4 hover:underline">
              {item.artist.name}
            </Link>
          </p>
        )}
        <div className="mt-5 flex flex-wrap items-center gap-3">
          {item.collection && (
            <Link
              to={`/collection/${item.collection.id}`}
              className="border border-ink/25 px-3 py-1.5 text-[0.65rem] tracking-[0.25em] uppercase hover:border-ink"
            >
              {item.collection.name}
            </Link>
          )}
          {item.isLimitedQuantity &&
            item.quantity > 0 &&
            !auctionTookPiece &&
            !drawTookPiece &&
            !item.heldForOffer && (
              // The seed's words in the house's quieter style (issue 34): a brass rule, not a red flag.
              <span className="border border-brass-700/60 px-3 py-1.5 text-[0.65rem] font-medium tracking-[0.25em] text-brass-700 uppercase">
                Limited: {item.quantity} available
              </span>
            )}
          <LikeButton kind="products" piece={item} />
        </div>
      </div>
      <WinnerNotice productId={item.id} byAuction={item.isBiddingEnabled} />
      {item.story && <StoryBlock story={item.story} />}
      <DrawnReleasePanel
        productId={item.id}
        onPieceChanged={readPieceAgain}
        gate={(form) => (
          <VerifiedBuyer purpose="enter the draw">
            <TextsOn purpose="enter the draw">
              <CardOnFile purpose="enter the draw">{form}</CardOnFile>
            </TextsOn>
          </VerifiedBuyer>
        )}
      >
        {item.isBiddingEnabled ? (
          <AuctionPanel
            productId={item.id}
            onPieceChanged={readPieceAgain}
            gate={(bidForm) => (
              <VerifiedBuyer purpose="bid">
                <TextsOn purpose="bid">
                  <CardOnFile purpose="bid">{bidForm}</CardOnFile>
                </TextsOn>
              </VerifiedBuyer>
            )}
            reminderGate={(reminder) => (
              <VerifiedBuyer purpose="get a reminder">
                <TextsOn purpose="get a reminder">{reminder}</TextsOn>
              </VerifiedBuyer>
            )}
            fallback={
              <ProductPurchase product={item} title={title} addToCart={<AddToCartButton product={item} />} />
            }
          />
        ) : (
          <ProductPurchase product={item} title={title} addToCart={<AddToCartButton product={item} />} />
        )}
      </DrawnReleasePanel>
      {/* Offers on a piece for sale in the shop (not while its auction or draw sells it). */}
      {item.openToOffers && !item.isBiddingEnabled && !drawTookPiece && (
        <OfferPanel
          productId={item.id}
          price={item.price}
          takingOffers={item.quantity > 0 && !item.heldForOffer}
          buyerId={offerBuyer.data?.buyerId}
          gate={(form) => (
            <VerifiedBuyer purpose="make an offer">
              <TextsOn purpose="make an offer">
                <CardOnFile purpose="make an offer">{form}</CardOnFile>
              </TextsOn>
            </VerifiedBuyer>
          )}
        />
      )}
      {item.description && <PieceDescription id="product-description" text={item.description} />}
      <PieceDetails product={item} />
      <AskAboutPiece productId={item.id} pieceName={title} />
    </PiecePage>
  );
}

/**
 * The winner's claim on a won piece's page. Only pieces sold by auction or draw (the draw the page
 * already reads) ask who the visitor is, so other pages make no buyer request.
 */
function WinnerNotice({ productId, byAuction }: { productId: number; byAuction: boolean }) {
  const draw = useProductDraw(productId);
  const buyer = useQuery({ ...currentBuyerQueryOptions(), enabled: byAuction || Boolean(draw.data) });
  return <WonClaimNotice productId={productId} buyerId={buyer.data?.buyerId} />;
}

/** The piece and its artist, in the HTML the gateway serves: its image is the page's largest paint. */
export const firstData = firstDataForId(async (queryClient, id) => {
  const product = await queryClient.fetchQuery(productQueryOptions(id)).catch(() => undefined);
  if (!product) return;
  // Its drawn release too (null for most pieces), and its auction, so the page hydrates without
  // asking again.
  await Promise.all([
    product.artist && queryClient.prefetchQuery(artistQueryOptions(product.artist.id)),
    // The artist's other pieces (More by …): in the page's HTML, not asked for once it hydrates.
    product.artist &&
      queryClient.prefetchQuery(filteredProductsQueryOptions({ artistId: product.artist.id })),
    queryClient.prefetchQuery(productDrawQueryOptions(product.id)),
    product.isBiddingEnabled && queryClient.prefetchQuery(productAuctionQueryOptions(product.id)),
  ]);
});

export { ProductRoute as Component };
