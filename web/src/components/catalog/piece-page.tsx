import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { BackLink } from '@/components/ui/back-link';
import { ImageGallery } from '@/components/ui/image-gallery';
import { LoadError } from '@/components/ui/load-error';
import { ProductShowcase } from '@/components/ui/product-showcase';
import { isNotFound } from '@/lib/api-client';

/**
 * A piece page's data, or what stands for it: the page's not-found message for a bad id or a 404,
 * a retry after any other failure, its loading view while it comes.
 */
export function pieceOrStatus<T>(
  query: UseQueryResult<T>,
  validId: boolean,
  views: { notFound: ReactNode; loading: ReactNode },
): { data: T } | { status: ReactNode } {
  if (!validId || (query.isError && isNotFound(query.error))) return { status: views.notFound };
  if (query.isError) {
    return {
      status: <LoadError title="This piece could not be loaded" query={query} />,
    };
  }
  if (query.isPending) return { status: views.loading };
  return { data: query.data };
}

type PiecePageProps = {
  /** The document title: '{name} by {artist or brand}'. */
  title: string;
  name: string;
  imageRefs: string[];
  /** Where 'Back to Collections' leads. */
  backTo: string;
  /** The YouTube embed URL, if the piece has a usable video. */
  video: string | null;
  /** The 'About the Artist' card, when the piece names one. */
  aboutArtist?: ReactNode;
  /** The column beside the gallery: name, price or estimate, actions, story. */
  children: ReactNode;
};

/** The page of one piece, for sale or coming soon: gallery and details side by side, video, artist. */
export function PiecePage({ title, name, imageRefs, backTo, video, aboutArtist, children }: PiecePageProps) {
  return (
    <div className="px-5 py-10 sm:px-8 md:py-14">
      <title>{title}</title>
      <div className="mx-auto max-w-7xl">
        <BackLink
          to={backTo}
          className="mb-8 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brass"
        >
          Back to Collections
        </BackLink>
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <ImageGallery imageRefs={imageRefs} name={name} />
          <div className="space-y-8">{children}</div>
        </div>
        {video && <ProductShowcase embedUrl={video} pieceName={name} />}
        {aboutArtist && <div className="mx-auto mt-20 max-w-4xl">{aboutArtist}</div>}
      </div>
    </div>
  );
}
