import { useState, type FormEvent, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { z } from 'zod';
import { ImageListField } from '@/components/media-upload/image-list-field';
import { buttonClass } from '@/components/ui/button-styles';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { FieldError, invalidProps } from '@/components/ui/field-error';
import { fieldClass, labelClass } from '@/components/ui/form-styles';
import { toast } from '@/components/ui/use-toast';
import { ApiRequestError } from '@/lib/api-client';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '@/lib/form-errors';
import { PiecePickers } from './piece-pickers';

/** The fields every piece (product or sneak-peek item) has, as the API answers them. */
export type Piece = {
  name: string;
  description: string | null;
  story: string | null;
  imageUrls: string[];
  artistId: number | null;
  collectionId: number | null;
  category: string;
  videoUrl: string | null;
};

const SHARED_FIELDS = [
  'name',
  'description',
  'story',
  'imageUrls',
  'artistId',
  'collectionId',
  'videoUrl',
  'category',
] as const;

export type FieldHelpers = {
  invalid: (name: string) => ReturnType<typeof invalidProps>;
  fieldError: (name: string) => ReactNode;
};

type Props<S extends z.ZodType> = {
  idPrefix: string;
  piece?: Piece;
  csrfToken: string;
  /** The form's own fields beyond the shared ones (price, quantity, dates...). */
  ownFields: readonly string[];
  schema: S;
  /** The body to validate with `schema`: the shared fields read here, plus the form's own. */
  ownValues: (text: (name: string) => string, data: FormData) => Record<string, unknown>;
  /** A check before the schema (the product's required price), returning field problems. */
  requiredCheck?: (text: (name: string) => string) => FieldErrors<string>;
  save: (input: z.infer<S>, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  pending: boolean;
  texts: { title: string; description: string; submit: string; saved: string; failed: string };
  imageHint: string;
  /** The form's own inputs, between the story and the images. */
  children: (helpers: FieldHelpers) => ReactNode;
  /** Inputs after the video URL (the product's bidding switch). */
  after?: ReactNode;
  onClose: () => void;
};

/**
 * The add/edit dialog shared by products and sneak-peek items: name, description, story, the form's
 * own fields, images (uploaded, ordered), artist, collection, category and video URL. Validates with
 * the API's own schema; problems show under their fields (the first focused) with the spec's toast.
 */
export function PieceFormDialog<S extends z.ZodType>(props: Props<S>) {
  const { idPrefix, piece, texts } = props;
  const fields = [...SHARED_FIELDS, ...props.ownFields];
  const [imageUrls, setImageUrls] = useState<string[]>(piece?.imageUrls ?? []);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const errorId = (name: string) => `${idPrefix}-${name}-error`;
  const helpers: FieldHelpers = {
    invalid: (name) => invalidProps(errorId(name), errors[name]),
    fieldError: (name) => <FieldError id={errorId(name)} message={errors[name]} />,
  };

  const showErrors = (form: HTMLFormElement, found: FieldErrors<string>) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus?.();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    const missing = {
      ...(text('name').trim() ? {} : { name: 'Name is required' }),
      ...props.requiredCheck?.(text),
    };
    const parsed = props.schema.safeParse({
      name: text('name'),
      description: text('description'),
      story: text('story'),
      imageUrls,
      artistId: text('artistId') || null,
      collectionId: text('collectionId') || null,
      videoUrl: text('videoUrl'),
      category: text('category'),
      ...props.ownValues(text, data),
    });
    if (Object.keys(missing).length > 0 || !parsed.success) {
      showErrors(form, { ...(parsed.success ? {} : zodFieldErrors(fields, parsed.error)), ...missing });
      toast({ title: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    setErrors({});
    props.save(parsed.data, {
      onSuccess: () => {
        toast({ title: texts.saved });
        props.onClose();
      },
      onError: (error) => {
        const found = apiFieldErrors(fields, error);
        showErrors(form, found);
        toast({
          title: texts.failed,
          // Field issues are shown under the fields; anything else (expired session, 404) goes here.
          description:
            Object.keys(found).length === 0 && error instanceof ApiRequestError
              ? error.serverMessage
              : undefined,
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={texts.title}
      description={texts.description}
      width="2xl"
    >
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        <label className={labelClass}>
          Name
          <input name="name" defaultValue={piece?.name} className={fieldClass} {...helpers.invalid('name')} />
          {helpers.fieldError('name')}
        </label>
        <label className={labelClass}>
          Description
          <textarea
            name="description"
            rows={3}
            defaultValue={piece?.description ?? ''}
            className={fieldClass}
          />
        </label>
        <label className={labelClass}>
          Story
          <textarea name="story" rows={3} defaultValue={piece?.story ?? ''} className={fieldClass} />
        </label>
        {props.children(helpers)}
        <ImageListField
          label="Images"
          hint={props.imageHint}
          value={imageUrls}
          onChange={setImageUrls}
          csrfToken={props.csrfToken}
          failureTitle="Failed to upload images"
          onBusyChange={setUploading}
        />
        {helpers.fieldError('imageUrls')}
        <PiecePickers idPrefix={idPrefix} piece={piece} errors={errors} />
        <label className={labelClass}>
          Video URL
          <input
            name="videoUrl"
            type="url"
            placeholder="https://www.youtube.com/watch?v=..."
            defaultValue={piece?.videoUrl ?? ''}
            className={fieldClass}
            {...helpers.invalid('videoUrl')}
          />
          {helpers.fieldError('videoUrl')}
        </label>
        {props.after}
        <div className="flex justify-end gap-3 pt-4">
          <Dialog.Close className={buttonClass('outline')}>Cancel</Dialog.Close>
          <button type="submit" disabled={props.pending || uploading} className={buttonClass('solid')}>
            {props.pending ? 'Saving...' : uploading ? 'Uploading...' : texts.submit}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
