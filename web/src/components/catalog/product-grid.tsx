import type { Product } from '@atelier/contracts';
import { CenteredGrid } from '@/components/ui/centered-grid';
import { ProductCard } from './product-card';

type ProductGridProps = { products: Product[]; badge?: string; likeable?: boolean };

export function ProductGrid({ products, badge, likeable }: ProductGridProps) {
  return (
    <CenteredGrid items={products} columns={3} itemKey={(p) => p.id}>
      {(product) => <ProductCard product={product} badge={badge} likeable={likeable} />}
    </CenteredGrid>
  );
}
