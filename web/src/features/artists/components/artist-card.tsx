import { Link } from 'react-router';
import type { Artist } from '@atelier/contracts';
import { ResponsiveImage } from '@/components/ui/responsive-image';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brass';

export function ArtistCard({ artist }: { artist: Artist }) {
  const titleId = `artist-${artist.id}`;
  const href = `/artist/${artist.id}`;
  return (
    <article aria-labelledby={titleId} className="group">
      {/* The name link is the one announced; the portrait repeats it for pointer users. */}
      <Link to={href} tabIndex={-1} aria-hidden className="block overflow-hidden bg-stone">
        <ResponsiveImage
          imageRef={artist.imageUrl}
          alt=""
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-[4/5] w-full grayscale-[20%] transition duration-700 group-hover:scale-[1.02] group-hover:grayscale-0"
        />
      </Link>
      <h3 id={titleId} className="mt-6 font-display text-3xl leading-tight">
        <Link to={href} className={`hover:underline ${focusRing}`}>
          {artist.name}
        </Link>
      </h3>
      <p className="mt-1 text-[0.7rem] tracking-[0.25em] text-brass-700 uppercase">{artist.specialty}</p>
      <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
        <Link
          to={href}
          aria-describedby={titleId}
          className={`inline-block border-b border-ink pb-1 text-xs font-medium tracking-[0.2em] uppercase transition-colors hover:border-brass-700 hover:text-brass-700 ${focusRing}`}
        >
          View Portfolio
        </Link>
        {/* Lands on the artist page's 'Collection' grid. */}
        <Link
          to={`${href}#artist-collection`}
          aria-describedby={titleId}
          className={`text-sm text-ink/70 underline-offset-4 hover:text-ink hover:underline ${focusRing}`}
        >
          View collection pieces
        </Link>
      </div>
    </article>
  );
}
