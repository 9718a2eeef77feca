import type { ComingSoonItem } from '@atelier/contracts';
import { ComingSoonCard } from './coming-soon-card';

export function ComingSoonGrid({ items }: { items: ComingSoonItem[] }) {
  return (
    <ul className="grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <ComingSoonCard item={item} />
        </li>
      ))}
    </ul>
  );
}
