import { useState } from 'react';
import type { Product } from '@atelier/contracts';
import { AdminSection } from '@/components/admin/admin-section';
import { buttonClass } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fieldClass } from '@/components/ui/form-styles';
import { QueryStatus } from '@/components/ui/query-status';
import { toast } from '@/components/ui/use-toast';
import { useProducts } from '@/lib/api/get-products';
import { useDecommissionProduct } from '../api/decommission-product';
import { useDeleteProduct } from '../api/delete-product';
import { useDecommissionedProducts } from '@/lib/api/get-decommissioned-products';
import { AdminProductRow } from './admin-product-row';
import { CollapsibleGroup } from '@/components/ui/collapsible-group';
import { groupByCollection, sortByCreatedAt, type SortOrder } from '@/lib/collection-groups';
import { ProductFormDialog } from './product-form-dialog';

const smallButton = (variant: 'solid' | 'outline') => buttonClass(variant, 'px-3 py-2');

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

  // Both confirmations: the spec's toast either way, the dialog closed once it worked.
  const confirm =
    (mutation: typeof decommission | typeof remove, done: string, failed: string, close: () => void) =>
    (product: Product) =>
      mutation.mutate(
        { id: product.id, csrfToken },
        {
          onSuccess: () => {
            toast({ title: done });
            close();
          },
          onError: () => toast({ title: failed, variant: 'destructive' }),
        },
      );
  const confirmDecommission = confirm(
    decommission,
    'Product decommissioned successfully',
    'Failed to decommission product',
    () => setDecommissioning(null),
  );
  const confirmDelete = confirm(remove, 'Product deleted successfully', 'Failed to delete product', () =>
    setDeleting(null),
  );

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
          <button type="button" className={buttonClass('solid')} onClick={() => setEditing({})}>
            Add Product
          </button>
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
                          <button
                            type="button"
                            className={smallButton('outline')}
                            onClick={() => setEditing({ product })}
                            aria-label={`Edit ${product.name}`}
                          >
                            Edit
                          </button>
                          <button
                            type="button"
                            className={smallButton('outline')}
                            onClick={() => setDecommissioning(product)}
                            aria-label={`Decommission ${product.name}`}
                          >
                            Decommission
                          </button>
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
                      <button
                        type="button"
                        className={smallButton('outline')}
                        onClick={() => setDeleting(product)}
                        aria-label={`Delete ${product.name}`}
                      >
                        Delete
                      </button>
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
      <ConfirmDialog
        open={decommissioning !== null}
        title="Decommission product?"
        description={`"${decommissioning?.name ?? ''}" leaves the storefront and moves to Decommissioned Products.`}
        confirmLabel="Decommission"
        pendingLabel="Decommissioning..."
        pending={decommission.isPending}
        onConfirm={() => decommissioning && confirmDecommission(decommissioning)}
        onClose={() => setDecommissioning(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete product permanently?"
        description={`"${deleting?.name ?? ''}" will be deleted for good. This cannot be undone.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </AdminSection>
  );
}
