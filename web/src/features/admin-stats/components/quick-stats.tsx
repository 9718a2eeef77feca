import clsx from 'clsx';
import { QueryStatus } from '@/components/ui/query-status';
import { useStats } from '@/lib/api/get-stats';
import { formatPrice } from '@/lib/format';

/** The dashboard's Quick Stats card (spec section 2): low stock is red above 0, green otherwise. */
export function QuickStats() {
  const query = useStats();
  const { data } = query;
  const figures = data
    ? [
        { label: 'Total Products', value: String(data.totalProducts) },
        { label: 'Active Auctions', value: String(data.activeAuctions) },
        {
          label: 'Low Stock Items',
          value: String(data.lowStockItems),
          className: data.lowStockItems > 0 ? 'text-red-800' : 'text-emerald-800',
        },
        { label: 'Potential Revenue', value: formatPrice(data.potentialRevenue, '$0') },
      ]
    : [];
  return (
    <section aria-labelledby="quick-stats" className="border border-ink/10 bg-white p-5 sm:p-6">
      <h2 id="quick-stats" className="text-xs font-medium tracking-[0.2em] uppercase">
        Quick Stats
      </h2>
      <QueryStatus
        query={query}
        loading="Loading stats..."
        failed="Stats could not be loaded."
        className="mt-4 text-sm text-ink/70"
      >
        <dl className="mt-4 grid grid-cols-2 gap-5 md:grid-cols-4">
          {figures.map((figure) => (
            <div key={figure.label}>
              <dt className="text-xs text-ink/60">{figure.label}</dt>
              <dd className={clsx('mt-1 font-display text-3xl', figure.className)}>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </QueryStatus>
    </section>
  );
}
