import { useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { type Product, productInputSchema } from '@atelier/contracts';
import { buttonClass } from '@/components/ui/button-styles';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { FieldError, invalidProps } from '@/components/ui/field-error';
import { fieldClass, labelClass } from '@/components/ui/form-styles';
import { toast } from '@/components/ui/use-toast';
import { ImageListField } from '@/features/media-upload/components/image-list-field';
import { ApiRequestError } from '@/lib/api-client';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '@/lib/form-errors';
import { useSaveProduct } from '../api/save-product';
import { PiecePickers } from './piece-pickers';

const FIELDS = [
  'name',
  'description',
  'story',
  'price',
  'quantity',
  'imageUrls',
  'artistId',
  'collectionId',
  'videoUrl',
  'category',
] as const;
type Field = (typeof FIELDS)[number];

type Props = {
  /** Absent for a new product. */
  product?: Product;
  csrfToken: string;
  onClose: () => void;
};

/** Add or edit a product (spec section 5): name and price required, several images in order. */
export function ProductFormDialog({ product, csrfToken, onClose }: Props) {
  const save = useSaveProduct();
  const editing = product !== undefined;
  const [imageUrls, setImageUrls] = useState<string[]>(product?.imageUrls ?? []);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const showErrors = (form: HTMLFormElement, found: FieldErrors<Field>) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus?.();
  };
  const errorId = (name: Field) => `product-${name}-error`;
  const invalid = (name: Field) => invalidProps(errorId(name), errors[name]);
  const fieldError = (name: Field) => <FieldError id={errorId(name)} message={errors[name]} />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    if (!text('name').trim() || !text('price').trim()) {
      showErrors(form, {
        ...(text('name').trim() ? {} : { name: 'Name is required' }),
        ...(text('price').trim() ? {} : { price: 'Price is required' }),
      });
      toast({ title: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    const parsed = productInputSchema.safeParse({
      name: text('name'),
      description: text('description'),
      story: text('story'),
      price: text('price'),
      quantity: text('quantity'),
      imageUrls,
      artistId: text('artistId') || null,
      collectionId: text('collectionId') || null,
      videoUrl: text('videoUrl'),
      isBiddingEnabled: data.get('isBiddingEnabled') === 'on',
      category: text('category'),
    });
    if (!parsed.success) {
      showErrors(form, zodFieldErrors(FIELDS, parsed.error));
      toast({ title: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    setErrors({});
    save.mutate(
      { id: product?.id, input: parsed.data, csrfToken },
      {
        onSuccess: () => {
          toast({ title: editing ? 'Product updated successfully' : 'Product created successfully' });
          onClose();
        },
        onError: (error) => {
          const found = apiFieldErrors(FIELDS, error);
          showErrors(form, found);
          toast({
            title: editing ? 'Failed to update product' : 'Failed to create product',
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
      title={editing ? 'Edit Product' : 'Add Product'}
      description="Name and price are required."
      width="2xl"
    >
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        <label className={labelClass}>
          Name
          <input name="name" defaultValue={product?.name} className={fieldClass} {...invalid('name')} />
          {fieldError('name')}
        </label>
        <label className={labelClass}>
          Description
          <textarea
            name="description"
            rows={3}
            defaultValue={product?.description ?? ''}
            className={fieldClass}
          />
        </label>
        <label className={labelClass}>
          Story
          <textarea name="story" rows={3} defaultValue={product?.story ?? ''} className={fieldClass} />
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <label className={labelClass}>
            Price (USD)
            <input
              name="price"
              type="number"
              step="0.01"
              min="0"
              inputMode="decimal"
              defaultValue={product?.price}
              className={fieldClass}
              {...invalid('price')}
            />
            {fieldError('price')}
          </label>
          <label className={labelClass}>
            Quantity
            <input
              name="quantity"
              type="number"
              min="0"
              step="1"
              defaultValue={product?.quantity ?? 1}
              className={fieldClass}
              {...invalid('quantity')}
            />
            {fieldError('quantity')}
          </label>
        </div>
        <ImageListField
          label="Images"
          hint="JPG, PNG, GIF or WebP, up to 10MB each. The first image is the main one."
          value={imageUrls}
          onChange={setImageUrls}
          csrfToken={csrfToken}
          failureTitle="Failed to upload images"
          onBusyChange={setUploading}
        />
        {fieldError('imageUrls')}
        <PiecePickers idPrefix="product" piece={product} errors={errors} />
        <label className={labelClass}>
          Video URL
          <input
            name="videoUrl"
            type="url"
            placeholder="https://www.youtube.com/watch?v=..."
            defaultValue={product?.videoUrl ?? ''}
            className={fieldClass}
            {...invalid('videoUrl')}
          />
          {fieldError('videoUrl')}
        </label>
        <label className="flex items-center gap-3 text-sm">
          <input
            name="isBiddingEnabled"
            type="checkbox"
            role="switch"
            defaultChecked={product?.isBiddingEnabled}
            className="size-4"
          />
          Enable bidding (auction)
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
                  : 'Create Product'}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
