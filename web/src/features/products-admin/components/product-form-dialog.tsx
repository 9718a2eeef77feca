import {
  DEFAULT_OFFER_VALID_HOURS,
  type OfferTerms,
  type Product,
  productInputSchema,
} from '@atelier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { FormField, priceInput } from '@/components/ui/form-field';
import { offerTermsQueryOptions, useOfferTerms } from '../api/get-offer-terms';
import { useSaveProduct } from '../api/save-product';
import { DETAIL_FIELDS, PieceDetailsFields } from './piece-details-fields';
import { PieceFormDialog, type PieceDialogProps } from '@/components/piece-form/piece-form-dialog';

/** Add or edit a product (spec section 5): name and price required, several images in order. */
/** `product` is absent for a new one. */
export function ProductFormDialog({ product, csrfToken, onClose }: { product?: Product } & PieceDialogProps) {
  const save = useSaveProduct();
  const queryClient = useQueryClient();
  // The form sends every field: an edit waits for the piece's offer terms (its floor), so saving
  // never resets them.
  const terms = useOfferTerms(product?.id);
  if (product && !terms.data)
    return (
      <DialogFrame
        open
        onOpenChange={(open) => !open && onClose()}
        title="Edit Product"
        description={terms.isError ? 'The offer terms could not be loaded.' : 'Loading the product...'}
        width="lg"
      >
        {terms.isError && (
          <button
            type="button"
            className="mt-4 underline underline-offset-4"
            onClick={() => void terms.refetch()}
          >
            Try again
          </button>
        )}
      </DialogFrame>
    );
  const offerTerms: Omit<OfferTerms, 'productId'> = terms.data ?? {
    openToOffers: false,
    offerFloor: null,
    offerValidHours: DEFAULT_OFFER_VALID_HOURS,
  };
  return (
    <PieceFormDialog
      idPrefix="product"
      piece={product}
      csrfToken={csrfToken}
      ownFields={[
        'price',
        'quantity',
        ...DETAIL_FIELDS.map((field) => field.name),
        'offerFloor',
        'offerValidHours',
      ]}
      schema={productInputSchema}
      requiredCheck={(text) => (text('price').trim() ? {} : { price: 'Price is required' })}
      ownValues={(text, data) => ({
        price: text('price'),
        quantity: text('quantity'),
        ...Object.fromEntries(DETAIL_FIELDS.map(({ name }) => [name, text(name)])),
        isBiddingEnabled: data.get('isBiddingEnabled') === 'on',
        openToOffers: data.get('openToOffers') === 'on',
        offerFloor: text('offerFloor'),
        offerValidHours: text('offerValidHours').trim() === '' ? undefined : Number(text('offerValidHours')),
      })}
      save={(input, callbacks) =>
        save.mutate(
          { id: product?.id, input, csrfToken },
          {
            ...callbacks,
            onSuccess: () => {
              if (product)
                void queryClient.invalidateQueries({ queryKey: offerTermsQueryOptions(product.id).queryKey });
              callbacks.onSuccess();
            },
          },
        )
      }
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
          <fieldset className="grid gap-4 border border-ink/15 p-4">
            <legend className="px-1 text-xs font-medium tracking-[0.12em] uppercase">Offers</legend>
            <label className="flex items-center gap-3 text-sm">
              <input
                name="openToOffers"
                type="checkbox"
                role="switch"
                defaultChecked={offerTerms.openToOffers}
                className="size-4"
              />
              Open to offers (buyers offer a price; you accept, counter or decline in Offers)
            </label>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label="Offer floor (USD, optional)"
                name="offerFloor"
                helpers={helpers}
                {...priceInput}
                defaultValue={offerTerms.offerFloor ?? ''}
              />
              <FormField
                label="Offers stand for (hours)"
                name="offerValidHours"
                helpers={helpers}
                type="number"
                min="1"
                max="720"
                step="1"
                defaultValue={offerTerms.offerValidHours}
              />
            </div>
            <p className="text-xs text-ink/65">
              Offers below the floor are declined automatically; buyers are never told the floor.
            </p>
          </fieldset>
        </>
      )}
    </PieceFormDialog>
  );
}
