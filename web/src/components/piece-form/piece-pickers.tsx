import { PRODUCT_CATEGORIES } from '@atelier/contracts';
import { FieldError, invalidProps } from '@/components/ui/field-error';
import { fieldClass, labelClass } from '@/components/ui/form-styles';
import { useAllCollections } from '@/lib/api/get-all-collections';
import { useArtists } from '@/lib/api/get-artists';

type Picked = { artistId?: number | null; collectionId?: number | null; category?: string };
type Errors = { artistId?: string; collectionId?: string };

/** The artist, collection and category selects shared by the product and sneak-peek forms. */
export function PiecePickers({
  idPrefix,
  piece,
  errors,
}: {
  idPrefix: string;
  piece?: Picked;
  errors: Errors;
}) {
  const artists = useArtists();
  const collections = useAllCollections();
  const errorId = (name: keyof Errors) => `${idPrefix}-${name}-error`;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <label className={labelClass}>
        Artist
        <select
          name="artistId"
          defaultValue={piece?.artistId ?? ''}
          className={fieldClass}
          {...invalidProps(errorId('artistId'), errors.artistId)}
        >
          <option value="">No artist</option>
          {(artists.data ?? []).map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
        <FieldError id={errorId('artistId')} message={errors.artistId} />
      </label>
      <label className={labelClass}>
        Collection
        <select
          name="collectionId"
          defaultValue={piece?.collectionId ?? ''}
          className={fieldClass}
          {...invalidProps(errorId('collectionId'), errors.collectionId)}
        >
          <option value="">No collection</option>
          {(collections.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.season} {c.year})
            </option>
          ))}
        </select>
        <FieldError id={errorId('collectionId')} message={errors.collectionId} />
      </label>
      <label className={labelClass}>
        Category
        <select name="category" defaultValue={piece?.category ?? 'other'} className={fieldClass}>
          {PRODUCT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c.charAt(0).toUpperCase() + c.slice(1)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
