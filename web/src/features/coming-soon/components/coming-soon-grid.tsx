import type { ComingSoonItem } from '@atelier/contracts';
import { CenteredGrid } from '@/components/ui/centered-grid';
import { ComingSoonCard } from './coming-soon-card';

export function ComingSoonGrid({ items, notify }: { items: ComingSoonItem[]; notify?: boolean }) {
  return (
    <CenteredGrid items={items} columns={3} itemKey={(i) => i.id}>
      {(item) => <ComingSoonCard item={item} notify={notify} />}
    </CenteredGrid>
  );
}
