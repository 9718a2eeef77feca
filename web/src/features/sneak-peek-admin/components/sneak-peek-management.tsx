import { useState } from 'react';
import type { ComingSoonItem } from '@atelier/contracts';
import { AddButton, AdminSection } from '@/components/admin/admin-section';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { CollapsibleGroup } from '@/components/ui/collapsible-group';
import { QueryStatus } from '@/components/ui/query-status';
import { useAllCollections } from '@/lib/api/get-all-collections';
import { useComingSoonItems } from '@/lib/api/get-coming-soon-items';
import { groupByCollection } from '@/lib/collection-groups';
import { formatPrice } from '@/lib/format';
import { useDeleteSneakPeekItem } from '../api/delete-sneak-peek-item';
import { useScheduledConversions } from '../api/scheduled-conversions';
import { ConvertDialog } from './convert-dialog';
import { ScheduledDrops } from './scheduled-drops';
import { SneakPeekDetailsDialog } from './sneak-peek-details-dialog';
import { SneakPeekFormDialog } from './sneak-peek-form-dialog';
import { SneakPeekGroupTable } from './sneak-peek-group-table';

const average = (items: ComingSoonItem[]) => {
  const priced = items.filter((i) => i.estimatedPrice !== null).map((i) => Number(i.estimatedPrice));
  return priced.length === 0 ? null : priced.reduce((a, b) => a + b, 0) / priced.length;
};

/** Sneak Peek Management (spec section 2): items grouped by collection, most liked first. */
export function SneakPeekManagement({ csrfToken }: { csrfToken: string }) {
  const items = useComingSoonItems();
  const collections = useAllCollections();
  const schedules = useScheduledConversions();
  const remove = useDeleteSneakPeekItem();
  const [editing, setEditing] = useState<{ item?: ComingSoonItem } | null>(null);
  const [viewing, setViewing] = useState<ComingSoonItem | null>(null);
  const [converting, setConverting] = useState<ComingSoonItem | null>(null);
  const [deleting, setDeleting] = useState<ComingSoonItem | null>(null);

  const byId = new Map((collections.data ?? []).map((c) => [c.id, c]));
  const groups = groupByCollection(items.data ?? []);
  const scheduledAt = new Map((schedules.data ?? []).map((s) => [s.comingSoonId, s.convertAt]));

  return (
    <AdminSection
      id="sneak-peek-management"
      title="Sneak Peek Management"
      actions={<AddButton onClick={() => setEditing({})}>Add Sneak Peek Item</AddButton>}
    >
      <ScheduledDrops csrfToken={csrfToken} />
      <QueryStatus
        query={items}
        loading="Loading sneak peek items..."
        failed="Sneak peek items could not be loaded."
      >
        {groups.length === 0 ? (
          <p className="mt-6 text-ink/70">No sneak peek items found</p>
        ) : (
          <div className="mt-6 space-y-4">
            {groups.map((group) => {
              const collection = group.collectionId === null ? undefined : byId.get(group.collectionId);
              const avg = average(group.items);
              const likes = group.items.reduce((sum, i) => sum + i.likesCount, 0);
              return (
                <CollapsibleGroup
                  key={group.key}
                  title={group.name}
                  meta={
                    <span className="flex flex-wrap gap-x-3 gap-y-1">
                      {collection && (
                        <span>
                          {collection.season} {collection.year} ·{' '}
                          {collection.collectionType === 'live' ? 'Live Collection' : 'Sneak Peek Collection'}
                        </span>
                      )}
                      <span>{group.items.length} item(s)</span>
                      <span>{likes} likes</span>
                      <span>Avg. {formatPrice(avg, 'TBD')}</span>
                    </span>
                  }
                >
                  <SneakPeekGroupTable
                    items={group.items}
                    scheduledAt={scheduledAt}
                    onView={setViewing}
                    onEdit={(item) => setEditing({ item })}
                    onConvert={setConverting}
                    onDelete={setDeleting}
                  />
                </CollapsibleGroup>
              );
            })}
          </div>
        )}
      </QueryStatus>
      {viewing && (
        <SneakPeekDetailsDialog
          item={viewing}
          onClose={() => setViewing(null)}
          onEdit={() => {
            setEditing({ item: viewing });
            setViewing(null);
          }}
          onConvert={() => setConverting(viewing)}
        />
      )}
      {editing && (
        <SneakPeekFormDialog item={editing.item} csrfToken={csrfToken} onClose={() => setEditing(null)} />
      )}
      <ConvertDialog
        item={converting}
        csrfToken={csrfToken}
        onDone={() => setViewing(null)}
        onClose={() => setConverting(null)}
      />
      <ConfirmAction
        target={deleting}
        mutation={remove}
        variables={({ id }) => ({ id, csrfToken })}
        texts={{
          title: 'Delete sneak peek item?',
          done: 'Sneak peek item deleted successfully',
          failed: 'Failed to delete sneak peek item',
        }}
        onClose={() => setDeleting(null)}
      />
    </AdminSection>
  );
}
