import type { Product } from '@atelier/contracts';
import { FormField, type FieldHelpers } from '@/components/ui/form-field';

/** The product page's details table, as the admin fills it in (each optional, free text). */
export const DETAIL_FIELDS = [
  { name: 'dimensions', label: 'Dimensions', placeholder: '84" W × 38" D × 29" H (213 × 97 × 74 cm)' },
  { name: 'materials', label: 'Materials', placeholder: 'Black walnut; hand-rubbed oil and wax' },
  { name: 'weight', label: 'Weight', placeholder: '165 lb (75 kg)' },
  { name: 'edition', label: 'Edition', placeholder: '1 of 1' },
  { name: 'leadTime', label: 'Lead time', placeholder: 'Ready to ship; white-glove delivery in 2–3 weeks' },
] as const satisfies ReadonlyArray<{ name: keyof Product; label: string; placeholder: string }>;

export function PieceDetailsFields({ product, helpers }: { product?: Product; helpers: FieldHelpers }) {
  return (
    <fieldset className="space-y-4 border border-ink/15 p-4">
      <legend className="px-1 text-xs tracking-[0.15em] uppercase">
        Details (shown on the product page)
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {DETAIL_FIELDS.map(({ name, label, placeholder }) => (
          <FormField
            key={name}
            label={label}
            name={name}
            helpers={helpers}
            placeholder={placeholder}
            defaultValue={product?.[name] ?? ''}
          />
        ))}
      </div>
    </fieldset>
  );
}
