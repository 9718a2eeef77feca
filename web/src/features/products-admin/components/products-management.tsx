import { useState } from 'react';
import type { Product } from '@atelier/contracts';
import { AddButton, AdminSection } from '@/components/admin/admin-section';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { buttonClass } from '@/components/ui/button-styles';
import { fieldClass } from '@/components/ui/form-styles';
import { QueryStatus } from '@/components/ui/query-status';
import { useProducts } from '@/lib/api/get-products';
import { useDecommissionProduct } from '../api/decommission-product';
import { useDeleteProduct } from '../api/delete-product';
import { useDecommissionedProducts } from '@/lib/api/get-decommissioned-products';
import { AdminProductRow } from './admin-product-row';
import { CollapsibleGroup } from '@/components/ui/collapsible-group';
import { groupByCollection, sortByCreatedAt, type SortOrder } from '@/lib/collection-groups';
import { ProductFormDialog } from './product-form-dialog';

/** A row's action, named with the product for screen readers ('Edit Walnut Chair'). */
function RowButton({ label, product, onClick }: { label: string; product: Product; onClick: () => void }) {
  return (
    <button
      type="button"
      className={buttonClass('outline', 'px-3 py-2')}
      onClick={onClick}
      aria-label={`${label} ${product.name}`}
    >
      {label}
    </button>
  );
}

/** The Products section: live products grouped by collection, the decommissioned ones apart. */
export function ProductsManagement({ csrfToken }: { csrfToken: string }) {
  const products = useProducts();
  const decommissioned = useDecommissionedProducts();
  const decommission = useDecommissionProduct();
  const remove = useDeleteProduct();
  const [order, setOrder] = useState<SortOrder>('newest');
  const [editing, setEditing] = useState<{ product?: Product } | null>(null);
  const [decommissioning, setDecommissioning] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);

  const groups = groupByCollection(sortByCreatedAt(products.data ?? [], order));
  const retired = decommissioned.data ?? [];

  return (
    <AdminSection
      id="products-management"
      title="Products"
      actions={
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-xs tracking-[0.12em] uppercase">
            Sort
            <select
              value={order}
              onChange={(event) => setOrder(event.target.value as SortOrder)}
              className={fieldClass.replace('mt-1.5 block w-full', 'w-auto')}
            >
              <option value="newest">Newest first</option>
              <option value="oldest">Oldest first</option>
            </select>
          </label>
          <AddButton onClick={() => setEditing({})}>Add Product</AddButton>
        </div>
      }
    >
      <QueryStatus query={products} loading="Loading products..." failed="Products could not be loaded.">
        {groups.length === 0 ? (
          <p className="mt-6 text-ink/70">No products yet. Add your first piece to get started.</p>
        ) : (
          <div className="mt-6 space-y-4">
            {groups.map((group) => (
              <CollapsibleGroup key={group.key} title={group.name} meta={`${group.items.length} product(s)`}>
                <ul className="divide-y divide-ink/10">
                  {group.items.map((product) => (
                    <AdminProductRow
                      key={product.id}
                      product={product}
                      actions={
                        <>
                          <RowButton label="Edit" product={product} onClick={() => setEditing({ product })} />
                          <RowButton
                            label="Decommission"
                            product={product}
                            onClick={() => setDecommissioning(product)}
                          />
                        </>
                      }
                    />
                  ))}
                </ul>
              </CollapsibleGroup>
            ))}
          </div>
        )}
      </QueryStatus>
      <div className="mt-10">
        <CollapsibleGroup
          title="Decommissioned Products"
          meta={`${retired.length} product(s)`}
          defaultOpen={false}
        >
          <QueryStatus
            query={decommissioned}
            loading="Loading decommissioned products..."
            failed="Decommissioned products could not be loaded."
            className="px-5 py-4 text-sm text-ink/70"
          >
            {retired.length === 0 ? (
              <p className="px-5 py-4 text-sm text-ink/70">No decommissioned products.</p>
            ) : (
              <ul className="divide-y divide-ink/10">
                {retired.map((product) => (
                  <AdminProductRow
                    key={product.id}
                    product={product}
                    actions={
                      <RowButton label="Delete" product={product} onClick={() => setDeleting(product)} />
                    }
                  />
                ))}
              </ul>
            )}
          </QueryStatus>
        </CollapsibleGroup>
      </div>
      {editing && (
        <ProductFormDialog product={editing.product} csrfToken={csrfToken} onClose={() => setEditing(null)} />
      )}
      <ConfirmAction
        target={decommissioning}
        mutation={decommission}
        variables={({ id }) => ({ id, csrfToken })}
        texts={{
          title: 'Decommission product?',
          done: 'Product decommissioned successfully',
          failed: 'Failed to decommission product',
        }}
        confirmLabel="Decommission"
        pendingLabel="Decommissioning..."
        description={({ name }) => `"${name}" leaves the storefront and moves to Decommissioned Products.`}
        onClose={() => setDecommissioning(null)}
      />
      <ConfirmAction
        target={deleting}
        mutation={remove}
        variables={({ id }) => ({ id, csrfToken })}
        texts={{
          title: 'Delete product permanently?',
          done: 'Product deleted successfully',
          failed: 'Failed to delete product',
        }}
        onClose={() => setDeleting(null)}
      />
    </AdminSection>
  );
}
