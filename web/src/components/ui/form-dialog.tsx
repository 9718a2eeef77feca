import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent, ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { DialogFrame } from '@/components/ui/dialog-frame';

type FormDialogProps = {
  title: string;
  description: string;
  width: 'lg' | '2xl';
  /** The browser's own validation is off: the form checks with the API's schema in onSubmit. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** While it names something ('Saving...', 'Uploading...'), the submit button waits and says so. */
  busy: string | null;
  /** The submit button's label. */
  submit?: string;
  onClose: () => void;
  children: ReactNode;
};

/** An admin add/edit dialog: its fields, then Cancel (closes it) and the submit button. */
export function FormDialog({
  title,
  description,
  width,
  onSubmit,
  busy,
  submit = 'Save',
  onClose,
  children,
}: FormDialogProps) {
  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      width={width}
    >
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        {children}
        <div className="flex flex-wrap justify-end gap-3 pt-4">
          <Dialog.Close className={buttonClass('outline')}>Cancel</Dialog.Close>
          <button type="submit" disabled={busy !== null} className={buttonClass('solid')}>
            {busy ?? submit}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
