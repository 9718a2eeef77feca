import { type Product, productInputSchema } from '@atelier/contracts';
import { FormField, priceInput } from '@/components/ui/form-field';
import { useSaveProduct } from '../api/save-product';
import { DETAIL_FIELDS, PieceDetailsFields } from './piece-details-fields';
import { PieceFormDialog, type PieceDialogProps } from '@/components/piece-form/piece-form-dialog';

/** Add or edit a product (spec section 5): name and price required, several images in order. */
/** `product` is absent for a new one. */
export function ProductFormDialog({ product, csrfToken, onClose }: { product?: Product } & PieceDialogProps) {
  const save = useSaveProduct();
  return (
    <PieceFormDialog
      idPrefix="product"
      piece={product}
      csrfToken={csrfToken}
      ownFields={['price', 'quantity', ...DETAIL_FIELDS.map((field) => field.name)]}
      schema={productInputSchema}
      requiredCheck={(text) => (text('price').trim() ? {} : { price: 'Price is required' })}
      ownValues={(text, data) => ({
        price: text('price'),
        quantity: text('quantity'),
        ...Object.fromEntries(DETAIL_FIELDS.map(({ name }) => [name, text(name)])),
        isBiddingEnabled: data.get('isBiddingEnabled') === 'on',
      })}
      save={(input, callbacks) => save.mutate({ id: product?.id, input, csrfToken }, callbacks)}
      pending={save.isPending}
      noun="product"
      description="Name and price are required."
      createLabel="Create Product"
      imageHint="JPG, PNG, GIF or WebP, up to 10MB each. The first image is the main one."
      after={
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
      }
      onClose={onClose}
    >
      {(helpers) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Price (USD)"
              name="price"
              helpers={helpers}
              {...priceInput}
              defaultValue={product?.price}
            />
            <FormField
              label="Quantity"
              name="quantity"
              helpers={helpers}
              type="number"
              min="0"
              step="1"
              defaultValue={product?.quantity ?? 1}
            />
          </div>
          <PieceDetailsFields product={product} helpers={helpers} />
        </>
      )}
    </PieceFormDialog>
  );
}
