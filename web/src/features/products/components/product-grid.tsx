import type { Product } from '@atelier/contracts';
import { ProductCard } from './product-card';

export function ProductGrid({ products, badge }: { products: Product[]; badge?: string }) {
  return (
    <ul className="grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} badge={badge} />
        </li>
      ))}
    </ul>
  );
}
