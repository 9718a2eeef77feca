import { useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { Artist, ArtistInput } from '@atelier/contracts';
import { ImageUploadButton } from '@/components/media-upload/image-upload-button';
import { buttonClass } from '@/components/ui/button-styles';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { toast } from '@/components/ui/use-toast';
import { ApiRequestError } from '@/lib/api-client';
import { useCreateArtist } from '../api/create-artist';
import { useUpdateArtist } from '../api/update-artist';
import { ArtistFormField } from './artist-form-field';
import {
  artistFormSchema,
  clientFieldErrors,
  identityFields,
  initialValue,
  linkFields,
  readArtistForm,
  serverFieldErrors,
  storyFields,
  type FieldErrors,
} from './artist-form-schema';

type Props = {
  onOpenChange: (open: boolean) => void;
  /** Absent for 'New Artist'. */
  artist?: Artist;
  csrfToken: string;
};

export function ArtistFormDialog({ onOpenChange, artist, csrfToken }: Props) {
  const create = useCreateArtist();
  const update = useUpdateArtist();
  const [errors, setErrors] = useState<FieldErrors>({});
  const editing = artist !== undefined;
  const pending = create.isPending || update.isPending;

  const focusField = (form: HTMLFormElement, found: FieldErrors) => {
    const first = Object.keys(found)[0];
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = artistFormSchema.safeParse(readArtistForm(form));
    if (!parsed.success) {
      const found = clientFieldErrors(parsed.error);
      setErrors(found);
      focusField(form, found);
      return;
    }
    setErrors({});
    const callbacks = {
      onSuccess: () => {
        toast({ title: editing ? 'Artist Updated' : 'Artist Created' });
        onOpenChange(false);
      },
      onError: (error: Error) => {
        const found = serverFieldErrors(error);
        setErrors(found);
        focusField(form, found);
        toast({
          title: editing
            ? 'Failed to update artist. Please try again.'
            : 'Failed to create artist. Please try again.',
          // Field issues are shown under the fields; anything else (expired session, 404) goes here.
          description:
            Object.keys(found).length === 0 && error instanceof ApiRequestError
              ? error.serverMessage
              : undefined,
          variant: 'destructive',
        });
      },
    };
    const input: ArtistInput = parsed.data;
    if (editing) update.mutate({ id: artist.id, input, csrfToken }, callbacks);
    else create.mutate({ input, csrfToken }, callbacks);
  };

  const fields = (list: typeof identityFields) =>
    list.map((f) => (
      <ArtistFormField
        key={f.name}
        {...f}
        defaultValue={initialValue(artist, f.name)}
        error={errors[f.name]}
        required={f.name === 'name' || f.name === 'specialty'}
      >
        {(f.name === 'imageUrl' || f.name === 'portfolioUrl') && (
          <ImageUploadButton fieldName={f.name} csrfToken={csrfToken} />
        )}
      </ArtistFormField>
    ));

  return (
    <DialogFrame
      open={true}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Artist' : 'New Artist'}
      description="Name and specialty are required. Links may be left blank."
      width="2xl"
    >
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">{fields(identityFields)}</div>
        {fields(storyFields)}
        <fieldset className="border-t border-ink/10 pt-4">
          <legend className="pr-3 text-sm font-medium">Links</legend>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">{fields(linkFields)}</div>
        </fieldset>
        <div className="flex flex-wrap justify-end gap-3 pt-4">
          <Dialog.Close className={buttonClass('outline')}>Cancel</Dialog.Close>
          <button type="submit" disabled={pending} className={buttonClass('solid')}>
            {pending ? 'Saving...' : 'Save'}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
