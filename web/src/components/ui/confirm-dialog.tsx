import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';

type Props = {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

// A destructive confirmation. Radix focuses the first control, Cancel, so Enter on open never
// confirms; Escape and the overlay close it.
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onClose,
}: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 bg-paper p-6 shadow-2xl sm:p-8"
        >
          <Dialog.Title className="font-display text-3xl">{title}</Dialog.Title>
          <Dialog.Description className="mt-3 text-sm text-ink/75">{description}</Dialog.Description>
          <div className="mt-8 flex flex-wrap justify-end gap-3">
            <Dialog.Close className={buttonClass('outline')}>Cancel</Dialog.Close>
            <button
              type="button"
              onClick={onConfirm}
              disabled={pending}
              className={buttonClass('solid', 'bg-red-800 hover:bg-red-900')}
            >
              {pending ? pendingLabel : confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
