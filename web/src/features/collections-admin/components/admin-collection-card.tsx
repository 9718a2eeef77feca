import type { Collection } from '@atelier/contracts';
import { formatDate } from '@/lib/format';

type Props = {
  collection: Collection;
  busy: boolean;
  onToggleVisibility: () => void;
  onToggleArchive: () => void;
  onDelete: () => void;
  onEdit: () => void;
};

const action =
  'border border-ink/25 px-3 py-1.5 text-xs tracking-wide hover:bg-ink hover:text-paper focus-visible:outline-2 focus-visible:outline-brass disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-ink';

export function AdminCollectionCard({
  collection: c,
  busy,
  onToggleVisibility,
  onToggleArchive,
  onDelete,
  onEdit,
}: Props) {
  const titleId = `admin-collection-${c.id}`;
  return (
    <article aria-labelledby={titleId} className="flex flex-col border border-ink/10 bg-white/70 p-5">
      <p className="text-[0.65rem] tracking-[0.25em] text-brass-700 uppercase">
        {c.season} {c.year}
      </p>
      <h3 id={titleId} className="mt-1 font-display text-2xl">
        {c.name}
      </h3>
      <ul aria-label="Status" className="mt-2 flex flex-wrap gap-2 text-[0.65rem] tracking-wider uppercase">
        {!c.isActive && <li className="bg-ink/10 px-2 py-0.5">Hidden</li>}
        {c.isArchived && <li className="bg-amber-100 px-2 py-0.5 text-amber-900">Archived</li>}
        {c.isActive && !c.isArchived && (
          <li className="bg-emerald-100 px-2 py-0.5 text-emerald-900">Active</li>
        )}
      </ul>
      <p className="mt-3 line-clamp-3 flex-1 text-sm text-ink/75">{c.description}</p>
      <p className="mt-3 text-xs text-ink/60">Release date: {formatDate(c.releaseDate)}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={action} disabled={busy || c.isArchived} onClick={onToggleVisibility}>
          {c.isActive ? 'Hide from homepage' : 'Show on homepage'}
        </button>
        <button type="button" className={action} disabled={busy} onClick={onToggleArchive}>
          {c.isArchived ? 'Restore' : 'Archive'}
        </button>
        {c.isArchived && (
          <button type="button" className={action} disabled={busy} onClick={onDelete}>
            Delete
          </button>
        )}
        <button type="button" className={action} disabled={busy} onClick={onEdit}>
          Edit
        </button>
      </div>
    </article>
  );
}
