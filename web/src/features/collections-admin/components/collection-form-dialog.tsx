import type { FormEvent } from 'react';
import type { Collection } from '@atelier/contracts';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { saveTexts, useFormErrors } from '@/components/ui/use-form-errors';
import { useSaveCollection } from '../api/save-collection';
import {
  clientFieldErrors,
  collectionFormSchema,
  fieldNames,
  seasonChoices,
  yearChoices,
} from './collection-form-schema';

type CollectionFormDialogProps = {
  /** Absent for 'New Collection'. */
  collection?: Collection;
  csrfToken: string;
  onClose: () => void;
};

export function CollectionFormDialog({ collection, csrfToken, onClose }: CollectionFormDialogProps) {
  const save = useSaveCollection();
  const editing = collection !== undefined;
  const { show, clear, saveCallbacks, ...helpers } = useFormErrors(fieldNames, 'collection');

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
      show(form, clientFieldErrors(parsed.error));
      toast({ title: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    clear();
    save.mutate(
      { id: collection?.id, input: parsed.data, csrfToken },
      saveCallbacks(form, saveTexts('collection', editing), onClose),
    );
  };

  return (
    <FormDialog
      title={editing ? 'Edit Collection' : 'New Collection'}
      description="Name, description and release date are required."
      width="lg"
      onSubmit={onSubmit}
      busy={save.isPending ? 'Saving...' : null}
      onClose={onClose}
    >
      <FormField label="Name" name="name" helpers={helpers} defaultValue={collection?.name} />
      <FormField
        label="Description"
        name="description"
        helpers={helpers}
        rows={3}
        defaultValue={collection?.description}
      />
      <div className="grid grid-cols-2 gap-4">
        <FormField
          label="Season"
          name="season"
          helpers={helpers}
          defaultValue={collection?.season ?? 'Spring'}
          options={seasonChoices.map((s) => (
            <option key={s}>{s}</option>
          ))}
        />
        <FormField
          label="Year"
          name="year"
          helpers={helpers}
          defaultValue={collection?.year ?? yearChoices()[0]}
          options={[...new Set([...(collection ? [collection.year] : []), ...yearChoices()])].map((y) => (
            <option key={y}>{y}</option>
          ))}
        />
      </div>
      <FormField
        label="Release date"
        name="releaseDate"
        helpers={helpers}
        type="date"
        defaultValue={collection?.releaseDate.slice(0, 10)}
      />
      <FormField
        label="Type"
        name="collectionType"
        helpers={helpers}
        defaultValue={collection?.collectionType ?? 'live'}
        options={
          <>
            <option value="live">Live Collection</option>
            <option value="sneak_peek">Sneak Peek Collection</option>
          </>
        }
      />
      <FormField
        label="Cover image URL"
        name="coverImageUrl"
        helpers={helpers}
        defaultValue={collection?.coverImageUrl ?? ''}
      />
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
    </FormDialog>
  );
}
