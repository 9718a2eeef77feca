import { useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { type ComingSoonItem, comingSoonItemInputSchema } from '@atelier/contracts';
import { buttonClass } from '@/components/ui/button-styles';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { FieldError, invalidProps } from '@/components/ui/field-error';
import { fieldClass, labelClass } from '@/components/ui/form-styles';
import { toast } from '@/components/ui/use-toast';
import { ImageListField } from '@/features/media-upload/components/image-list-field';
import { PiecePickers } from '@/features/products-admin/components/piece-pickers';
import { ApiRequestError } from '@/lib/api-client';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '@/lib/form-errors';
import { useSaveSneakPeekItem } from '../api/save-sneak-peek-item';

const FIELDS = [
  'name',
  'description',
  'story',
  'estimatedPrice',
  'imageUrls',
  'artistId',
  'collectionId',
  'videoUrl',
  'estimatedReleaseDate',
  'category',
] as const;
type Field = (typeof FIELDS)[number];

/** Add or edit a sneak-peek item (spec section 5): only the name is required; empty fields become null. */
export function SneakPeekFormDialog({
  item,
  csrfToken,
  onClose,
}: {
  item?: ComingSoonItem;
  csrfToken: string;
  onClose: () => void;
}) {
  const save = useSaveSneakPeekItem();
  const editing = item !== undefined;
  const [imageUrls, setImageUrls] = useState<string[]>(item?.imageUrls ?? []);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const errorId = (name: Field) => `sneak-peek-${name}-error`;
  const invalid = (name: Field) => invalidProps(errorId(name), errors[name]);
  const fieldError = (name: Field) => <FieldError id={errorId(name)} message={errors[name]} />;

  const showErrors = (form: HTMLFormElement, found: FieldErrors<Field>) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus?.();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    const parsed = comingSoonItemInputSchema.safeParse({
      name: text('name'),
      description: text('description'),
      story: text('story'),
      estimatedPrice: text('estimatedPrice'),
      imageUrls,
      artistId: text('artistId') || null,
      collectionId: text('collectionId') || null,
      videoUrl: text('videoUrl'),
      estimatedReleaseDate: text('estimatedReleaseDate'),
      category: text('category'),
    });
    if (!parsed.success) {
      showErrors(form, zodFieldErrors(FIELDS, parsed.error));
      toast({ title: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    setErrors({});
    save.mutate(
      { id: item?.id, input: parsed.data, csrfToken },
      {
        onSuccess: () => {
          toast({
            title: editing ? 'Sneak peek item updated successfully' : 'Sneak peek item created successfully',
          });
          onClose();
        },
        onError: (error) => {
          const found = apiFieldErrors(FIELDS, error);
          showErrors(form, found);
          toast({
            title: editing ? 'Failed to update sneak peek item' : 'Failed to create sneak peek item',
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
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? 'Edit Sneak Peek Item' : 'Add Sneak Peek Item'}
      description="Only the name is required."
      width="2xl"
    >
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        <label className={labelClass}>
          Name
          <input name="name" defaultValue={item?.name} className={fieldClass} {...invalid('name')} />
          {fieldError('name')}
        </label>
        <label className={labelClass}>
          Description
          <textarea
            name="description"
            rows={3}
            defaultValue={item?.description ?? ''}
            className={fieldClass}
          />
        </label>
        <label className={labelClass}>
          Story
          <textarea name="story" rows={3} defaultValue={item?.story ?? ''} className={fieldClass} />
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <label className={labelClass}>
            Estimated price (USD)
            <input
              name="estimatedPrice"
              type="number"
              step="0.01"
              min="0"
              inputMode="decimal"
              defaultValue={item?.estimatedPrice ?? ''}
              className={fieldClass}
              {...invalid('estimatedPrice')}
            />
            {fieldError('estimatedPrice')}
          </label>
          <label className={labelClass}>
            Expected release
            <input
              name="estimatedReleaseDate"
              type="date"
              defaultValue={item?.estimatedReleaseDate?.slice(0, 10) ?? ''}
              className={fieldClass}
              {...invalid('estimatedReleaseDate')}
            />
            {fieldError('estimatedReleaseDate')}
          </label>
        </div>
        <ImageListField
          label="Images"
          hint="Several at once: JPG, PNG, GIF or WebP. No size limit stated; each is resized for the web."
          value={imageUrls}
          onChange={setImageUrls}
          csrfToken={csrfToken}
          failureTitle="Failed to upload images"
          onBusyChange={setUploading}
        />
        {fieldError('imageUrls')}
        <PiecePickers idPrefix="sneak-peek" piece={item} errors={errors} />
        <label className={labelClass}>
          Video URL
          <input
            name="videoUrl"
            type="url"
            placeholder="https://www.youtube.com/watch?v=..."
            defaultValue={item?.videoUrl ?? ''}
            className={fieldClass}
            {...invalid('videoUrl')}
          />
          {fieldError('videoUrl')}
        </label>
        <div className="flex justify-end gap-3 pt-4">
          <Dialog.Close className={buttonClass('outline')}>Cancel</Dialog.Close>
          <button type="submit" disabled={save.isPending || uploading} className={buttonClass('solid')}>
            {save.isPending
              ? 'Saving...'
              : uploading
                ? 'Uploading...'
                : editing
                  ? 'Save Changes'
                  : 'Create Item'}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
