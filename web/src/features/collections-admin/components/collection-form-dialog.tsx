import { useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { Collection } from '@atelier/contracts';
import { buttonClass } from '@/components/ui/button-styles';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { toast } from '@/components/ui/use-toast';
import { ApiRequestError } from '@/lib/api-client';
import { useSaveCollection } from '../api/save-collection';
import {
  clientFieldErrors,
  collectionFormSchema,
  seasonChoices,
  serverFieldErrors,
  yearChoices,
  type CollectionFieldErrors,
} from './collection-form-schema';

type CollectionFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Absent for 'New Collection'. */
  collection?: Collection;
  csrfToken: string;
};

const field =
  'mt-1.5 block w-full border border-ink/25 bg-white px-3 py-2.5 text-sm focus:outline-2 focus:outline-brass';
const label = 'block text-xs font-medium tracking-[0.12em] uppercase';

export function CollectionFormDialog({
  open,
  onOpenChange,
  collection,
  csrfToken,
}: CollectionFormDialogProps) {
  const save = useSaveCollection();
  const editing = collection !== undefined;
  const [errors, setErrors] = useState<CollectionFieldErrors>({});

  // Like the artist form: each problem under its field, the first bad field focused, plus a toast.
  const showErrors = (form: HTMLFormElement, found: CollectionFieldErrors) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  };
  const invalid = (name: keyof CollectionFieldErrors) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `collection-${name}-error` } : {};
  const fieldError = (name: keyof CollectionFieldErrors) =>
    errors[name] && (
      <span
        id={`collection-${name}-error`}
        className="mt-1 block text-xs font-medium tracking-normal text-red-800 normal-case"
      >
        {errors[name]}
      </span>
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = collectionFormSchema.safeParse({
      name: data.get('name'),
      description: data.get('description'),
      season: data.get('season'),
      year: data.get('year'),
      releaseDate: data.get('releaseDate'),
      collectionType: data.get('collectionType'),
      coverImageUrl: data.get('coverImageUrl'),
      isActive: data.get('isActive') === 'on',
      isArchived: editing ? data.get('isArchived') === 'on' : false,
    });
    if (!parsed.success) {
      showErrors(form, clientFieldErrors(parsed.error));
      toast({ title: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    setErrors({});
    save.mutate(
      { id: collection?.id, input: parsed.data, csrfToken },
      {
        onSuccess: () => {
          toast({ title: editing ? 'Collection updated successfully' : 'Collection created successfully' });
          onOpenChange(false);
        },
        onError: (error) => {
          const found = serverFieldErrors(error);
          showErrors(form, found);
          toast({
            title: editing ? 'Failed to update collection' : 'Failed to create collection',
            // Field issues are shown under the fields; anything else (expired session, 404) goes here.
            description:
              Object.keys(found).length === 0 && error instanceof ApiRequestError
                ? error.serverMessage
                : undefined,
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Collection' : 'New Collection'}
      description="Name, description and release date are required."
      width="lg"
    >
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        <label className={label}>
          Name
          <input name="name" defaultValue={collection?.name} className={field} {...invalid('name')} />
          {fieldError('name')}
        </label>
        <label className={label}>
          Description
          <textarea
            name="description"
            rows={3}
            defaultValue={collection?.description}
            className={field}
            {...invalid('description')}
          />
          {fieldError('description')}
        </label>
        <div className="grid grid-cols-2 gap-4">
          <label className={label}>
            Season
            <select name="season" defaultValue={collection?.season ?? 'Spring'} className={field}>
              {seasonChoices.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
          <label className={label}>
            Year
            <select name="year" defaultValue={collection?.year ?? yearChoices()[0]} className={field}>
              {[...new Set([...(collection ? [collection.year] : []), ...yearChoices()])].map((y) => (
                <option key={y}>{y}</option>
              ))}
            </select>
          </label>
        </div>
        <label className={label}>
          Release date
          <input
            name="releaseDate"
            type="date"
            defaultValue={collection?.releaseDate.slice(0, 10)}
            className={field}
            {...invalid('releaseDate')}
          />
          {fieldError('releaseDate')}
        </label>
        <label className={label}>
          Type
          <select name="collectionType" defaultValue={collection?.collectionType ?? 'live'} className={field}>
            <option value="live">Live Collection</option>
            <option value="sneak_peek">Sneak Peek Collection</option>
          </select>
        </label>
        <label className={label}>
          Cover image URL
          <input
            name="coverImageUrl"
            defaultValue={collection?.coverImageUrl ?? ''}
            className={field}
            {...invalid('coverImageUrl')}
          />
          {fieldError('coverImageUrl')}
        </label>
        <label className="flex items-center gap-3 text-sm">
          <input
            name="isActive"
            type="checkbox"
            defaultChecked={collection?.isActive ?? true}
            className="size-4"
          />
          Show on homepage
        </label>
        {editing && (
          <label className="flex items-center gap-3 text-sm">
            <input
              name="isArchived"
              type="checkbox"
              defaultChecked={collection.isArchived}
              className="size-4"
            />
            Archived
          </label>
        )}
        <div className="flex justify-end gap-3 pt-4">
          <Dialog.Close className={buttonClass('outline')}>Cancel</Dialog.Close>
          <button type="submit" disabled={save.isPending} className={buttonClass('solid')}>
            {save.isPending ? 'Saving...' : 'Save'}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
