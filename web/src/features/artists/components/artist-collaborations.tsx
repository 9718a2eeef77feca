import { CenteredGrid } from '@/components/ui/centered-grid';
import { QueryStatus } from '@/components/ui/query-status';
import { SectionHeading } from '@/components/ui/section-heading';
import { useArtists } from '@/lib/api/get-artists';
import { ArtistCard } from './artist-card';

export function ArtistCollaborations() {
  const query = useArtists();
  const artists = query.data ?? [];
  return (
    <section id="artists" aria-labelledby="artists-title" className="px-5 py-24 sm:px-8 md:py-32">
      <SectionHeading id="artists-title" eyebrow="The makers" title="Artist Collaborations">
        Every piece begins with an artist. Meet the hands and minds behind the work.
      </SectionHeading>
      <div className="mx-auto mt-16 max-w-7xl">
        <QueryStatus
          query={query}
          loading="Loading artists..."
          failed="Artists could not be loaded right now. Please refresh the page."
          className="text-center text-ink/70"
        >
          {artists.length === 0 ? (
            <div className="mx-auto max-w-xl border border-ink/10 px-8 py-16 text-center">
              <h3 className="font-display text-3xl">No artists currently featured</h3>
              <p className="mt-4 text-ink/70">Check back soon for new artist collaborations</p>
            </div>
          ) : (
            <CenteredGrid items={artists} columns={3} itemKey={(a) => a.id} className="gap-y-16">
              {(artist) => <ArtistCard artist={artist} />}
            </CenteredGrid>
          )}
        </QueryStatus>
      </div>
    </section>
  );
}
