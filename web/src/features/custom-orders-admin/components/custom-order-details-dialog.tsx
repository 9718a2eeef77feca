import type { CustomOrder } from '@atelier/contracts';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { formatDateTime } from '@/lib/format';
import { budgetLabel, projectTypeLabel, statusLabel, timelineLabel } from './order-labels';

const Row = ({ label, value }: { label: string; value: string }) => (
  <>
    <dt className="text-ink/55">{label}</dt>
    <dd className="break-words">{value}</dd>
  </>
);

/** Everything the visitor sent. (Opening it marks an unread order read: see CustomOrdersManagement.) */
export function CustomOrderDetailsDialog({
  order,
  onClose,
}: {
  order: CustomOrder | null;
  onClose: () => void;
}) {
  return (
    <DialogFrame
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      title={order ? `Request from ${order.name}` : ''}
      description={order ? `Received ${formatDateTime(order.createdAt)} · ${statusLabel(order.status)}` : ''}
      width="2xl"
    >
      {order && (
        <div className="mt-6 space-y-8">
          <section>
            <h3 className="text-xs font-medium tracking-[0.15em] uppercase">Customer Information</h3>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-sm">
              <Row label="Name" value={order.name} />
              <Row label="Email" value={order.email} />
              <Row label="Phone" value={order.phone} />
              <Row label="Location" value={order.location} />
            </dl>
          </section>
          <section>
            <h3 className="text-xs font-medium tracking-[0.15em] uppercase">Project Details</h3>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-sm">
              <Row label="Project type" value={projectTypeLabel(order.projectType)} />
              <Row label="Budget" value={budgetLabel(order.budget)} />
              <Row label="Timeline" value={timelineLabel(order.timeline)} />
            </dl>
          </section>
          <section>
            <h3 className="text-xs font-medium tracking-[0.15em] uppercase">Description</h3>
            <p className="mt-3 text-sm whitespace-pre-line">{order.description}</p>
          </section>
          {order.inspiration && (
            <section>
              <h3 className="text-xs font-medium tracking-[0.15em] uppercase">Inspiration and References</h3>
              <p className="mt-3 text-sm whitespace-pre-line">{order.inspiration}</p>
            </section>
          )}
        </div>
      )}
    </DialogFrame>
  );
}
