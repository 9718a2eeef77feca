import { Link } from 'react-router';
import type { ComingSoonItem } from '@atelier/contracts';
import { LikeButton } from '@/components/catalog/like-button';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { formatDate, formatPrice } from '@/lib/format';
import { InlineNotifyForm } from './inline-notify-form';

type ComingSoonCardProps = { item: ComingSoonItem; notify?: boolean };

export function ComingSoonCard({ item, notify = true }: ComingSoonCardProps) {
  const href = `/coming-soon/${item.id}`;
  const titleId = `coming-soon-card-${item.id}`;
  return (
    <article aria-labelledby={titleId} className="group">
      <div className="relative overflow-hidden bg-stone">
        <Link to={href} tabIndex={-1} aria-hidden className="block">
          <ResponsiveImage
            imageRef={item.imageUrls[0]}
            alt=""
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="aspect-[4/5] w-full grayscale-[35%] transition duration-700 group-hover:scale-[1.03] group-hover:grayscale-0"
          />
        </Link>
        <span className="absolute top-3 left-3 bg-ink px-2.5 py-1 text-[0.6rem] font-medium tracking-[0.22em] text-paper uppercase">
          Coming Soon
        </span>
        <LikeButton
          target={{ kind: 'coming-soon', id: item.id }}
          name={item.name}
          initialCount={item.likesCount}
          className="absolute top-3 right-3"
        />
      </div>
      <h3 id={titleId} className="mt-5 font-display text-2xl leading-snug">
        <Link
          to={href}
          className="hover:underline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brass"
        >
          {item.name}
        </Link>
      </h3>
      <dl className="mt-2 space-y-1 text-sm text-ink/75">
        <div className="flex gap-2">
          <dt>Estimated price:</dt>
          <dd>{formatPrice(item.estimatedPrice)}</dd>
        </div>
        <div className="flex gap-2">
          <dt>Expected:</dt>
          <dd>{formatDate(item.estimatedReleaseDate)}</dd>
        </div>
      </dl>
      {notify && <InlineNotifyForm itemId={item.id} itemName={item.name} />}
    </article>
  );
}
