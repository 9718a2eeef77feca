import type { Artist } from '@atelier/contracts';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { ArtistSocialLinks } from './artist-social-links';

type ArtistProfileProps = {
  artist: Artist;
  /** Products of this artist in the dining, storage, surfaces and seating categories. */
  categoriesCount: number;
};

export function ArtistProfile({ artist, categoriesCount }: ArtistProfileProps) {
  // fullBio is written with line breaks between paragraphs.
  const story = (artist.fullBio ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <>
      <div className="grid gap-10 md:grid-cols-[5fr_6fr] md:gap-16">
        <ResponsiveImage
          imageRef={artist.imageUrl}
          alt={`Portrait of ${artist.name}`}
          sizes="(min-width: 768px) 45vw, 100vw"
          eager
          className="aspect-[4/5] w-full"
        />
        <div className="self-center">
          <p className="text-[0.7rem] tracking-[0.3em] text-brass-700 uppercase">{artist.specialty}</p>
          <h1 className="mt-4 font-display text-5xl leading-[1.05] sm:text-6xl">{artist.name}</h1>
          {artist.bio && <p className="mt-6 text-lg leading-relaxed text-ink/75">{artist.bio}</p>}
          <ArtistSocialLinks artist={artist} />
          <dl className="mt-10 inline-block border border-ink/10 px-8 py-6">
            <dt className="text-[0.65rem] tracking-[0.25em] text-ink/65 uppercase">Categories</dt>
            <dd className="mt-2 font-display text-5xl">{categoriesCount}</dd>
          </dl>
        </div>
      </div>
      {story.length > 0 && (
        <section
          aria-labelledby="artist-story"
          className="mx-auto mt-24 max-w-3xl bg-stone px-6 py-12 sm:px-12"
        >
          <h2 id="artist-story" className="font-display text-4xl">
            Artist Story
          </h2>
          <div className="mt-6 space-y-5 leading-relaxed text-ink/80">
            {story.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </section>
      )}
      {artist.portfolioUrl && (
        <section aria-labelledby="portfolio-showcase" className="mt-24">
          <h2 id="portfolio-showcase" className="text-center font-display text-4xl">
            Portfolio Showcase
          </h2>
          <ResponsiveImage
            imageRef={artist.portfolioUrl}
            alt={`Portfolio work by ${artist.name}`}
            className="mt-10 aspect-[16/9] w-full"
          />
        </section>
      )}
    </>
  );
}
