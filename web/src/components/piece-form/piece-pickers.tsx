import { PRODUCT_CATEGORIES } from '@atelier/contracts';
import { FormField, type FieldHelpers } from '@/components/ui/form-field';
import { useAllCollections } from '@/lib/api/get-all-collections';
import { useArtists } from '@/lib/api/get-artists';

type Picked = { artistId?: number | null; collectionId?: number | null; category?: string };

/** The artist, collection and category selects shared by the product and sneak-peek forms. */
export function PiecePickers({ piece, helpers }: { piece?: Picked; helpers: FieldHelpers }) {
  const artists = useArtists();
  const collections = useAllCollections();
  // Artist and collection are optional: '' (none) is the first choice of each.
  const optional = [
    {
      label: 'Artist',
      name: 'artistId',
      value: piece?.artistId,
      choices: (artists.data ?? []).map((a) => ({ id: a.id, text: a.name })),
    },
    {
      label: 'Collection',
      name: 'collectionId',
      value: piece?.collectionId,
      choices: (collections.data ?? []).map((c) => ({ id: c.id, text: `${c.name} (${c.season} ${c.year})` })),
    },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {optional.map(({ label, name, value, choices }) => (
        <FormField
          key={name}
          label={label}
          name={name}
          helpers={helpers}
          defaultValue={value ?? ''}
          options={
            <>
              <option value="">No {label.toLowerCase()}</option>
              {choices.map(({ id, text }) => (
                <option key={id} value={id}>
                  {text}
                </option>
              ))}
            </>
          }
        />
      ))}
      <FormField
        label="Category"
        name="category"
        helpers={helpers}
        defaultValue={piece?.category ?? 'other'}
        options={PRODUCT_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {c.charAt(0).toUpperCase() + c.slice(1)}
          </option>
        ))}
      />
    </div>
  );
}
