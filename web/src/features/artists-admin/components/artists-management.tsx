import { useState } from 'react';
import type { Artist } from '@atelier/contracts';
import { AdminCardGrid } from '@/components/admin/admin-card-grid';
import { AddButton, AdminSection } from '@/components/admin/admin-section';
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

  return (
    <AdminSection
      id="artists-management"
      title="Artists Management"
      actions={<AddButton onClick={() => setEditing({})}>New Artist</AddButton>}
    >
      <QueryStatus query={query} loading="Loading artists..." failed="Artists could not be loaded.">
        <AdminCardGrid
          heading="All Artists"
          items={query.data ?? []}
          empty="No artists yet. Add your first artist to get started."
        >
          {(a) => (
            <AdminArtistCard
              artist={a}
              onEdit={() => setEditing({ artist: a })}
              onDelete={() => setDeleting(a)}
            />
          )}
        </AdminCardGrid>
      </QueryStatus>
      {editing && (
        <ArtistFormDialog artist={editing.artist} csrfToken={csrfToken} onClose={() => setEditing(null)} />
      )}
      <DeleteArtistDialog artist={deleting} onClose={() => setDeleting(null)} csrfToken={csrfToken} />
    </AdminSection>
  );
}
