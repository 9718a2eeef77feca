import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { DialogFrame } from '@/components/ui/dialog-frame';

type Props = {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The button that closes without acting (default 'Cancel'; say 'Keep it' where Cancel is the action). */
  dismissLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  /** Choices that shape what is confirmed (shown between the description and the buttons). */
  children?: ReactNode;
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
  dismissLabel = 'Cancel',
  onConfirm,
  onClose,
  children,
}: Props) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={description}
      width="md"
      role="alertdialog"
    >
      {children}
      <div className="mt-8 flex flex-wrap justify-end gap-3">
        <Dialog.Close className={buttonClass('outline')}>{dismissLabel}</Dialog.Close>
        <button
          type="button"
          onClick={onConfirm}
          disabled={pending}
          className={buttonClass('solid', 'bg-red-800 hover:bg-red-900')}
        >
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </DialogFrame>
  );
}
