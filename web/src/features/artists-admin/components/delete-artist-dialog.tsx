import type { Artist } from '@atelier/contracts';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { useDeleteArtist } from '../api/delete-artist';

type Props = { artist: Artist | null; onClose: () => void; csrfToken: string };

export function DeleteArtistDialog({ artist, onClose, csrfToken }: Props) {
  const remove = useDeleteArtist();
  return (
    <ConfirmAction
      target={artist}
      mutation={remove}
      variables={({ id }) => ({ id, csrfToken })}
      texts={{
        title: `Delete ${artist?.name ?? ''}?`,
        done: 'Artist Deleted',
        failed: 'Failed to delete artist. Please try again.',
      }}
      description={() => 'Are you sure you want to delete this artist?'}
      onClose={onClose}
    />
  );
}
