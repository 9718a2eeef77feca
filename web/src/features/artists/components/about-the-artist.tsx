import { Link } from 'react-router';
import type { Artist } from '@atelier/contracts';
import { ResponsiveImage } from '@/components/ui/responsive-image';

type AboutTheArtistProps = { artist: Pick<Artist, 'id' | 'name' | 'imageUrl' | 'specialty' | 'bio'> };

/** The 'About the Artist' card of the product and coming-soon pages, linking to the artist page. */
export function AboutTheArtist({ artist }: AboutTheArtistProps) {
  return (
    <section aria-labelledby="about-the-artist" className="bg-stone px-6 py-10 sm:px-10">
      <h2 id="about-the-artist" className="font-display text-3xl sm:text-4xl">
        About the Artist
      </h2>
      <Link
        to={`/artist/${artist.id}`}
        className="group mt-8 grid items-center gap-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brass sm:grid-cols-[10rem_1fr]"
      >
        <ResponsiveImage
          imageRef={artist.imageUrl}
          alt={`Portrait of ${artist.name}`}
          sizes="10rem"
          className="aspect-square w-40"
        />
        <div>
          <p className="font-display text-2xl group-hover:underline">{artist.name}</p>
          <p className="mt-1 text-[0.7rem] tracking-[0.25em] text-brass-700 uppercase">{artist.specialty}</p>
          {artist.bio && <p className="mt-4 leading-relaxed text-ink/75">{artist.bio}</p>}
        </div>
      </Link>
    </section>
  );
}
