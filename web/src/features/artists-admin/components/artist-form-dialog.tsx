import type { FormEvent } from 'react';
import type { Artist, ArtistInput } from '@atelier/contracts';
import { ImageUploadButton } from '@/components/media-upload/image-upload-button';
import { FormDialog } from '@/components/ui/form-dialog';
import { useFormErrors } from '@/components/ui/use-form-errors';
import { useCreateArtist } from '../api/create-artist';
import { useUpdateArtist } from '../api/update-artist';
import { ArtistFormField } from './artist-form-field';
import {
  artistFields,
  artistFormSchema,
  clientFieldErrors,
  identityFields,
  initialValue,
  linkFields,
  readArtistForm,
  storyFields,
} from './artist-form-schema';

type Props = {
  /** Absent for 'New Artist'. */
  artist?: Artist;
  csrfToken: string;
  onClose: () => void;
};

export function ArtistFormDialog({ artist, csrfToken, onClose }: Props) {
  const create = useCreateArtist();
  const update = useUpdateArtist();
  const { errors, show, clear, saveCallbacks } = useFormErrors(artistFields.map((f) => f.name));
  const editing = artist !== undefined;
  const pending = create.isPending || update.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = artistFormSchema.safeParse(readArtistForm(form));
    if (!parsed.success) return show(form, clientFieldErrors(parsed.error));
    clear();
    const callbacks = saveCallbacks(
      form,
      editing
        ? { saved: 'Artist Updated', failed: 'Failed to update artist. Please try again.' }
        : { saved: 'Artist Created', failed: 'Failed to create artist. Please try again.' },
      onClose,
    );
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
    <FormDialog
      title={editing ? 'Edit Artist' : 'New Artist'}
      description="Name and specialty are required. Links may be left blank."
      width="2xl"
      onSubmit={onSubmit}
      busy={pending ? 'Saving...' : null}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">{fields(identityFields)}</div>
      {fields(storyFields)}
      <fieldset className="border-t border-ink/10 pt-4">
        <legend className="pr-3 text-sm font-medium">Links</legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">{fields(linkFields)}</div>
      </fieldset>
    </FormDialog>
  );
}
