import clsx from 'clsx';
import { Heart } from 'lucide-react';
import { useLikeStatus, type LikeTarget } from '@/lib/api/get-like-status';
import { useToggleLike } from '@/lib/api/toggle-like';

type LikeButtonProps = {
  kind: LikeTarget['kind'];
  /** What is liked: its name for the accessible name ('Like Tide Table'), and the count in the
   *  list payload, shown until this session's status arrives. */
  piece: { id: number; name: string; likesCount: number };
  tone?: 'ink' | 'paper';
  className?: string;
};

/** The favourite control with its count. Disabled while a toggle is pending (spec section 4). */
export function LikeButton({ kind, piece, tone = 'ink', className }: LikeButtonProps) {
  const { name, likesCount: initialCount } = piece;
  const target = { kind, id: piece.id };
  const status = useLikeStatus(target);
  const toggle = useToggleLike(target);
  const liked = status.data?.liked ?? false;
  const count = status.data?.likesCount ?? initialCount;
  return (
    <button
      type="button"
      aria-pressed={liked}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate()}
      className={clsx(
        'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 border px-3 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass disabled:cursor-wait disabled:opacity-60',
        tone === 'ink'
          ? 'border-ink/20 bg-paper/95 text-ink hover:border-ink'
          : 'border-paper/40 text-paper hover:border-paper',
        className,
      )}
    >
      <Heart
        aria-hidden
        className={clsx('size-4', liked && 'fill-red-700 text-red-700')}
        strokeWidth={1.75}
      />
      {/* aria-pressed tells whether it is liked; the name stays 'Like …' as ARIA advises. */}
      <span className="sr-only">Like {name}, </span>
      <span data-testid="likes-count">{count}</span>
      <span className="sr-only"> {count === 1 ? 'like' : 'likes'}</span>
    </button>
  );
}
