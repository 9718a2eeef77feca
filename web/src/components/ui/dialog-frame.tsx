import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** max-w-md (confirmations), max-w-lg or max-w-2xl (forms). */
  width: 'md' | 'lg' | '2xl';
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
};

const widths = { md: 'max-w-md', lg: 'max-w-lg', '2xl': 'max-w-2xl' };

/** The admin's modal: a centred paper card over a dimmed page, scrolling when taller than the screen. */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  width,
  role = 'dialog',
  children,
}: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          role={role}
          className={clsx(
            'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto bg-paper p-6 shadow-2xl sm:p-8',
            widths[width],
          )}
        >
          <Dialog.Title className="font-display text-3xl">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink/65">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
