import { Link } from 'react-router';
import type { Artist } from '@atelier/contracts';
import { ResponsiveImage } from '@/components/ui/responsive-image';

export function ArtistCard({ artist }: { artist: Artist }) {
  const titleId = `artist-${artist.id}`;
  return (
    <article aria-labelledby={titleId} className="group">
      <div className="overflow-hidden bg-stone">
        <ResponsiveImage
          imageRef={artist.imageUrl}
          alt={`Portrait of ${artist.name}`}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-[4/5] w-full grayscale-[20%] transition duration-700 group-hover:scale-[1.02] group-hover:grayscale-0"
        />
      </div>
      <h3 id={titleId} className="mt-6 font-display text-3xl leading-tight">
        {artist.name}
      </h3>
      <p className="mt-1 text-[0.7rem] tracking-[0.25em] text-brass-700 uppercase">{artist.specialty}</p>
      <p className="mt-4 text-sm text-ink/65">View collection pieces</p>
      <Link
        to={`/artist/${artist.id}`}
        aria-describedby={titleId}
        className="mt-3 inline-block border-b border-ink pb-1 text-xs font-medium tracking-[0.2em] uppercase transition-colors hover:border-brass-700 hover:text-brass-700 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brass"
      >
        View Portfolio
      </Link>
    </article>
  );
}
