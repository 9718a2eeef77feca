import { useState } from 'react';
import type { Artist } from '@atelier/contracts';
import { buttonClass } from '@/components/ui/button-styles';
import { useAdminArtists } from '../api/get-admin-artists';
import { AdminArtistCard } from './admin-artist-card';
import { ArtistFormDialog } from './artist-form-dialog';
import { DeleteArtistDialog } from './delete-artist-dialog';

type Editing = { artist?: Artist } | null;

export function ArtistsManagement({ csrfToken }: { csrfToken: string }) {
  const { data, isPending, isError } = useAdminArtists();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Artist | null>(null);
  const artists = data ?? [];

  return (
    <section aria-labelledby="artists-management">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="artists-management" className="font-display text-4xl">
          Artists Management
        </h2>
        <button type="button" className={buttonClass('solid')} onClick={() => setEditing({})}>
          New Artist
        </button>
      </div>
      {isPending ? (
        <p role="status" className="mt-6 text-ink/70">
          Loading artists...
        </p>
      ) : isError ? (
        <p role="alert" className="mt-6 text-ink/70">
          Artists could not be loaded.
        </p>
      ) : (
        <>
          <h3 className="mt-8 text-sm font-medium tracking-[0.15em] uppercase">
            All Artists ({artists.length})
          </h3>
          {artists.length === 0 ? (
            <p className="mt-4 text-ink/70">No artists yet. Add your first artist to get started.</p>
          ) : (
            <ul className="mt-5 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {artists.map((a) => (
                <li key={a.id} className="flex">
                  <AdminArtistCard
                    artist={a}
                    onEdit={() => setEditing({ artist: a })}
                    onDelete={() => setDeleting(a)}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {editing && (
        <ArtistFormDialog
          onOpenChange={(open) => !open && setEditing(null)}
          artist={editing.artist}
          csrfToken={csrfToken}
        />
      )}
      <DeleteArtistDialog artist={deleting} onClose={() => setDeleting(null)} csrfToken={csrfToken} />
    </section>
  );
}
