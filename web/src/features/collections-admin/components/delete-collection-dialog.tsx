import type { Collection } from '@atelier/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { ApiRequestError } from '@/lib/api-client';
import { useDeleteCollection } from '../api/delete-collection';

type Props = { collection: Collection | null; onClose: () => void; csrfToken: string };

export function DeleteCollectionDialog({ collection, onClose, csrfToken }: Props) {
  const remove = useDeleteCollection();
  const confirm = () => {
    if (!collection) return;
    remove.mutate(
      { id: collection.id, csrfToken },
      {
        onSuccess: () => {
          toast({ title: 'Collection deleted successfully' });
          onClose();
        },
        onError: (error) =>
          toast({
            title: 'Failed to delete collection',
            description: error instanceof ApiRequestError ? error.serverMessage : undefined,
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <ConfirmDialog
      open={collection !== null}
      title={`Delete ${collection?.name ?? ''}?`}
      description="This cannot be undone. Collections with associated products cannot be deleted."
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
