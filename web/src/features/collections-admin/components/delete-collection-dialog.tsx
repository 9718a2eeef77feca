import * as Dialog from '@radix-ui/react-dialog';
import type { Collection } from '@atelier/contracts';
import { buttonClass } from '@/components/ui/button-styles';
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
    <Dialog.Root open={collection !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 bg-paper p-6 shadow-2xl sm:p-8"
        >
          <Dialog.Title className="font-display text-3xl">Delete {collection?.name}?</Dialog.Title>
          <Dialog.Description className="mt-3 text-sm text-ink/75">
            This cannot be undone. Collections with associated products cannot be deleted.
          </Dialog.Description>
          <div className="mt-8 flex justify-end gap-3">
            <Dialog.Close className={buttonClass('outline')}>Cancel</Dialog.Close>
            <button
              type="button"
              onClick={confirm}
              disabled={remove.isPending}
              className={buttonClass('solid', 'bg-red-800 hover:bg-red-900')}
            >
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
