import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { ImageListField } from '@/components/media-upload/image-list-field';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField, type FieldHelpers } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { saveTexts, useFormErrors } from '@/components/ui/use-form-errors';
import { type FieldErrors, zodFieldErrors } from '@/lib/form-errors';
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

export type { FieldHelpers };

/** What the products' and sneak peeks' add/edit dialogs are given besides the piece. */
export type PieceDialogProps = { csrfToken: string; onClose: () => void };

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
  /** 'product', 'sneak peek item': the title ('Add Product') and the toasts are made of it. */
  noun: string;
  description: string;
  /** The submit button's label for a new piece ('Create Product'); an edit says 'Save Changes'. */
  createLabel: string;
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
  const { idPrefix, piece, noun } = props;
  const editing = piece !== undefined;
  const title = `${editing ? 'Edit' : 'Add'} ${noun.replace(/\b\w/g, (c) => c.toUpperCase())}`;
  const fields = [...SHARED_FIELDS, ...props.ownFields];
  const [imageUrls, setImageUrls] = useState<string[]>(piece?.imageUrls ?? []);
  const [uploading, setUploading] = useState(false);
  const { show, clear, saveCallbacks, invalid, fieldError } = useFormErrors(fields, idPrefix);
  const helpers: FieldHelpers = { invalid, fieldError };

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
      show(form, { ...(parsed.success ? {} : zodFieldErrors(fields, parsed.error)), ...missing });
      toast({ title: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    clear();
    props.save(parsed.data, saveCallbacks(form, saveTexts(noun, editing), props.onClose));
  };

  return (
    <FormDialog
      title={title}
      description={props.description}
      width="2xl"
      onSubmit={onSubmit}
      busy={props.pending ? 'Saving...' : uploading ? 'Uploading...' : null}
      submit={editing ? 'Save Changes' : props.createLabel}
      onClose={props.onClose}
    >
      <FormField label="Name" name="name" helpers={helpers} defaultValue={piece?.name} />
      <FormField
        label="Description"
        name="description"
        helpers={helpers}
        rows={3}
        defaultValue={piece?.description ?? ''}
      />
      <FormField label="Story" name="story" helpers={helpers} rows={3} defaultValue={piece?.story ?? ''} />
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
      <PiecePickers piece={piece} helpers={helpers} />
      <FormField
        label="Video URL"
        name="videoUrl"
        helpers={helpers}
        type="url"
        placeholder="https://www.youtube.com/watch?v=..."
        defaultValue={piece?.videoUrl ?? ''}
      />
      {props.after}
    </FormDialog>
  );
}
