import type { Collection } from '@atelier/contracts';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { seasonLabel } from '@/lib/collection-visibility';
import { formatDate, isFuture } from '@/lib/format';

type CollectionBannerProps = {
  collection: Collection;
  /** Pieces that can be bought now; sold ones are counted apart. */
  availableCount: number;
  soldCount?: number;
  comingSoonCount: number;
};

export function CollectionBanner({
  collection,
  availableCount,
  soldCount = 0,
  comingSoonCount,
}: CollectionBannerProps) {
  return (
    <header className="relative isolate flex min-h-[70vh] items-end overflow-hidden bg-ink px-5 text-paper sm:px-8">
      <ResponsiveImage
        imageRef={collection.coverImageUrl}
        alt=""
        eager
        className="absolute inset-0 -z-10 h-full w-full opacity-70"
      />
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-t from-ink via-ink/45 to-ink/10" />
      <div className="mx-auto w-full max-w-7xl pt-40 pb-14 md:pb-20">
        <div className="flex flex-wrap gap-3">
          <span className="inline-block border border-paper/60 px-3 py-1.5 text-[0.65rem] tracking-[0.3em] uppercase">
            {seasonLabel(collection)}
          </span>
          {collection.isArchived && (
            <span className="inline-block bg-paper px-3 py-1.5 text-[0.65rem] font-semibold tracking-[0.3em] text-ink uppercase">
              Archived
            </span>
          )}
        </div>
        <h1 className="mt-6 max-w-4xl font-display text-5xl leading-[1.05] sm:text-6xl md:text-7xl">
          {collection.name}
        </h1>
        <p className="mt-6 max-w-2xl text-base leading-relaxed text-paper/80 sm:text-lg">
          {collection.description}
        </p>
        <div className="mt-8 flex flex-wrap gap-x-10 gap-y-3 text-sm tracking-wide text-paper/90">
          <p>
            <span className="text-paper/70">
              {isFuture(collection.releaseDate) ? 'Releases ' : 'Release date '}
            </span>
            {formatDate(collection.releaseDate)}
          </p>
          <p>
            {availableCount} Available{soldCount > 0 ? ` • ${soldCount} Sold` : ''} • {comingSoonCount} Coming
            Soon
          </p>
        </div>
      </div>
    </header>
  );
}
