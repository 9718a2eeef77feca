import type { Product } from '@atelier/contracts';

const ROWS = [
  ['Dimensions', 'dimensions'],
  ['Materials', 'materials'],
  ['Weight', 'weight'],
  ['Edition', 'edition'],
  ['Lead time', 'leadTime'],
  ['Provenance', 'provenance'],
  ['Condition', 'condition'],
  ['Certificate of authenticity', 'certificate'],
  ["Maker's mark", 'makersMark'],
] as const satisfies ReadonlyArray<readonly [string, keyof Product]>;

/** The 'Details' table of a piece: only the facts the maker has given, nothing when there are none. */
export function PieceDetails({ product }: { product: Product }) {
  const rows = ROWS.flatMap(([label, key]) => (product[key] ? [[label, product[key]] as const] : []));
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="piece-details">
      <h2 id="piece-details" className="font-display text-2xl">
        Details
      </h2>
      <dl className="mt-3 divide-y divide-ink/10 border-y border-ink/10" data-testid="piece-details">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
            <dt className="text-xs tracking-[0.15em] text-ink/70 uppercase">{label}</dt>
            <dd className="whitespace-pre-line text-ink/85">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
