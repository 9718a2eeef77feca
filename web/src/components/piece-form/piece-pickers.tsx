import type { UseQueryResult } from '@tanstack/react-query';
import { PRODUCT_CATEGORIES } from '@atelier/contracts';
import { FormField, type FieldHelpers } from '@/components/ui/form-field';
import { fieldClass, labelClass } from '@/components/ui/form-styles';
import { useAllCollections } from '@/lib/api/get-all-collections';
import { useArtists } from '@/lib/api/get-artists';

type Picked = { artistId?: number | null; collectionId?: number | null; category?: string };
type Choice = { id: number; text: string };

/** The artist, collection and category selects shared by the product and sneak-peek forms. */
export function PiecePickers({ piece, helpers }: { piece?: Picked; helpers: FieldHelpers }) {
  const artists = useArtists();
  const collections = useAllCollections();
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <OptionalPicker
        label="Artist"
        name="artistId"
        value={piece?.artistId}
        list={artists}
        choices={(list) => list.map((a) => ({ id: a.id, text: a.name }))}
        helpers={helpers}
      />
      <OptionalPicker
        label="Collection"
        name="collectionId"
        value={piece?.collectionId}
        list={collections}
        choices={(list) => list.map((c) => ({ id: c.id, text: `${c.name} (${c.season} ${c.year})` }))}
        helpers={helpers}
      />
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

/**
 * An optional artist or collection select ('' is none). A select takes its starting value only when
 * it mounts, so it mounts once its list has loaded: mounted earlier, it started on "No artist" and a
 * first Save erased the piece's artist. Until then (or if the list fails) a hidden input keeps the
 * piece's own value in the form, so saving meanwhile changes nothing.
 */
function OptionalPicker<T>({
  label,
  name,
  value,
  list,
  choices,
  helpers,
}: {
  label: string;
  name: string;
  value: number | null | undefined;
  list: UseQueryResult<T[]>;
  choices: (list: T[]) => Choice[];
  helpers: FieldHelpers;
}) {
  const none = `No ${label.toLowerCase()}`;
  if (!list.data) {
    const waiting = list.isError
      ? `${label}s could not be loaded: unchanged`
      : `Loading ${label.toLowerCase()}s...`;
    return (
      <label className={labelClass}>
        {label}
        <input type="hidden" name={name} value={value ?? ''} />
        <select disabled aria-busy={!list.isError} className={fieldClass}>
          <option>{waiting}</option>
        </select>
      </label>
    );
  }
  return (
    <FormField
      label={label}
      name={name}
      helpers={helpers}
      defaultValue={value ?? ''}
      options={
        <>
          <option value="">{none}</option>
          {choices(list.data).map(({ id, text }) => (
            <option key={id} value={id}>
              {text}
            </option>
          ))}
        </>
      }
    />
  );
}
