import type { CustomOrder } from '@atelier/contracts';
import { clsx } from 'clsx';
import { buttonClass } from '@/components/ui/button-styles';
import { formatDateTime } from '@/lib/format';
import { budgetLabel, projectTypeLabel, statusLabel, timelineLabel } from './order-labels';

/** One request: unread ones have a highlighted border and a 'New' badge. */
export function CustomOrderCard({ order, onView }: { order: CustomOrder; onView: () => void }) {
  const unread = order.status === 'unread';
  return (
    <article
      aria-label={`Custom order from ${order.name}`}
      className={clsx(
        'flex w-full flex-col border bg-white p-6',
        unread ? 'border-2 border-brass' : 'border-ink/10',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-display text-2xl">{order.name}</h3>
        <span
          className={clsx(
            'px-2 py-1 text-[0.65rem] tracking-[0.15em] uppercase',
            unread ? 'bg-brass text-ink' : 'bg-ink/5 text-ink/70',
          )}
        >
          {statusLabel(order.status)}
        </span>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-ink/55">Email</dt>
        <dd className="break-all">{order.email}</dd>
        <dt className="text-ink/55">Phone</dt>
        <dd>{order.phone}</dd>
        <dt className="text-ink/55">Received</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
        <dt className="text-ink/55">Project</dt>
        <dd>{projectTypeLabel(order.projectType)}</dd>
        <dt className="text-ink/55">Budget</dt>
        <dd>{budgetLabel(order.budget)}</dd>
        <dt className="text-ink/55">Timeline</dt>
        <dd>{timelineLabel(order.timeline)}</dd>
        <dt className="text-ink/55">Location</dt>
        <dd>{order.location}</dd>
      </dl>
      <p className="mt-4 line-clamp-2 text-sm text-ink/75">{order.description}</p>
      <button
        type="button"
        onClick={onView}
        className={buttonClass('outline', 'mt-auto self-start px-4 py-2.5')}
      >
        View Full Details
      </button>
    </article>
  );
}
