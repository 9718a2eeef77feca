import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastFailure } from '@/components/ui/failure-toast';
import { toast } from '@/components/ui/use-toast';

type Named = { name: string };

type ConfirmActionProps<T extends Named, V> = {
  /** The item awaiting confirmation; null keeps the dialog closed. */
  target: T | null;
  mutation: UseMutationResult<unknown, Error, V>;
  /** What the mutation is called with for the item. */
  variables: (target: T) => V;
  /** The dialog's title, the spec's success toast and its failure toast. */
  texts: { title: string; done: string; failed: string };
  /** Defaults to deleting: 'Delete', 'Deleting...' and "'name' will be deleted for good." */
  confirmLabel?: string;
  pendingLabel?: string;
  description?: (target: T) => ReactNode;
  /** After the action worked and the dialog closed (e.g. close the item's details too). */
  onDone?: () => void;
  onClose: () => void;
};

const deletedForGood = ({ name }: Named) => `"${name}" will be deleted for good. This cannot be undone.`;

/**
 * A destructive admin action on one item, confirmed first: the dialog, the mutation, the spec's
 * toast either way (a refusal's reason from the API under the failure's title), closed once it worked.
 */
export function ConfirmAction<T extends Named, V>({
  target,
  mutation,
  variables,
  texts,
  confirmLabel = 'Delete',
  pendingLabel = 'Deleting...',
  description = deletedForGood,
  onDone,
  onClose,
}: ConfirmActionProps<T, V>) {
  const confirm = () => {
    if (!target) return;
    mutation.mutate(variables(target), {
      onSuccess: () => {
        toast({ title: texts.done });
        onClose();
        onDone?.();
      },
      onError: (error) => toastFailure(texts.failed, error),
    });
  };
  return (
    <ConfirmDialog
      open={target !== null}
      title={texts.title}
      description={target ? description(target) : ''}
      confirmLabel={confirmLabel}
      pendingLabel={pendingLabel}
      pending={mutation.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
