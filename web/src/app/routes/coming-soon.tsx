import { LoaderCircle } from 'lucide-react';
import { PiecePage, pieceOrStatus } from '@/components/catalog/piece-page';
import { PieceDescription } from '@/components/ui/piece-description';
import { StoryBlock } from '@/components/ui/story-block';
import { AboutTheArtist } from '@/features/artists/components/about-the-artist';
import {
  comingSoonItemQueryOptions,
  useComingSoonItem,
} from '@/features/coming-soon/api/get-coming-soon-item';
import { LikeButton } from '@/components/catalog/like-button';
import { ShareMenu } from '@/components/share/share-menu';
import { NotifyMeCard } from '@/features/coming-soon/components/notify-me-card';
import { formatDate, formatPrice } from '@/lib/format';
import { shareText } from '@/lib/share-targets';
import { youtubeEmbedUrl } from '@/lib/youtube';
import { NotFoundMessage } from './not-found';
import { firstDataForId } from './first-data-for-id';
import { usePageId } from './use-page-id';

const BRAND = 'Atelier';

export function ComingSoonRoute() {
  // Spec section 2: the id is parsed as an integer.
  const { id, valid: validId } = usePageId();
  const item = useComingSoonItem(id, validId);

  const shown = pieceOrStatus(item, validId, {
    notFound: <NotFoundMessage title="Item Not Found" />,
    loading: (
      <div role="status" className="flex justify-center px-5 py-40">
        <LoaderCircle aria-hidden className="size-10 animate-spin text-brass-700" strokeWidth={1.5} />
        <span className="sr-only">Loading...</span>
      </div>
    ),
  });
  if ('status' in shown) return shown.status;

  const piece = shown.data;
  const { artist, collection } = piece;
  const title = `${piece.name} by ${artist?.name ?? BRAND}`;

  return (
    <PiecePage
      title={title}
      name={piece.name}
      imageRefs={piece.imageUrls}
      backTo="/"
      // Spec section 2: a video id is accepted only if exactly 11 characters.
      video={youtubeEmbedUrl(piece.videoUrl, 'exactly-11')}
      aboutArtist={artist && <AboutTheArtist artist={artist} />}
    >
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
          <LikeButton kind="coming-soon" piece={piece} />
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
    </PiecePage>
  );
}

/** The item (with its artist attached), in the HTML the gateway serves. */
export const firstData = firstDataForId((queryClient, id) =>
  queryClient.prefetchQuery(comingSoonItemQueryOptions(id)),
);

export { ComingSoonRoute as Component };
