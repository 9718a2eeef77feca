import { Link, useParams } from 'react-router';
import { ArrowLeft, LoaderCircle } from 'lucide-react';
import { idParamSchema } from '@atelier/contracts';
import { ImageGallery } from '@/components/ui/image-gallery';
import { LoadError } from '@/components/ui/load-error';
import { PieceDescription } from '@/components/ui/piece-description';
import { ProductShowcase } from '@/components/ui/product-showcase';
import { StoryBlock } from '@/components/ui/story-block';
import { AboutTheArtist } from '@/features/artists/components/about-the-artist';
import {
  comingSoonItemQueryOptions,
  useComingSoonItem,
} from '@/features/coming-soon/api/get-coming-soon-item';
import { LikeButton } from '@/components/catalog/like-button';
import { ShareMenu } from '@/components/share/share-menu';
import { NotifyMeCard } from '@/features/coming-soon/components/notify-me-card';
import { isNotFound } from '@/lib/api-client';
import { formatDate, formatPrice } from '@/lib/format';
import { shareText } from '@/lib/share-targets';
import { youtubeEmbedUrl } from '@/lib/youtube';
import { NotFoundMessage } from './not-found';
import type { FirstData } from '../lazy-route';

const BRAND = 'Atelier';

export function ComingSoonRoute() {
  // Spec section 2: the id is parsed as an integer.
  const parsedId = idParamSchema.safeParse(useParams().id);
  const id = parsedId.success ? parsedId.data : 0;
  const item = useComingSoonItem(id, parsedId.success);

  if (!parsedId.success || (item.isError && isNotFound(item.error))) {
    return <NotFoundMessage title="Item Not Found" />;
  }
  if (item.isError) {
    return (
      <LoadError
        title="This piece could not be loaded"
        onRetry={() => void item.refetch()}
        retrying={item.isFetching}
      />
    );
  }
  if (item.isPending) {
    return (
      <div role="status" className="flex justify-center px-5 py-40">
        <LoaderCircle aria-hidden className="size-10 animate-spin text-brass-700" strokeWidth={1.5} />
        <span className="sr-only">Loading...</span>
      </div>
    );
  }

  const piece = item.data;
  const { artist, collection } = piece;
  const title = `${piece.name} by ${artist?.name ?? BRAND}`;
  // Spec section 2: a video id is accepted only if exactly 11 characters.
  const video = youtubeEmbedUrl(piece.videoUrl, 'exactly-11');

  return (
    <div className="px-5 py-10 sm:px-8 md:py-14">
      <title>{title}</title>
      <div className="mx-auto max-w-7xl">
        <Link
          to="/"
          className="mb-8 inline-flex items-center gap-2 text-xs tracking-[0.2em] uppercase hover:text-brass-700 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brass"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Back to Collections
        </Link>
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <ImageGallery imageRefs={piece.imageUrls} name={piece.name} />
          <div className="space-y-8">
            <div>
              <span className="inline-block bg-ink px-3 py-1.5 text-[0.65rem] font-semibold tracking-[0.25em] text-paper uppercase">
                Coming Soon
              </span>
              <h1 className="mt-5 font-display text-5xl leading-[1.05] sm:text-6xl">{piece.name}</h1>
              {artist && <p className="mt-3 text-lg text-ink/75">{artist.name}</p>}
              <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2">
                {collection && (
                  <div>
                    <dt className="text-[0.65rem] tracking-[0.25em] text-ink/65 uppercase">Collection</dt>
                    <dd className="mt-1">{collection.name}</dd>
                  </div>
                )}
                <div>
                  <dt className="text-[0.65rem] tracking-[0.25em] text-ink/65 uppercase">Expected release</dt>
                  <dd className="mt-1">{formatDate(piece.estimatedReleaseDate)}</dd>
                </div>
              </dl>
              <div className="mt-6">
                <LikeButton
                  target={{ kind: 'coming-soon', id: piece.id }}
                  name={piece.name}
                  initialCount={piece.likesCount}
                />
              </div>
            </div>
            {piece.story && <StoryBlock story={piece.story} />}
            <section
              aria-label="Estimated price"
              className="flex flex-wrap items-center justify-between gap-4 border border-ink/15 p-6 sm:p-8"
            >
              <div>
                <p className="text-[0.65rem] tracking-[0.25em] text-ink/65 uppercase">Estimated price</p>
                <p className="mt-1 font-display text-4xl">{formatPrice(piece.estimatedPrice)}</p>
              </div>
              <ShareMenu
                url={`/coming-soon/${piece.id}`}
                title={title}
                text={shareText(title, piece.estimatedPrice)}
              />
            </section>
            <NotifyMeCard itemId={piece.id} />
            {piece.description && <PieceDescription id="piece-description" text={piece.description} />}
          </div>
        </div>
        {video && <ProductShowcase embedUrl={video} pieceName={piece.name} />}
        {artist && (
          <div className="mx-auto mt-20 max-w-4xl">
            <AboutTheArtist artist={artist} />
          </div>
        )}
      </div>
    </div>
  );
}

/** The item (with its artist attached), in the HTML the gateway serves. */
export const firstData: FirstData = async (queryClient, params) => {
  const id = idParamSchema.safeParse(params.id);
  if (id.success) await queryClient.prefetchQuery(comingSoonItemQueryOptions(id.data));
};

export { ComingSoonRoute as Component };
