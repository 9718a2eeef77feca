import type { Product } from '@atelier/contracts';
import { FormField, type FieldHelpers } from '@/components/ui/form-field';

/** The product page's details table, as the admin fills it in (each optional, free text). */
export const DETAIL_FIELDS = [
  { name: 'dimensions', label: 'Dimensions', placeholder: '84" W × 38" D × 29" H (213 × 97 × 74 cm)' },
  { name: 'materials', label: 'Materials', placeholder: 'Black walnut; hand-rubbed oil and wax' },
  { name: 'weight', label: 'Weight', placeholder: '165 lb (75 kg)' },
  { name: 'edition', label: 'Edition', placeholder: '1 of 1' },
  { name: 'leadTime', label: 'Lead time', placeholder: 'Ready to ship; white-glove delivery in 2–3 weeks' },
  // What a collector studies (issue 34): longer texts (the contract holds their lengths).
  {
    name: 'provenance',
    label: 'Provenance',
    placeholder: 'Commissioned for the house, 2026; shown at Collectible, Brussels',
    rows: 3,
  },
  { name: 'condition', label: 'Condition', placeholder: 'New, never placed', rows: 2 },
  {
    name: 'certificate',
    label: 'Certificate of authenticity',
    placeholder: 'Signed and numbered by the artist; comes with the piece',
    rows: 2,
  },
  {
    name: 'makersMark',
    label: "Maker's mark",
    placeholder: 'Branded NW under the top, dated 2026',
    rows: 2,
  },
] as const satisfies ReadonlyArray<{
  name: keyof Product;
  label: string;
  placeholder: string;
  rows?: number;
}>;

export function PieceDetailsFields({ product, helpers }: { product?: Product; helpers: FieldHelpers }) {
  return (
    <fieldset className="space-y-4 border border-ink/15 p-4">
      <legend className="px-1 text-xs tracking-[0.15em] uppercase">
        Details (shown on the product page)
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {DETAIL_FIELDS.map((field) => (
          <FormField
            key={field.name}
            label={field.label}
            name={field.name}
            helpers={helpers}
            placeholder={field.placeholder}
            rows={'rows' in field ? field.rows : undefined}
            defaultValue={product?.[field.name] ?? ''}
          />
        ))}
      </div>
    </fieldset>
  );
}
