import { useState } from 'react';
import type { Collection } from '@atelier/contracts';
import { AdminCardGrid } from '@/components/admin/admin-card-grid';
import { AddButton, AdminSection } from '@/components/admin/admin-section';
import { QueryStatus } from '@/components/ui/query-status';
import { toast } from '@/components/ui/use-toast';
import { useAllCollections } from '@/lib/api/get-all-collections';
import { toInput, useSaveCollection } from '../api/save-collection';
import { AdminCollectionCard } from './admin-collection-card';
import { CollectionFormDialog } from './collection-form-dialog';
import { DeleteCollectionDialog } from './delete-collection-dialog';

type Editing = { collection?: Collection } | null;

export function CollectionsManagement({ csrfToken }: { csrfToken: string }) {
  const query = useAllCollections();
  const save = useSaveCollection();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Collection | null>(null);

  const update = (c: Collection, changes: Partial<Collection>, ok: string, failed: string) =>
    save.mutate(
      { id: c.id, input: toInput(c, changes), csrfToken },
      {
        onSuccess: () => toast({ title: ok }),
        onError: () => toast({ title: failed, variant: 'destructive' }),
      },
    );

  const active = (query.data ?? []).filter((c) => !c.isArchived);
  const archived = (query.data ?? []).filter((c) => c.isArchived);
  const card = (c: Collection) => (
    <AdminCollectionCard
      collection={c}
      busy={save.isPending}
      onToggleVisibility={() =>
        update(
          c,
          { isActive: !c.isActive },
          c.isActive ? 'Collection hidden from homepage' : 'Collection displayed on homepage',
          'Failed to update collection visibility',
        )
      }
      onToggleArchive={() =>
        update(
          c,
          { isArchived: !c.isArchived },
          c.isArchived ? 'Collection restored from archive' : 'Collection archived',
          'Failed to update collection archive status',
        )
      }
      onDelete={() => setDeleting(c)}
      onEdit={() => setEditing({ collection: c })}
    />
  );

  return (
    <AdminSection
      id="collections-management"
      title="Collections Management"
      actions={<AddButton onClick={() => setEditing({})}>New Collection</AddButton>}
    >
      <QueryStatus query={query} loading="Loading collections..." failed="Collections could not be loaded.">
        <AdminCardGrid
          heading="Active Collections"
          items={active}
          empty="No active collections. Create your first collection to get started."
        >
          {card}
        </AdminCardGrid>
        {archived.length > 0 && (
          <AdminCardGrid heading="Archived Collections" items={archived} spacing="mt-12">
            {card}
          </AdminCardGrid>
        )}
      </QueryStatus>
      {editing && (
        <CollectionFormDialog
          collection={editing.collection}
          csrfToken={csrfToken}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteCollectionDialog collection={deleting} onClose={() => setDeleting(null)} csrfToken={csrfToken} />
    </AdminSection>
  );
}
