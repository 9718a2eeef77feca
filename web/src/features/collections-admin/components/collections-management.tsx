import { useState } from 'react';
import type { Collection } from '@atelier/contracts';
import { buttonClass } from '@/components/ui/button-styles';
import { toast } from '@/components/ui/use-toast';
import { useAllCollections } from '@/lib/api/get-all-collections';
import { toInput, useSaveCollection } from '../api/save-collection';
import { AdminCollectionCard } from './admin-collection-card';
import { CollectionFormDialog } from './collection-form-dialog';
import { DeleteCollectionDialog } from './delete-collection-dialog';

type Editing = { collection?: Collection } | null;

export function CollectionsManagement({ csrfToken }: { csrfToken: string }) {
  const { data, isPending, isError } = useAllCollections();
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

  const active = (data ?? []).filter((c) => !c.isArchived);
  const archived = (data ?? []).filter((c) => c.isArchived);
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
    <section aria-labelledby="collections-management">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="collections-management" className="font-display text-4xl">
          Collections Management
        </h2>
        <button type="button" className={buttonClass('solid')} onClick={() => setEditing({})}>
          New Collection
        </button>
      </div>
      {isPending ? (
        <p role="status" className="mt-6 text-ink/70">
          Loading collections...
        </p>
      ) : isError ? (
        <p role="alert" className="mt-6 text-ink/70">
          Collections could not be loaded.
        </p>
      ) : (
        <>
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
        </>
      )}
      {editing && (
        <CollectionFormDialog
          open
          onOpenChange={(open) => !open && setEditing(null)}
          collection={editing.collection}
          csrfToken={csrfToken}
        />
      )}
      <DeleteCollectionDialog collection={deleting} onClose={() => setDeleting(null)} csrfToken={csrfToken} />
    </section>
  );
}
