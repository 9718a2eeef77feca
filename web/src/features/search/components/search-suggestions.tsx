import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useActiveCollections } from '@/lib/api/get-active-collections';
import { useArtists } from '@/lib/api/get-artists';
import { seasonLabel } from '@/lib/collection-visibility';

/** Enough to browse from without turning the dialog into a directory. */
const MAX_COLLECTIONS = 4;
const MAX_ARTISTS = 6;

/**
 * What a search that found nothing offers instead: the collections the home page shows and the
 * artists, each a link. A list that fails or is empty is left out; the 'No products found' line
 * above stays either way.
 */
export function SearchSuggestions({ onPick }: { onPick: () => void }) {
  const collections = useActiveCollections();
  const artists = useArtists();
  const shownCollections = (collections.data ?? [])
    .filter((c) => c.isActive && !c.isArchived)
    .slice(0, MAX_COLLECTIONS);
  const shownArtists = (artists.data ?? []).slice(0, MAX_ARTISTS);
  if (shownCollections.length === 0 && shownArtists.length === 0) return null;
  return (
    <nav aria-label="Search suggestions" className="grid gap-6 px-3 pb-4 sm:grid-cols-2">
      <p className="text-sm text-ink/70 sm:col-span-2">Try browsing a collection or an artist instead.</p>
      {shownCollections.length > 0 && (
        <Suggestions title="Collections">
          {shownCollections.map((c) => (
            <Suggestion
              key={c.id}
              to={`/collection/${c.id}`}
              name={c.name}
              detail={seasonLabel(c)}
              onPick={onPick}
            />
          ))}
        </Suggestions>
      )}
      {shownArtists.length > 0 && (
        <Suggestions title="Artists">
          {shownArtists.map((a) => (
            <Suggestion
              key={a.id}
              to={`/artist/${a.id}`}
              name={a.name}
              detail={a.specialty}
              onPick={onPick}
            />
          ))}
        </Suggestions>
      )}
    </nav>
  );
}

function Suggestions({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h3 className="text-[0.65rem] font-medium tracking-[0.22em] text-ink/60 uppercase">{title}</h3>
      <ul className="mt-2">{children}</ul>
    </section>
  );
}

type SuggestionProps = { to: string; name: string; detail: string; onPick: () => void };

function Suggestion({ to, name, detail, onPick }: SuggestionProps) {
  return (
    <li>
      <Link
        to={to}
        onClick={onPick}
        className="block py-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass"
      >
        <span className="font-display text-lg">{name}</span>
        <span className="block text-xs text-ink/65">{detail}</span>
      </Link>
    </li>
  );
}
