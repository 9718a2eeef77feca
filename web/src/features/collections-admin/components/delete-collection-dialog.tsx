import type { Collection } from '@atelier/contracts';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { useDeleteCollection } from '../api/delete-collection';

type Props = { collection: Collection | null; onClose: () => void; csrfToken: string };

export function DeleteCollectionDialog({ collection, onClose, csrfToken }: Props) {
  const remove = useDeleteCollection();
  return (
    <ConfirmAction
      target={collection}
      mutation={remove}
      variables={({ id }) => ({ id, csrfToken })}
      texts={{
        title: `Delete ${collection?.name ?? ''}?`,
        done: 'Collection deleted successfully',
        failed: 'Failed to delete collection',
      }}
      description={() => 'This cannot be undone. Collections with associated products cannot be deleted.'}
      onClose={onClose}
    />
  );
}
