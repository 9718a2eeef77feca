import type { ComingSoonItem } from '@atelier/contracts';
import { ArrowRightLeft, Eye, Pencil, Trash2 } from 'lucide-react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { formatDateTime, formatPrice } from '@/lib/format';

type Actions = {
  onView: (item: ComingSoonItem) => void;
  onEdit: (item: ComingSoonItem) => void;
  onConvert: (item: ComingSoonItem) => void;
  onDelete: (item: ComingSoonItem) => void;
};

const iconButton =
  'grid size-9 place-items-center border border-ink/20 hover:bg-ink hover:text-paper focus-visible:outline-2 focus-visible:outline-brass';

const COLUMNS = ['Item', 'Artist', 'Est. Price', 'Likes', 'Actions'];

/** A group's table (spec section 2): Item, Artist, Est. Price, Likes, Actions; most liked first. */
export function SneakPeekGroupTable({
  items,
  scheduledAt,
  ...actions
}: {
  items: ComingSoonItem[];
  /** When items are scheduled to convert (issue 32 item 9), by item id. */
  scheduledAt: Map<number, string>;
} & Actions) {
  const sorted = [...items].sort((a, b) => b.likesCount - a.likesCount);
  const buttons = [
    { label: 'View', icon: Eye, run: actions.onView },
    { label: 'Edit', icon: Pencil, run: actions.onEdit },
    { label: 'Convert to product', icon: ArrowRightLeft, run: actions.onConvert },
    { label: 'Delete', icon: Trash2, run: actions.onDelete },
  ];
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="text-xs tracking-[0.12em] text-ink/60 uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink/10">
          {sorted.map((item) => (
            <tr key={item.id}>
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  <ResponsiveImage
                    imageRef={item.imageUrls[0]}
                    alt=""
                    sizes="48px"
                    className="size-12 shrink-0"
                  />
                  <div>
                    <p className="font-medium">{item.name}</p>
                    <p className="text-xs text-ink/60">ID {item.id}</p>
                    {scheduledAt.has(item.id) && (
                      <p className="text-xs font-medium text-brass">
                        Drops {formatDateTime(scheduledAt.get(item.id)!)}
                      </p>
                    )}
                  </div>
                </div>
              </td>
              <td className="px-4 py-3">{item.artist?.name ?? 'No Artist'}</td>
              <td className="px-4 py-3">{formatPrice(item.estimatedPrice, 'TBD')}</td>
              <td className="px-4 py-3">{item.likesCount}</td>
              <td className="px-4 py-3">
                <div className="flex gap-1.5">
                  {buttons.map(({ label, icon: Icon, run }) => (
                    <button
                      key={label}
                      type="button"
                      className={iconButton}
                      onClick={() => run(item)}
                      aria-label={`${label} ${item.name}`}
                      title={label}
                    >
                      <Icon className="size-4" aria-hidden />
                    </button>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
