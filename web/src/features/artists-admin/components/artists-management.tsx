import { useState } from 'react';
import type { Artist } from '@atelier/contracts';
import { AdminSection } from '@/components/admin/admin-section';
import { buttonClass } from '@/components/ui/button-styles';
import { QueryStatus } from '@/components/ui/query-status';
import { useAdminArtists } from '../api/get-admin-artists';
import { AdminArtistCard } from './admin-artist-card';
import { ArtistFormDialog } from './artist-form-dialog';
import { DeleteArtistDialog } from './delete-artist-dialog';

type Editing = { artist?: Artist } | null;

export function ArtistsManagement({ csrfToken }: { csrfToken: string }) {
  const query = useAdminArtists();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Artist | null>(null);
  const artists = query.data ?? [];

  return (
    <AdminSection
      id="artists-management"
      title="Artists Management"
      actions={
        <button type="button" className={buttonClass('solid')} onClick={() => setEditing({})}>
          New Artist
        </button>
      }
    >
      <QueryStatus query={query} loading="Loading artists..." failed="Artists could not be loaded.">
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
      </QueryStatus>
      {editing && (
        <ArtistFormDialog
          onOpenChange={(open) => !open && setEditing(null)}
          artist={editing.artist}
          csrfToken={csrfToken}
        />
      )}
      <DeleteArtistDialog artist={deleting} onClose={() => setDeleting(null)} csrfToken={csrfToken} />
    </AdminSection>
  );
}
