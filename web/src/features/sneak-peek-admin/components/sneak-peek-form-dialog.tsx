import { type ComingSoonItem, comingSoonItemInputSchema } from '@atelier/contracts';
import { PieceFormDialog } from '@/components/piece-form/piece-form-dialog';
import { fieldClass, labelClass } from '@/components/ui/form-styles';
import { useSaveSneakPeekItem } from '../api/save-sneak-peek-item';

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
      texts={{
        title: editing ? 'Edit Sneak Peek Item' : 'Add Sneak Peek Item',
        description: 'Only the name is required.',
        submit: editing ? 'Save Changes' : 'Create Item',
        saved: editing ? 'Sneak peek item updated successfully' : 'Sneak peek item created successfully',
        failed: editing ? 'Failed to update sneak peek item' : 'Failed to create sneak peek item',
      }}
      imageHint="Several at once: JPG, PNG, GIF or WebP. No size limit stated; each is resized for the web."
      onClose={onClose}
    >
      {({ invalid, fieldError }) => (
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
      )}
    </PieceFormDialog>
  );
}
