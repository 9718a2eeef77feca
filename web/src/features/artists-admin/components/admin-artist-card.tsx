import type { Artist } from '@atelier/contracts';
import { ResponsiveImage } from '@/components/ui/responsive-image';

type Props = { artist: Artist; onEdit: () => void; onDelete: () => void };

const action =
  'border border-ink/25 px-3 py-1.5 text-xs tracking-wide hover:bg-ink hover:text-paper focus-visible:outline-2 focus-visible:outline-brass disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-ink';

export function AdminArtistCard({ artist: a, onEdit, onDelete }: Props) {
  const titleId = `admin-artist-${a.id}`;
  return (
    <article aria-labelledby={titleId} className="flex w-full gap-4 border border-ink/10 bg-white/70 p-5">
      {/* Decorative: the name sits right beside it. */}
      <ResponsiveImage imageRef={a.imageUrl} alt="" sizes="80px" className="size-20 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 id={titleId} className="font-display text-2xl break-words">
          {a.name}
        </h3>
        <p className="mt-0.5 text-[0.65rem] tracking-[0.25em] break-words text-brass-700 uppercase">
          {a.specialty}
        </p>
        {a.bio && <p className="mt-2 line-clamp-2 text-sm text-ink/75">{a.bio}</p>}
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <button type="button" className={action} onClick={onEdit}>
            Edit
          </button>
          <button type="button" className={action} onClick={onDelete}>
            Delete
          </button>
        </div>
      </div>
    </article>
  );
}
