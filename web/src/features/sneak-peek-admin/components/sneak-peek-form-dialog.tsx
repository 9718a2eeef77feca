import { type ComingSoonItem, comingSoonItemInputSchema } from '@atelier/contracts';
import { PieceFormDialog, type PieceDialogProps } from '@/components/piece-form/piece-form-dialog';
import { FormField, priceInput } from '@/components/ui/form-field';
import { useSaveSneakPeekItem } from '../api/save-sneak-peek-item';

/** Add or edit a sneak-peek item (spec section 5): only the name is required; empty fields become null. */
export function SneakPeekFormDialog({
  item,
  csrfToken,
  onClose,
}: { item?: ComingSoonItem } & PieceDialogProps) {
  const save = useSaveSneakPeekItem();
  return (
    <PieceFormDialog
      idPrefix="sneak-peek"
      piece={item}
      csrfToken={csrfToken}
      ownFields={['estimatedPrice', 'estimatedReleaseDate']}
      schema={comingSoonItemInputSchema}
      ownValues={(text) => ({
        estimatedPrice: text('estimatedPrice'),
        estimatedReleaseDate: text('estimatedReleaseDate'),
      })}
      save={(input, callbacks) => save.mutate({ id: item?.id, input, csrfToken }, callbacks)}
      pending={save.isPending}
      noun="sneak peek item"
      description="Only the name is required."
      createLabel="Create Item"
      imageHint="Several at once: JPG, PNG, GIF or WebP. No size limit stated; each is resized for the web."
      onClose={onClose}
    >
      {(helpers) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Estimated price (USD)"
            name="estimatedPrice"
            helpers={helpers}
            {...priceInput}
            defaultValue={item?.estimatedPrice ?? ''}
          />
          <FormField
            label="Expected release"
            name="estimatedReleaseDate"
            helpers={helpers}
            type="date"
            defaultValue={item?.estimatedReleaseDate?.slice(0, 10) ?? ''}
          />
        </div>
      )}
    </PieceFormDialog>
  );
}
