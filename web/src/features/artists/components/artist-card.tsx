import { Link } from 'react-router';
import type { Artist } from '@atelier/contracts';
import { CardImageLink, CardTitle, linkFocus } from '@/components/catalog/card-links';

export function ArtistCard({ artist }: { artist: Artist }) {
  const titleId = `artist-${artist.id}`;
  const href = `/artist/${artist.id}`;
  return (
    <article aria-labelledby={titleId} className="group">
      <CardImageLink
        to={href}
        imageRef={artist.imageUrl}
        frameClassName="block overflow-hidden bg-stone"
        className="aspect-[4/5] w-full grayscale-[20%] transition duration-700 group-hover:scale-[1.02] group-hover:grayscale-0"
      />
      <CardTitle id={titleId} to={href} className="mt-6 font-display text-3xl leading-tight">
        {artist.name}
      </CardTitle>
      <p className="mt-1 text-[0.7rem] tracking-[0.25em] text-brass-700 uppercase">{artist.specialty}</p>
      <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
        <Link
          to={href}
          aria-describedby={titleId}
          className={`inline-block border-b border-ink pb-1 text-xs font-medium tracking-[0.2em] uppercase transition-colors hover:border-brass-700 hover:text-brass-700 ${linkFocus}`}
        >
          View Portfolio
        </Link>
        {/* Lands on the artist page's 'Collection' grid. */}
        <Link
          to={`${href}#artist-collection`}
          aria-describedby={titleId}
          className={`text-sm text-ink/70 underline-offset-4 hover:text-ink hover:underline ${linkFocus}`}
        >
          View collection pieces
        </Link>
      </div>
    </article>
  );
}
