import * as Dialog from '@radix-ui/react-dialog';
import type { ComingSoonItem } from '@atelier/contracts';
import { buttonClass } from '@/components/ui/button-styles';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { formatDate, formatPrice } from '@/lib/format';

type Props = {
  item: ComingSoonItem;
  onClose: () => void;
  onEdit: () => void;
  onConvert: () => void;
};

/** The details modal (spec section 2): images, basic info, description, story, video, Edit and Convert. */
export function SneakPeekDetailsDialog({ item, onClose, onEdit, onConvert }: Props) {
  const facts = [
    ['Artist', item.artist?.name ?? 'No Artist'],
    ['Collection', item.collection?.name ?? 'No Collection Assigned'],
    ['Category', item.category],
    ['Estimated price', formatPrice(item.estimatedPrice, 'TBD')],
    ['Expected', formatDate(item.estimatedReleaseDate)],
    ['Likes', String(item.likesCount)],
  ];
  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && onClose()}
      title={item.name}
      description={`Sneak peek item #${item.id}`}
      width="2xl"
    >
      {item.imageUrls.length > 0 && (
        <ul className="mt-6 grid grid-cols-3 gap-3 sm:grid-cols-4">
          {item.imageUrls.map((url, index) => (
            <li key={`${url}-${index}`}>
              <ResponsiveImage
                imageRef={url}
                alt={`${item.name}, image ${index + 1}`}
                sizes="160px"
                className="aspect-square w-full"
              />
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs text-ink/60">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {item.description && (
        <section className="mt-6">
          <h3 className="text-xs font-medium tracking-[0.15em] uppercase">Description</h3>
          <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-ink/80">{item.description}</p>
        </section>
      )}
      {item.story && (
        <section className="mt-6">
          <h3 className="text-xs font-medium tracking-[0.15em] uppercase">Story</h3>
          <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-ink/80">{item.story}</p>
        </section>
      )}
      <div className="mt-8 flex flex-wrap justify-end gap-3">
        {item.videoUrl && (
          <a
            href={item.videoUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('outline')}
          >
            View Video
          </a>
        )}
        <button type="button" className={buttonClass('outline')} onClick={onEdit}>
          Edit Item
        </button>
        <button type="button" className={buttonClass('solid')} onClick={onConvert}>
          Convert to Product
        </button>
        <Dialog.Close className={buttonClass('outline')}>Close</Dialog.Close>
      </div>
    </DialogFrame>
  );
}
