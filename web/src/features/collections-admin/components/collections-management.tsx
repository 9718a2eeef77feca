import { useState } from 'react';
import type { Collection } from '@atelier/contracts';
import { AdminSection } from '@/components/admin/admin-section';
import { buttonClass } from '@/components/ui/button-styles';
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
  const grid = (list: Collection[]) => (
    <ul className="mt-5 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {list.map((c) => (
        <li key={c.id} className="flex">
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
        </li>
      ))}
    </ul>
  );

  return (
    <AdminSection
      id="collections-management"
      title="Collections Management"
      actions={
        <button type="button" className={buttonClass('solid')} onClick={() => setEditing({})}>
          New Collection
        </button>
      }
    >
      <QueryStatus query={query} loading="Loading collections..." failed="Collections could not be loaded.">
        <h3 className="mt-8 text-sm font-medium tracking-[0.15em] uppercase">
          Active Collections ({active.length})
        </h3>
        {active.length === 0 ? (
          <p className="mt-4 text-ink/70">
            No active collections. Create your first collection to get started.
          </p>
        ) : (
          grid(active)
        )}
        {archived.length > 0 && (
          <>
            <h3 className="mt-12 text-sm font-medium tracking-[0.15em] uppercase">
              Archived Collections ({archived.length})
            </h3>
            {grid(archived)}
          </>
        )}
      </QueryStatus>
      {editing && (
        <CollectionFormDialog
          open
          onOpenChange={(open) => !open && setEditing(null)}
          collection={editing.collection}
          csrfToken={csrfToken}
        />
      )}
      <DeleteCollectionDialog collection={deleting} onClose={() => setDeleting(null)} csrfToken={csrfToken} />
    </AdminSection>
  );
}
