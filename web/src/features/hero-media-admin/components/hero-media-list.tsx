import { useState } from 'react';
import type { HeroMedia, HeroPlacement } from '@atelier/contracts';
import { HeroMediaLayer } from '@/components/hero-media/hero-media-backdrop';
import { buttonClass } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { formatDate } from '@/lib/format';
import { useHeroMediaChange, useHeroMediaList } from '../api/hero-media-admin';
import { heroMediaTexts } from './hero-media-texts';

const smallButton = buttonClass('outline', 'px-3 py-2');

/** Existing items, newest first, each with Activate or Deactivate and Delete. */
export function HeroMediaList({ placement, csrfToken }: { placement: HeroPlacement; csrfToken: string }) {
  const texts = heroMediaTexts(placement);
  const list = useHeroMediaList(placement);
  const change = useHeroMediaChange(placement, csrfToken);
  const [deleting, setDeleting] = useState<HeroMedia | null>(null);

  const run = (kind: 'activate' | 'deactivate' | 'delete', item: HeroMedia) =>
    change.mutate(
      { kind, id: item.id },
      {
        onSuccess: () => {
          toast({ title: texts.done(kind === 'delete' ? 'deleted' : `${kind}d`) });
          if (kind === 'delete') setDeleting(null);
        },
        onError: () => toast({ title: texts.failed(kind), variant: 'destructive' }),
      },
    );

  if (list.isPending)
    return (
      <p role="status" className="text-ink/70">
        Loading media...
      </p>
    );
  if (list.isError)
    return (
      <p role="alert" className="text-ink/70">
        {texts.heading} could not be loaded.
      </p>
    );
  if (list.data.length === 0) return <p className="text-ink/70">No {texts.heading.toLowerCase()} yet.</p>;
  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {list.data.map((item) => (
          <li key={item.id} className="flex flex-col border border-ink/10 bg-white">
            <div className="relative isolate aspect-video bg-ink">
              <HeroMediaLayer mediaUrl={item.mediaUrl} mediaType={item.mediaType} />
            </div>
            <div className="flex flex-1 flex-col gap-3 p-4">
              <div className="flex items-start justify-between gap-3">
                <p className="font-medium">{item.title}</p>
                <span
                  className={
                    item.isActive
                      ? 'bg-emerald-100 px-2 py-0.5 text-[0.65rem] font-semibold tracking-[0.12em] text-emerald-900 uppercase'
                      : 'bg-stone px-2 py-0.5 text-[0.65rem] font-semibold tracking-[0.12em] uppercase'
                  }
                >
                  {item.isActive ? 'Active' : 'Inactive'}
                </span>
              </div>
              <p className="text-xs text-ink/60">
                {item.mediaType === 'video' ? 'Video' : 'Image'} · Added {formatDate(item.createdAt)}
              </p>
              <div className="mt-auto flex flex-wrap gap-2">
                <button
                  type="button"
                  className={smallButton}
                  disabled={change.isPending}
                  onClick={() => run(item.isActive ? 'deactivate' : 'activate', item)}
                  aria-label={`${item.isActive ? 'Deactivate' : 'Activate'} ${item.title}`}
                >
                  {item.isActive ? 'Deactivate' : 'Activate'}
                </button>
                <button
                  type="button"
                  className={smallButton}
                  onClick={() => setDeleting(item)}
                  aria-label={`Delete ${item.title}`}
                >
                  Delete
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${texts.heading.toLowerCase()}?`}
        description={`"${deleting?.title ?? ''}" will be removed from the list${deleting?.isActive ? ' and the page falls back to its default' : ''}.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={change.isPending}
        onConfirm={() => deleting && run('delete', deleting)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
