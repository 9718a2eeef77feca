import type { Artist } from '@atelier/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { ApiRequestError } from '@/lib/api-client';
import { useDeleteArtist } from '../api/delete-artist';

type Props = { artist: Artist | null; onClose: () => void; csrfToken: string };

export function DeleteArtistDialog({ artist, onClose, csrfToken }: Props) {
  const remove = useDeleteArtist();
  const confirm = () => {
    if (!artist) return;
    remove.mutate(
      { id: artist.id, csrfToken },
      {
        onSuccess: () => {
          toast({ title: 'Artist Deleted' });
          onClose();
        },
        onError: (error) =>
          toast({
            title: 'Failed to delete artist. Please try again.',
            description: error instanceof ApiRequestError ? error.serverMessage : undefined,
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <ConfirmDialog
      open={artist !== null}
      title={`Delete ${artist?.name ?? ''}?`}
      description="Are you sure you want to delete this artist?"
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
